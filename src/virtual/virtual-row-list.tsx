import {
  useImperativeHandle,
  useRef,
  useState,
  type AriaRole,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type UIEvent,
} from 'react';
import { useIsomorphicLayoutEffect } from '../react-base/use-isomorphic-layout-effect';
import { useRowVirtualizer, type RowAlign, type VirtualItem } from './use-row-virtualizer';

export type { RowAlign, VirtualItem };

/** Estimated height of a row in px: the code line height (1.25rem at a 16px root). Rows are measured anyway. */
export const ROW_HEIGHT_PX = 20;
/**
 * The rows taken to fill the viewport before there is any layout (on the server, in jsdom, and in
 * the first client render): as many as the scroll box shows at its default height (28rem, 448 px,
 * in 20 px rows). With the overscan below them they are the rows the list draws once laid out at
 * its top, so the first paint lays out no row the next frame takes away.
 */
export const INITIAL_ROWS = 23;
/** Rows drawn beyond each edge of the viewport, so a short scroll shows rows already there. */
const OVERSCAN_ROWS = 10;

/**
 * The largest a scroll box grows: the `--tc-max-body-height` token, but never more than 60% of
 * the viewport's height, so at 200% zoom or on a short window most of the page stays in view
 * (a box that fills the window traps the wheel and the touch). `vh`, not `dvh`: a phone's
 * collapsing address bar must not resize the box while it scrolls. The box does not contain
 * its overscroll: a wheel past its end scrolls the page on (scroll chaining).
 */
const SCROLL_BOX_MAX_HEIGHT = 'min(var(--tc-max-body-height, 28rem), 60vh)';

/**
 * The bounds every virtualized viewport draws with, even on an `unstyled` card: without a
 * bounded, scrolling viewport every row is "visible" and a 20,000-line diff draws 150,000
 * elements. Structure, not theme: the height still comes from the `--tc-max-body-height` token.
 */
const VIRTUAL_VIEWPORT_STYLE = { maxHeight: SCROLL_BOX_MAX_HEIGHT, overflow: 'auto' } as const;

/** Stuck to the viewport's top, taking no height: it overlays the rows instead of pushing them down. */
const PINNED_STYLE = { position: 'sticky', top: 0, left: 0, height: 0, zIndex: 1 } as const;

/** What a parent may ask of a {@link VirtualRowList}. */
export interface VirtualRowListHandle {
  /** The scroll element, once mounted. */
  element: () => HTMLDivElement | null;
  /** Scrolls row `index` into view (`auto`: only as far as needed). */
  scrollToIndex: (index: number, align?: RowAlign) => void;
}

/** Puts a drawn row's element under measurement; every row element also carries `data-index`. */
export type MeasureRow = (element: Element | null) => void;

/**
 * Props of {@link VirtualRowList}; any other attribute (`data-slot`, `role`, `aria-label`, handlers) goes on the scroll
 * element.
 */
export interface VirtualRowListProps<Slot extends string = string> extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children'
> {
  /** Rows in the list. */
  count: number;
  /** The `data-slot` of the element that holds the drawn rows. */
  rowsSlot: Slot;
  /**
   * The role and name of the element that holds the drawn rows, whose children the rows are (a
   * `list` of `listitem` rows: the rows' own parent, so no element comes between them).
   */
  rowsRole?: { role: AriaRole; 'aria-label'?: string };
  /**
   * The attributes a part takes for its `data-slot` (the card's `slotProps`, which adds the host's
   * class for that slot); the list knows no card, so it is handed in. Only `data-slot` unless set.
   */
  slotProps?: (slot: Slot | 'pinned-row') => { 'data-slot': string; className?: string };
  /** Draws the rows in `items` (consecutive, in order); each row's element takes `measureRow` as its ref. */
  children: (items: readonly VirtualItem[], measureRow: MeasureRow) => ReactNode;
  /** Estimated row height in px; {@link ROW_HEIGHT_PX} unless set. */
  rowHeight?: number;
  /** Rows drawn without layout; {@link INITIAL_ROWS} unless set. */
  initialRows?: number;
  /** Any value whose change alters row heights (a wrap toggle): rows are measured again. */
  layoutKey?: unknown;
  /** Without layout, draw the last rows rather than the first (a log that opens at its end). */
  startAtEnd?: boolean;
  /** Draw every row, unvirtualized and without inline bounds (short lists the browser's find should see). */
  drawAll?: boolean;
  /** Shown in place of the rows element when `count` is 0. */
  empty?: ReactNode;
  /** Called after layout when the content's height may have changed (rows added, rows measured). */
  onContentResize?: (element: HTMLDivElement) => void;
  /**
   * Draws what stays pinned to the top of the viewport while rows scroll under it (the current
   * file's header), given the first visible row; nothing when it returns undefined. It overlays
   * the rows (it takes no height), so pinning it never moves a row.
   */
  pinned?: (firstVisible: number) => ReactNode;
  /** Called after every commit of the drawn rows (a scroll may draw new ones). */
  onRowsDrawn?: (element: HTMLDivElement) => void;
  /** Receives the list's {@link VirtualRowListHandle}. */
  handleRef?: Ref<VirtualRowListHandle>;
}

const ignoreRow: MeasureRow = () => {};
const slotOnly = (slot: string) => ({ 'data-slot': slot });

function allItems(count: number, rowHeight: number): VirtualItem[] {
  const items: VirtualItem[] = [];
  for (let index = 0; index < count; index++) {
    const start = index * rowHeight;
    items.push({ key: index, index, start, end: start + rowHeight, size: rowHeight });
  }
  return items;
}

/**
 * The one virtualized row list every long card body scrolls in: a focusable scroll element
 * bounded by `VIRTUAL_VIEWPORT_STYLE`, and inside it one rows element whose drawn rows
 * stay in normal flow between two padding spacers (so in no-wrap mode the list is as wide as its
 * longest drawn row and scrolls sideways). Only the rows on screen (plus overscan) are in the
 * DOM; without layout (server, jsdom, first client render) the first `initialRows` rows are, or
 * the last ones with `startAtEnd`, so server markup and hydration match.
 */
export function VirtualRowList<Slot extends string>(props: VirtualRowListProps<Slot>) {
  const {
    count,
    rowsSlot,
    rowsRole,
    slotProps = slotOnly,
    children,
    rowHeight = ROW_HEIGHT_PX,
    initialRows = INITIAL_ROWS,
    layoutKey,
    startAtEnd,
    drawAll,
    empty,
    onContentResize,
    onRowsDrawn,
    pinned,
    handleRef,
    style,
    onScroll,
    ...region
  } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // A list that draws everything still calls the hook (hooks run unconditionally), over no rows.
  const virtualizer = useRowVirtualizer({
    count: drawAll ? 0 : count,
    scrollRef,
    rowHeight,
    initialRows,
    overscan: OVERSCAN_ROWS,
    layoutKey,
    startAtEnd,
  });

  const { scrollToIndex } = virtualizer;
  useImperativeHandle(
    handleRef,
    () => ({
      element: () => scrollRef.current,
      scrollToIndex: (index, align = 'auto') => {
        if (!drawAll) {
          scrollToIndex(index, align);
          return;
        }
        const block = align === 'auto' ? 'nearest' : align;
        // jsdom has no scrollIntoView.
        scrollRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView?.({ block });
      },
    }),
    [drawAll, scrollToIndex],
  );

  const totalSize = drawAll ? count * rowHeight : virtualizer.totalSize;
  // The latest callbacks, kept after each commit (never while rendering): the effects below run
  // after this one, so they call the ones this render was given.
  const resized = useRef(onContentResize);
  const drawn = useRef(onRowsDrawn);
  useIsomorphicLayoutEffect(() => {
    resized.current = onContentResize;
    drawn.current = onRowsDrawn;
  });
  // Until the browser has laid the list out once, the callback waits for that layout (a
  // ResizeObserver's first report comes after it, before the paint): called from the mount's
  // commit, its reads of the scroll height would force a layout of the whole page inside the mount.
  const laidOut = useRef(false);
  useIsomorphicLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (laidOut.current || typeof ResizeObserver !== 'function') {
      resized.current?.(element);
      return;
    }
    const firstLayout = new ResizeObserver(() => {
      firstLayout.disconnect();
      laidOut.current = true;
      resized.current?.(element);
    });
    firstLayout.observe(element);
    return () => firstLayout.disconnect();
  }, [count, totalSize]);

  useIsomorphicLayoutEffect(() => {
    if (scrollRef.current) drawn.current?.(scrollRef.current);
  });

  // A list drawn whole has no virtualizer state to re-render it on scroll: its pinned row needs one.
  const [plainTop, setPlainTop] = useState(0);
  const scrolled = (event: UIEvent<HTMLDivElement>) => {
    if (drawAll && pinned) setPlainTop(event.currentTarget.scrollTop);
    onScroll?.(event);
  };

  const items = drawAll ? allItems(count, rowHeight) : virtualizer.items;
  const firstVisible = () =>
    drawAll ? Math.min(count - 1, Math.floor(plainTop / rowHeight)) : virtualizer.firstVisible;
  const pinnedContent = pinned && count > 0 ? pinned(Math.max(0, firstVisible())) : undefined;
  const first = items[0];
  const last = items[items.length - 1];
  const spacers: CSSProperties | undefined = drawAll
    ? undefined
    : { paddingTop: first?.start ?? 0, paddingBottom: last ? totalSize - last.end : 0 };

  return (
    <div
      ref={scrollRef}
      {...region}
      onScroll={onScroll || pinned ? scrolled : undefined}
      style={drawAll ? style : { ...VIRTUAL_VIEWPORT_STYLE, ...style }}
    >
      {pinnedContent !== undefined && pinnedContent !== null && (
        <div {...slotProps('pinned-row')} aria-hidden="true" style={PINNED_STYLE}>
          {pinnedContent}
        </div>
      )}
      {count === 0 && empty !== undefined ? (
        empty
      ) : (
        <div {...slotProps(rowsSlot)} {...rowsRole} style={spacers}>
          {children(items, drawAll ? ignoreRow : virtualizer.measureRow)}
        </div>
      )}
    </div>
  );
}
