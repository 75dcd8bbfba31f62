import { useVirtualizer, observeElementOffset, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../chrome/use-isomorphic-layout-effect';

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

/** What the hook knows of its element beyond what TanStack keeps. */
interface ViewportState {
  /** The element has reported a height or a scroll: until then, where it is scrolled is not known. */
  positioned: boolean;
  /** The viewport height assumed without layout (`initialRows` rows). */
  fallbackHeight: number;
  /** TanStack's offset callback, to report a scroll the hook made itself at once. */
  reportOffset?: (offset: number, isScrolling: boolean) => void;
}

type RowListVirtualizer = Virtualizer<HTMLElement, Element>;

/** Row elements are measured by their border box, as the spacers around them count. */
function rowHeightOf(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return Math.round(box ? box.blockSize : (entry.target as HTMLElement).offsetHeight);
}

/**
 * A vertical virtualizer for rows of one estimated height, on TanStack Virtual's `useVirtualizer`:
 * only the rows in the viewport, plus `overscan` each side, are drawn. It draws its first rows
 * without layout: TanStack's `initialRect` is `initialRows` rows tall, and the element's rect is
 * observed by a ResizeObserver that keeps that rect while the element reports a zero height
 * (jsdom, a hidden ancestor), so the server markup, a jsdom test and the first client render all
 * hold the same rows, and hydration matches. With `startAtEnd` those rows are the last ones: the
 * list is taken to be scrolled to its end until the element says where it is. Drawn rows are
 * measured by the hook's own ResizeObserver (after layout, so measuring never forces one) and
 * handed to `resizeItem`; TanStack's `measureElement`, which reads a rect as the ref attaches, is
 * never used. A scroll re-renders synchronously (TanStack's `useFlushSync`), and only when it
 * changes the drawn rows.
 */
export function useRowVirtualizer(options: RowVirtualizerOptions): RowVirtualizer {
  const { count, rowHeight, overscan, startAtEnd, scrollRef } = options;
  const fallbackHeight = options.initialRows * rowHeight;
  const state = useRef<ViewportState>({ positioned: false, fallbackHeight });
  // Kept after each commit, not while rendering; before the virtualizer's own layout effects, which may measure with it.
  useIsomorphicLayoutEffect(() => {
    state.current.fallbackHeight = fallbackHeight;
  });
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the kit is not built with React Compiler; TanStack's instance is mutable on purpose and re-renders this hook itself (its `useFlushSync`), and nothing memoizes what it returns
  const virtualizer: RowListVirtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    overscan,
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
        report(height > 0 ? { width: element.clientWidth, height } : ({ width: 0, height: state.current.fallbackHeight } satisfies Rect));
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

  // Without layout a list that starts at its end stays there as rows arrive, so a log that grew
  // draws the same rows as one that arrived whole. Idempotent: the same count sets the same offset.
  if (!state.current.positioned) virtualizer.scrollOffset = startAtEnd ? Math.max(0, virtualizer.getTotalSize() - fallbackHeight) : 0;

  // Heights measured for rows past the end are dropped, so a list that shrinks and grows again
  // (a collapsed file reopened) does not find them on other rows. After the commit that shrank it:
  // rows past the end are not drawn until a later render grows the list again.
  const lastCount = useRef(count);
  useIsomorphicLayoutEffect(() => {
    if (count < lastCount.current)
      for (const row of virtualizer.itemSizeCache.keys()) if (typeof row === 'number' && row >= count) virtualizer.itemSizeCache.delete(row);
    lastCount.current = count;
  }, [count, virtualizer]);

  // Drawn rows, measured after layout. Elements that left the DOM are let go after each commit.
  const observed = useRef(new Set<Element>());
  const rowObserver = useRef<ResizeObserver | undefined>(undefined);
  const measureRow = useCallback(
    (element: Element | null) => {
      if (!element || typeof ResizeObserver !== 'function') return;
      rowObserver.current ??= new ResizeObserver((entries) => {
        for (const entry of entries) {
          const row = Number(entry.target.getAttribute('data-index'));
          const size = rowHeightOf(entry);
          // A zero height (a row hidden with its card) keeps the estimate.
          if (Number.isInteger(row) && size > 0) virtualizer.resizeItem(row, size);
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
        if (index < 0 || index >= virtualizer.options.count) return;
        // The total first: reading it brings TanStack's measurements up to date with the rows measured since.
        const total = virtualizer.getTotalSize();
        const row = virtualizer.measurementsCache[index];
        if (!row) return;
        const view = element.clientHeight > 0 ? element.clientHeight : state.current.fallbackHeight;
        // Where the list thinks it is: the element's own offset may not be reported yet.
        const top = virtualizer.scrollOffset ?? 0;
        let target: number | undefined;
        if (align === 'start') target = row.start;
        else if (align === 'end') target = row.end - view;
        else if (align === 'center') target = row.start + row.size / 2 - view / 2;
        else if (row.start < top) target = row.start;
        else if (row.end > top + view) target = row.end - view;
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
          if (request.current === id && placedAt !== undefined && Math.abs((virtualizer.scrollOffset ?? 0) - placedAt) < 1) place();
        }),
      );
    },
    [scrollRef, virtualizer],
  );

  const items: VirtualItem[] = virtualizer
    .getVirtualItems()
    .map((item) => ({ key: item.index, index: item.index, start: item.start, end: item.end, size: item.size }));
  return { items, totalSize: virtualizer.getTotalSize(), firstVisible: virtualizer.range?.startIndex ?? 0, measureRow, scrollToIndex };
}
