import { measureElement, observeElementOffset, observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';

/** What {@link useRowVirtualizer} virtualizes. */
export interface RowVirtualizerOptions {
  /** Rows in the list. */
  count: number;
  /** The scrolling element (the list's viewport). */
  getScrollElement: () => HTMLElement | null;
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

/**
 * A vertical @tanstack/react-virtual list that draws its first rows without layout. The
 * viewport counts as `initialRows` rows tall until the browser reports a real height, so the
 * server markup, a jsdom test and the first client render all hold the same rows, and hydration
 * matches. A zero height (jsdom, a hidden ancestor) keeps that fallback rather than drawing
 * nothing, and a zero measured row keeps its estimate. With `startAtEnd` those rows are the last
 * ones: the list is taken to be scrolled to its end until the element says where it is.
 */
export function useRowVirtualizer(options: RowVirtualizerOptions): Virtualizer<HTMLElement, Element> {
  const { rowHeight, count, startAtEnd } = options;
  const fallbackHeight = options.initialRows * rowHeight;
  const endOffset = Math.max(0, count * rowHeight - fallbackHeight);
  // Until the element reports a real height or a scroll, where it is scrolled is not known.
  const positioned = useRef(false);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: options.getScrollElement,
    estimateSize: () => rowHeight,
    overscan: options.overscan,
    // Read by `renderToString`, where no observer ever runs.
    initialRect: { width: 0, height: fallbackHeight },
    // Read once, by the first render; later positions come from the element's scroll events.
    initialOffset: () => (startAtEnd ? endOffset : 0),
    observeElementRect: (instance, notify) =>
      observeElementRect(instance, (rect) => {
        if (rect.height > 0) positioned.current = true;
        notify(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight });
      }),
    observeElementOffset: (instance, notify) =>
      observeElementOffset(instance, (offset, isScrolling) => {
        positioned.current = true;
        notify(offset, isScrolling);
      }),
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      return size > 0 ? size : rowHeight;
    },
  });

  // Without layout a list that starts at its end stays there as rows arrive, so a log that grew
  // draws the same rows as one that arrived whole. Idempotent: the same count sets the same offset.
  if (startAtEnd && !positioned.current) virtualizer.scrollOffset = endOffset;

  // Rows keep the sizes measured under the old layout until told otherwise.
  const measuredKey = useRef(options.layoutKey);
  useEffect(() => {
    if (Object.is(measuredKey.current, options.layoutKey)) return;
    measuredKey.current = options.layoutKey;
    virtualizer.measure();
  }, [options.layoutKey, virtualizer]);

  return virtualizer;
}
