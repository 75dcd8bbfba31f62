import { useRef, type ReactNode } from 'react';
import { VIRTUAL_VIEWPORT_STYLE, useRowVirtualizer } from '../../virtual/use-row-virtualizer';
import { useSlotProps, type SlotPropsOf } from '../../chrome/slot-props';

/** Estimated row height in px (the CSS row height, 1.5rem at a 16px root); rows are measured anyway. */
const SEARCH_ROW_HEIGHT = 24;
/** Up to this many rows are drawn plainly; past it only the visible ones are. */
const VIRTUALIZE_FROM = 300;
/** Rows drawn before there is layout (server, jsdom, first client render) in a virtualized list. */
const SEARCH_INITIAL_ROWS = 60;
const OVERSCAN = 12;

/** Draws row `index`; `measureRef` goes on the row's element when the list is virtualized. */
export type RenderSearchRow = (index: number, measureRef?: (element: Element | null) => void) => ReactNode;

/** Props of {@link SearchRowList}. */
export interface SearchRowListProps {
  count: number;
  renderRow: RenderSearchRow;
  /** The scroll region's accessible name. */
  label: string;
  /** Rows to draw without layout when virtualized; 60 unless set. */
  initialRows?: number;
}

/** The scroll region's attributes, the same whether or not its rows are virtualized. */
function regionProps(label: string, virtual: boolean, slotProps: SlotPropsOf) {
  return { ...slotProps('results'), 'data-virtual': virtual ? '' : undefined, role: 'group', 'aria-label': label, tabIndex: 0 } as const;
}

function PlainRows({ count, renderRow, label }: { count: number; renderRow: RenderSearchRow; label: string }) {
  const slotProps = useSlotProps();
  const rows: ReactNode[] = [];
  for (let index = 0; index < count; index++) rows.push(renderRow(index));
  return (
    <div {...regionProps(label, false, slotProps)}>
      <div {...slotProps('rows')}>{rows}</div>
    </div>
  );
}

// The scroll element is rendered here, beside the hook: the virtualizer reads it in a layout
// effect, and a parent's ref is not attached yet when a child's layout effects run.
function VirtualRows({ count, renderRow, label, initialRows }: { count: number; renderRow: RenderSearchRow; label: string; initialRows: number }) {
  const slotProps = useSlotProps();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useRowVirtualizer({ count, getScrollElement: () => scrollRef.current, rowHeight: SEARCH_ROW_HEIGHT, initialRows, overscan: OVERSCAN });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return (
    <div ref={scrollRef} {...regionProps(label, true, slotProps)} style={VIRTUAL_VIEWPORT_STYLE}>
      <div {...slotProps('rows')} style={{ paddingTop: first?.start ?? 0, paddingBottom: last ? virtualizer.getTotalSize() - last.end : 0 }}>
        {items.map((item) => renderRow(item.index, virtualizer.measureElement))}
      </div>
    </div>
  );
}

/**
 * The scrollable, labelled, focusable group that holds a search card's rows. A few hundred
 * rows are drawn as they are; more are virtualized (@tanstack/react-virtual through the kit's
 * `useRowVirtualizer`), rows in normal flow between two padding spacers, the first
 * `initialRows` drawn without layout so server and first client render match.
 */
export function SearchRowList({ count, renderRow, label, initialRows = SEARCH_INITIAL_ROWS }: SearchRowListProps) {
  return count >= VIRTUALIZE_FROM ? (
    <VirtualRows count={count} renderRow={renderRow} label={label} initialRows={initialRows} />
  ) : (
    <PlainRows count={count} renderRow={renderRow} label={label} />
  );
}
