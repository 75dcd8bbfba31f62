/* eslint-disable react-hooks/refs -- the own virtualizer as it shipped before issue 23 (it wrote its window to refs while rendering), kept unchanged so the bench compares with what was replaced */
/**
 * The kit's own virtualizer before issue 23, kept for the bench only: `virtual-*:own` cases mount,
 * append to and scroll the same lists with it and with TanStack Virtual (`src/virtual/`) in one run,
 * so the comparison in docs/dependencies.md can be re-made on any machine. Not shipped.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from '../../src/react-base/use-isomorphic-layout-effect';
import type {
  RowAlign,
  RowVirtualizer,
  RowVirtualizerOptions,
  VirtualItem,
} from '../../src/virtual/use-row-virtualizer';
import { createRowLayout, type RowLayout } from './row-layout';

/** What the list knows of its viewport: where it is scrolled and how tall it is. */
interface Viewport {
  offset: number;
  height: number;
  /** The element has reported a height or a scroll: until then, where it is scrolled is not known. */
  positioned: boolean;
}

/** The rows a viewport shows; an offset past the end (a list taller than its rows) shows the last ones. */
function windowOf(layout: RowLayout, viewport: Viewport, overscan: number) {
  const offset = Math.max(0, Math.min(viewport.offset, layout.totalSize() - viewport.height));
  return layout.window(offset, viewport.height, overscan);
}

/** Row elements are measured by their border box, as the spacers around them count. */
function rowHeightOf(entry: ResizeObserverEntry): number {
  const box = entry.borderBoxSize?.[0];
  return Math.round(box ? box.blockSize : (entry.target as HTMLElement).offsetHeight);
}

/**
 * A vertical virtualizer for rows of one estimated height, in range math (see `createRowLayout`):
 * only the rows in the viewport, plus `overscan` each side, are drawn. It draws its first rows
 * without layout: the viewport counts as `initialRows` rows tall until the browser reports a
 * real height, so the server markup, a jsdom test and the first client render all hold the same
 * rows, and hydration matches. A zero height (jsdom, a hidden ancestor) keeps that fallback
 * rather than drawing nothing, and a zero measured row keeps its estimate. With `startAtEnd`
 * those rows are the last ones: the list is taken to be scrolled to its end until the element
 * says where it is. Drawn rows are measured by a ResizeObserver (after layout, so measuring never
 * forces one); a scroll re-renders synchronously, and only when it changes the drawn window.
 */
export function useOwnRowVirtualizer(options: RowVirtualizerOptions): RowVirtualizer {
  const { count, rowHeight, overscan, startAtEnd, scrollRef } = options;
  const fallbackHeight = options.initialRows * rowHeight;
  const [, redraw] = useReducer((tick: number) => tick + 1, 0);

  // One layout per count, row height and layout key; measurements survive a new count (a log
  // that grew) but not a new key (a wrap toggle changes every row's height).
  const layoutRef = useRef<{ layout: RowLayout; key: unknown; rowHeight: number } | undefined>(undefined);
  let state = layoutRef.current;
  if (
    !state ||
    state.rowHeight !== rowHeight ||
    !Object.is(state.key, options.layoutKey) ||
    state.layout.count !== count
  ) {
    const kept =
      state && state.rowHeight === rowHeight && Object.is(state.key, options.layoutKey) ? state.layout : undefined;
    const layout = createRowLayout(count, rowHeight);
    if (kept)
      for (let row = 0; row < Math.min(count, kept.count); row++)
        if (kept.sizeOf(row) !== rowHeight) layout.setSize(row, kept.sizeOf(row));
    state = { layout, key: options.layoutKey, rowHeight };
    layoutRef.current = state;
  }
  const layout = state.layout;

  const viewport = useRef<Viewport>({ offset: 0, height: fallbackHeight, positioned: false });
  const endOffset = Math.max(0, layout.totalSize() - fallbackHeight);
  // Without layout a list that starts at its end stays there as rows arrive, so a log that grew
  // draws the same rows as one that arrived whole. Idempotent: the same count sets the same offset.
  if (!viewport.current.positioned)
    viewport.current = { ...viewport.current, offset: startAtEnd ? endOffset : 0, height: fallbackHeight };
  const drawnWindow = windowOf(layout, viewport.current, overscan);
  const drawn = useRef(drawnWindow);
  drawn.current = drawnWindow;

  /** Re-renders when the viewport now shows other rows than those drawn. */
  const follow = useCallback(
    (sync: boolean) => {
      const current = layoutRef.current?.layout;
      const next = current && windowOf(current, viewport.current, overscan);
      const now = drawn.current;
      if (!next || (next.start === now.start && next.end === now.end && next.firstVisible === now.firstVisible)) return;
      // A scroll draws its rows before the frame is painted, so fast scrolling never shows a gap.
      if (sync) flushSync(redraw);
      else redraw();
    },
    [overscan],
  );

  // The viewport's real height, then its scroll position as the reader scrolls.
  useIsomorphicLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const measureViewport = () => {
      const real = element.clientHeight;
      if (real > 0) viewport.current = { ...viewport.current, height: real, positioned: true };
      else viewport.current = { ...viewport.current, height: fallbackHeight };
    };
    // A ResizeObserver reports the first size after layout; reading it now would force a layout
    // inside the mount's task. Without one (jsdom), the height is read once, now.
    const resized =
      typeof ResizeObserver === 'function' ? new ResizeObserver(() => (measureViewport(), follow(false))) : undefined;
    if (!resized) {
      measureViewport();
      follow(false);
    }
    const onScroll = () => {
      viewport.current = { ...viewport.current, offset: element.scrollTop, positioned: true };
      follow(true);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    resized?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      resized?.disconnect();
    };
  }, [scrollRef, fallbackHeight, follow]);

  // Drawn rows, measured after layout. Elements that left the DOM are let go after each commit.
  const observed = useRef(new Set<Element>());
  const rowObserver = useRef<ResizeObserver | undefined>(undefined);
  const measureRow = useCallback((element: Element | null) => {
    if (!element || typeof ResizeObserver !== 'function') return;
    rowObserver.current ??= new ResizeObserver((entries) => {
      const current = layoutRef.current?.layout;
      if (!current) return;
      let moved = false;
      for (const entry of entries) {
        const row = Number(entry.target.getAttribute('data-index'));
        if (Number.isInteger(row) && current.setSize(row, rowHeightOf(entry))) moved = true;
      }
      if (moved) redraw();
    });
    observed.current.add(element);
    rowObserver.current.observe(element);
  }, []);
  useIsomorphicLayoutEffect(() => {
    for (const element of observed.current) {
      if (element.isConnected) continue;
      rowObserver.current?.unobserve(element);
      observed.current.delete(element);
    }
  });
  // A new layout key forgot every height: observing the drawn rows again reports them anew.
  const measuredKey = useRef(options.layoutKey);
  useEffect(() => {
    if (Object.is(measuredKey.current, options.layoutKey)) return;
    measuredKey.current = options.layoutKey;
    for (const element of observed.current) {
      rowObserver.current?.unobserve(element);
      rowObserver.current?.observe(element);
    }
  }, [options.layoutKey]);
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
        const current = layoutRef.current?.layout;
        if (!current || index < 0 || index >= current.count) return;
        const view = element.clientHeight > 0 ? element.clientHeight : viewport.current.height;
        const start = current.startOf(index);
        const size = current.sizeOf(index);
        // Where the list thinks it is: the element's own offset may not be reported yet.
        const top = viewport.current.offset;
        let target: number | undefined;
        if (align === 'start') target = start;
        else if (align === 'end') target = start + size - view;
        else if (align === 'center') target = start + size / 2 - view / 2;
        else if (start < top) target = start;
        else if (start + size > top + view) target = start + size - view;
        if (target === undefined) return;
        target = Math.max(0, Math.min(target, current.totalSize() - view));
        placedAt = target;
        if (Math.abs(target - top) < 1) return;
        if (typeof element.scrollTo === 'function') element.scrollTo({ top: target });
        else element.scrollTop = target;
        // Drawn now, not when the scroll event comes: a row asked for is there to be focused.
        viewport.current = { ...viewport.current, offset: target, positioned: true };
        follow(false);
      };
      place();
      // Rows drawn on arrival may measure otherwise than estimated: place the row again once they
      // have, unless another request or the reader has moved the list since.
      if (placedAt === undefined || typeof requestAnimationFrame !== 'function') return;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (request.current === id && placedAt !== undefined && Math.abs(viewport.current.offset - placedAt) < 1)
            place();
        }),
      );
    },
    [scrollRef, follow],
  );

  const items: VirtualItem[] = [];
  for (let row = drawnWindow.start; row < drawnWindow.end; row++) {
    const start = layout.startOf(row);
    const size = layout.sizeOf(row);
    items.push({ key: row, index: row, start, end: start + size, size });
  }
  return { items, totalSize: layout.totalSize(), firstVisible: drawnWindow.firstVisible, measureRow, scrollToIndex };
}
