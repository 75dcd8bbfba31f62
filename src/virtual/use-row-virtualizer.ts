import { useVirtualizer, observeElementOffset, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useReducer, useRef, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from '../react-base/use-isomorphic-layout-effect';
import {
  blockOf,
  drawnRows,
  ROWS_PER_BLOCK,
  rowsInBlock,
  rowStart,
  type DrawnRows,
  type RowBlockSource,
} from './row-blocks';

/** A row to draw: its index, its key and where it sits in the list. */
export interface VirtualItem {
  /** The row's React key (its index: rows are positions in the list). */
  key: number;
  /** The row's index in the list. */
  index: number;
  /** Its top, in px from the list's top. */
  start: number;
  /** Its bottom, in px from the list's top. */
  end: number;
  /** Its height in px: measured once drawn, the estimate until then. */
  size: number;
}

/** Where a row lands when the list scrolls to it. */
export type RowAlign = 'start' | 'center' | 'end' | 'auto';

/** What {@link useRowVirtualizer} virtualizes. */
export interface RowVirtualizerOptions {
  /** Rows in the list. */
  count: number;
  /** The scrolling element (the list's viewport). */
  scrollRef: RefObject<HTMLElement | null>;
  /** Estimated row height in px; rows are measured once drawn. */
  rowHeight: number;
  /** Rows drawn before there is any layout: on the server, in jsdom, in the first client render. */
  initialRows: number;
  /** Rows drawn beyond each edge of the viewport. */
  overscan: number;
  /** Any value whose change alters row heights (a wrap toggle): rows are measured again when it changes. */
  layoutKey?: unknown;
  /** Draw the last `initialRows` rows before there is layout, rather than the first. */
  startAtEnd?: boolean;
}

/** The drawn window of a list, and how to move it. */
export interface RowVirtualizer {
  /** The rows to draw, consecutive and in order. */
  items: VirtualItem[];
  /** The whole list's height in px. */
  totalSize: number;
  /** The row at the viewport's top edge. */
  firstVisible: number;
  /** The ref each drawn row element takes, so its real height is measured. */
  measureRow: (element: Element | null) => void;
  /** Scrolls row `index` into view (`auto`: only as far as needed). */
  scrollToIndex: (index: number, align?: RowAlign) => void;
}

/** What the hook knows of its element and rows beyond what TanStack keeps. */
interface ViewportState {
  /** The element has reported a height or a scroll: until then, where it is scrolled is not known. */
  positioned: boolean;
  /** The viewport height assumed without layout (`initialRows` rows). */
  fallbackHeight: number;
  /** TanStack's offset callback, to report a scroll the hook made itself at once. */
  reportOffset?: (offset: number, isScrolling: boolean) => void;
  /** Rows in the list and their estimated height, as of the latest render (TanStack's size estimate reads them). */
  count: number;
  rowHeight: number;
  /** Heights measured to differ from the estimate, by row. */
  rowSizes: Map<number, number>;
  /** Per block, how much its measured rows add to (or take from) the estimate. */
  blockDeltas: Map<number, number>;
  /** The row being measured while TanStack resizes its block: scroll anchoring is decided by the row. */
  resizing?: { start: number; size: number; firstMeasure: boolean };
  /** The first and last row of the latest commit, to redraw when a scroll moves them inside one block. */
  drawnFirst: number;
  drawnLast: number;
}

type RowListVirtualizer = Virtualizer<HTMLElement, Element>;

/** The rows' count and heights, as a render or a callback after the commit knows them. */
type RowSizes = Pick<ViewportState, 'count' | 'rowHeight' | 'rowSizes'>;

/** The blocks and rows as the walk reads them. */
function sourceOf(virtualizer: RowListVirtualizer, rows: RowSizes): RowBlockSource {
  const { rowSizes, rowHeight } = rows;
  return {
    count: rows.count,
    sizeOf: (row) => rowSizes.get(row) ?? rowHeight,
    blockStart: (block) => virtualizer.measurementsCache[block]?.start ?? block * ROWS_PER_BLOCK * rowHeight,
  };
}

/**
 * The rows to draw now: TanStack's visible block (its range, up to date after `getVirtualItems`)
 * walked row by row, at the offset TanStack found it at (clamped to the list's end, as its range is).
 */
function rowsOf(
  virtualizer: RowListVirtualizer,
  rows: RowSizes & { fallbackHeight: number },
  overscan: number,
): DrawnRows {
  virtualizer.getVirtualItems();
  const height = virtualizer.scrollRect?.height ?? rows.fallbackHeight;
  const offset = Math.min(virtualizer.scrollOffset ?? 0, Math.max(virtualizer.getTotalSize() - height, 0));
  return drawnRows(sourceOf(virtualizer, rows), virtualizer.range?.startIndex ?? 0, offset, height, overscan);
}

/** Row elements are measured by their border box, as the spacers around them count. */
function rowHeightOf(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return Math.round(box ? box.blockSize : (entry.target as HTMLElement).offsetHeight);
}

/**
 * A vertical virtualizer for rows of one estimated height, on TanStack Virtual's `useVirtualizer`:
 * only the rows in the viewport, plus `overscan` each side, are drawn. TanStack's items are blocks
 * of rows (`row-blocks.ts`: its per-item measurements, rebuilt on every count change, would
 * otherwise be most of a 100,000-row mount); it finds the visible block, keeps the blocks'
 * offsets and anchors the scroll, and the rows drawn are the ones a per-row virtualizer would
 * draw. It draws its first rows without layout: TanStack's `initialRect` is `initialRows` rows
 * tall, and the element's rect is observed by a ResizeObserver that keeps that rect while the
 * element reports a zero height (jsdom, a hidden ancestor), so the server markup, a jsdom test and
 * the first client render all hold the same rows, and hydration matches. With `startAtEnd` those
 * rows are the last ones: the list is taken to be scrolled to its end until the element says where
 * it is. Drawn rows are measured by the hook's own ResizeObserver (after layout, so measuring never
 * forces one) and their block handed to `resizeItem`; TanStack's `measureElement`, which reads a
 * rect as the ref attaches, is never used. A scroll re-renders synchronously, and only when it
 * changes the drawn rows.
 */
export function useRowVirtualizer(options: RowVirtualizerOptions): RowVirtualizer {
  const { count, rowHeight, overscan, startAtEnd, scrollRef } = options;
  const fallbackHeight = options.initialRows * rowHeight;
  const [, redraw] = useReducer((tick: number) => tick + 1, 0);
  const state = useRef<ViewportState>({
    positioned: false,
    fallbackHeight,
    count,
    rowHeight,
    rowSizes: new Map(),
    blockDeltas: new Map(),
    drawnFirst: -1,
    drawnLast: -1,
  });
  // The count the last commit drew: this render's is compared with it below.
  const previousCount = state.current.count;
  // What the callbacks (row and viewport observers, scroll requests) read, kept at each commit and
  // before TanStack's own layout effects, which may call them; a render reads its own props.
  useIsomorphicLayoutEffect(() => {
    state.current.fallbackHeight = fallbackHeight;
    state.current.count = count;
    state.current.rowHeight = rowHeight;
  });
  const { rowSizes, blockDeltas } = state.current;
  const rendered = { count, rowHeight, rowSizes, fallbackHeight };
  // A block's size, exactly: its rows at the estimate plus what the measured ones differ by.
  const estimateSize = useCallback(
    (block: number) => rowsInBlock(block, count) * rowHeight + (blockDeltas.get(block) ?? 0),
    [count, rowHeight, blockDeltas],
  );

  // The rows this render draws, recorded at commit by an effect declared before TanStack's own, so
  // the rect TanStack reads in its first layout effect is checked against them.
  const thisRender = { first: -1, last: -1 };
  useIsomorphicLayoutEffect(() => {
    state.current.drawnFirst = thisRender.first;
    state.current.drawnLast = thisRender.last;
  });

  // After a scroll or a resize TanStack redraws only when the visible block changes: redraw also
  // when the drawn rows move inside one (synchronously while scrolling, as TanStack does).
  const redrawIfRowsMoved = (instance: RowListVirtualizer, isScrolling: boolean) => {
    const current = state.current;
    const drawn = rowsOf(instance, current, overscan).rows;
    if (drawn[0]?.index === current.drawnFirst && drawn[drawn.length - 1]?.index === current.drawnLast) return;
    if (isScrolling) flushSync(redraw);
    else redraw();
  };

  // eslint-disable-next-line react-hooks/incompatible-library -- the kit is not built with React Compiler; TanStack's instance is mutable on purpose and re-renders this hook itself (its `useFlushSync`), and nothing memoizes what it returns
  const virtualizer: RowListVirtualizer = useVirtualizer<HTMLElement, Element>({
    count: Math.ceil(count / ROWS_PER_BLOCK),
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan: 0,
    initialRect: { width: 0, height: fallbackHeight },
    // The element's height as a ResizeObserver reports it, after layout: TanStack's own reads
    // `offsetHeight` as it subscribes, which would force a layout inside the mount's task.
    // Without one (jsdom) the height is read once, now. Zero keeps the rows-tall fallback.
    observeElementRect: (instance, report) => {
      const element = instance.scrollElement;
      if (!element) return;
      const measure = () => {
        const height = element.clientHeight;
        if (height > 0) state.current.positioned = true;
        report(
          height > 0
            ? { width: element.clientWidth, height }
            : ({ width: 0, height: state.current.fallbackHeight } satisfies Rect),
        );
        redrawIfRowsMoved(instance, false);
      };
      if (typeof ResizeObserver !== 'function') {
        measure();
        return;
      }
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    },
    observeElementOffset: (instance, report) => {
      const reportOffset = (offset: number, isScrolling: boolean) => {
        state.current.positioned = true;
        report(offset, isScrolling);
        redrawIfRowsMoved(instance, isScrolling);
      };
      state.current.reportOffset = reportOffset;
      const stop = observeElementOffset(instance, reportOffset);
      return () => {
        state.current.reportOffset = undefined;
        stop?.();
      };
    },
    // TanStack syncs the element to the offset it assumes once it has the element: before any
    // layout that write would force one, and the element is at its top anyway (a list that opens
    // at its end is scrolled there by its card). Later writes (a row measured above the viewport,
    // a requested row) go through.
    scrollToFn: (offset, { adjustments = 0, behavior }, instance) => {
      const element = instance.scrollElement;
      if (!element || !state.current.positioned) return;
      const top = offset + adjustments;
      if (typeof element.scrollTo === 'function') element.scrollTo({ top, behavior });
      else element.scrollTop = top;
    },
  });
  // A block resized keeps what the reader sees in place by TanStack's rule for an item, applied
  // to the row that changed rather than to its block: a row measured for the first time above the
  // viewport's top, or a re-measured row wholly above it (unless scrolling up), moves the scroll.
  useIsomorphicLayoutEffect(() => {
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (_block, _delta, instance) => {
      const row = state.current.resizing;
      if (!row) return false;
      const offset = instance.scrollOffset ?? 0;
      return row.firstMeasure
        ? row.start < offset
        : row.start + row.size <= offset && instance.scrollDirection !== 'backward';
    };
  }, [virtualizer]);

  if (count !== previousCount) {
    // Blocks from the last one the lists share onward hold other rows now: their sizes follow
    // from the estimate again, and heights measured for rows past the end are dropped, so a list
    // that shrinks and grows again (a collapsed file reopened) does not find them on other rows.
    if (count < previousCount) {
      for (const row of rowSizes.keys()) if (row >= count) rowSizes.delete(row);
      blockDeltas.clear();
      for (const [row, size] of rowSizes)
        blockDeltas.set(blockOf(row), (blockDeltas.get(blockOf(row)) ?? 0) + size - rowHeight);
    }
    const firstChanged = blockOf(Math.min(count, previousCount));
    for (const block of virtualizer.itemSizeCache.keys())
      if (typeof block === 'number' && block >= firstChanged) virtualizer.itemSizeCache.delete(block);
    // And TanStack measures every block again (a handful per thousand rows), not from a resize it has pending.
    (virtualizer as unknown as { pendingMin: number | null }).pendingMin = null;
  }

  // Without layout a list that starts at its end stays there as rows arrive, so a log that grew
  // draws the same rows as one that arrived whole. Idempotent: the same count sets the same offset.
  if (!state.current.positioned)
    virtualizer.scrollOffset = startAtEnd ? Math.max(0, virtualizer.getTotalSize() - fallbackHeight) : 0;

  // Drawn rows, measured after layout. Elements that left the DOM are let go after each commit.
  const observed = useRef(new Set<Element>());
  const rowObserver = useRef<ResizeObserver | undefined>(undefined);
  const measureRow = useCallback(
    (element: Element | null) => {
      if (!element || typeof ResizeObserver !== 'function') return;
      rowObserver.current ??= new ResizeObserver((entries) => {
        const current = state.current;
        for (const entry of entries) {
          const row = Number(entry.target.getAttribute('data-index'));
          const size = rowHeightOf(entry);
          // A zero height (a row hidden with its card) keeps the estimate.
          if (!Number.isInteger(row) || row >= current.count || size <= 0) continue;
          const before = current.rowSizes.get(row);
          const was = before ?? current.rowHeight;
          if (size === was && before !== undefined) continue;
          if (size === current.rowHeight) current.rowSizes.delete(row);
          else current.rowSizes.set(row, size);
          const block = blockOf(row);
          const delta = (current.blockDeltas.get(block) ?? 0) + size - was;
          if (delta === 0) current.blockDeltas.delete(block);
          else current.blockDeltas.set(block, delta);
          if (size === was) continue;
          current.resizing = {
            start: rowStart(sourceOf(virtualizer, current), row),
            size: was,
            firstMeasure: before === undefined,
          };
          virtualizer.resizeItem(block, rowsInBlock(block, current.count) * current.rowHeight + delta);
          current.resizing = undefined;
        }
      });
      observed.current.add(element);
      rowObserver.current.observe(element);
    },
    [virtualizer],
  );
  useIsomorphicLayoutEffect(() => {
    for (const element of observed.current) {
      if (element.isConnected) continue;
      rowObserver.current?.unobserve(element);
      observed.current.delete(element);
    }
  });
  // A new layout key (or row height) forgets every height: observing the drawn rows again reports them anew.
  const measuredKey = useRef({ key: options.layoutKey, rowHeight });
  useIsomorphicLayoutEffect(() => {
    const measured = measuredKey.current;
    if (Object.is(measured.key, options.layoutKey) && measured.rowHeight === rowHeight) return;
    measuredKey.current = { key: options.layoutKey, rowHeight };
    state.current.rowSizes.clear();
    state.current.blockDeltas.clear();
    virtualizer.measure();
    for (const element of observed.current) {
      rowObserver.current?.unobserve(element);
      rowObserver.current?.observe(element);
    }
  }, [options.layoutKey, rowHeight, virtualizer]);
  useEffect(() => () => rowObserver.current?.disconnect(), []);

  // The latest scroll request: a later one, or the reader's own scroll, cancels its second placing.
  const request = useRef(0);
  const scrollToIndex = useCallback(
    (index: number, align: RowAlign = 'auto') => {
      const element = scrollRef.current;
      if (!element) return;
      const id = ++request.current;
      let placedAt: number | undefined;
      const place = () => {
        if (index < 0 || index >= state.current.count) return;
        // The total first: reading it brings TanStack's measurements up to date with the rows measured since.
        const total = virtualizer.getTotalSize();
        const source = sourceOf(virtualizer, state.current);
        const start = rowStart(source, index);
        const size = source.sizeOf(index);
        const view = element.clientHeight > 0 ? element.clientHeight : state.current.fallbackHeight;
        // Where the list thinks it is: the element's own offset may not be reported yet.
        const top = virtualizer.scrollOffset ?? 0;
        let target: number | undefined;
        if (align === 'start') target = start;
        else if (align === 'end') target = start + size - view;
        else if (align === 'center') target = start + size / 2 - view / 2;
        else if (start < top) target = start;
        else if (start + size > top + view) target = start + size - view;
        if (target === undefined) return;
        // Clamped by the rows, not by the element's scroll height (which jsdom lacks).
        target = Math.max(0, Math.min(target, total - view));
        placedAt = target;
        if (Math.abs(target - top) < 1) return;
        state.current.positioned = true;
        if (typeof element.scrollTo === 'function') element.scrollTo({ top: target });
        else element.scrollTop = target;
        // Drawn now, not when the scroll event comes: a row asked for is there to be focused.
        state.current.reportOffset?.(target, false);
      };
      place();
      // Rows drawn on arrival may measure otherwise than estimated: place the row again once they
      // have, unless another request or the reader has moved the list since.
      if (placedAt === undefined || typeof requestAnimationFrame !== 'function') return;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (
            request.current === id &&
            placedAt !== undefined &&
            Math.abs((virtualizer.scrollOffset ?? 0) - placedAt) < 1
          )
            place();
        }),
      );
    },
    [scrollRef, virtualizer],
  );

  const drawn = rowsOf(virtualizer, rendered, overscan);
  const items: VirtualItem[] = drawn.rows.map((row) => ({
    key: row.index,
    index: row.index,
    start: row.start,
    end: row.end,
    size: row.size,
  }));
  thisRender.first = items[0]?.index ?? -1;
  thisRender.last = items[items.length - 1]?.index ?? -1;
  return { items, totalSize: virtualizer.getTotalSize(), firstVisible: drawn.firstVisible, measureRow, scrollToIndex };
}
