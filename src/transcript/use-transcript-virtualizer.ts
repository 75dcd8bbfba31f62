import {
  defaultRangeExtractor,
  observeElementOffset,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useRef, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../react-base/use-isomorphic-layout-effect';
import { splitKeptItem } from './split-kept-item';

/** A drawn item: its index and where it sits in the list. */
export interface TranscriptSlot {
  /** The item's index in the transcript. */
  index: number;
  /** Its top, in px from the list's top (measured once drawn, estimated until then). */
  start: number;
  /** Its bottom. */
  end: number;
}

/** What {@link useTranscriptVirtualizer} virtualizes. */
export interface TranscriptVirtualizerOptions {
  /** Items in the transcript. */
  count: number;
  /** The scrolling element. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Estimated item height in px; items are measured once drawn. */
  estimateSize: number;
  /** Items drawn before there is any layout (server, jsdom, first client render). */
  initialItems: number;
  /** Without layout, draw the last `initialItems` items rather than the first. */
  startAtEnd: boolean;
  /** The item's measurement key (its id), read when TanStack asks: a function of stable identity. */
  keyOf: (index: number) => string;
  /** An item kept drawn wherever the list is scrolled (the focused one), if any. */
  keep: number | undefined;
  /** Called once, when the element first reports a height (in the observer's callback, after layout). */
  onFirstLayout?: () => void;
}

/** The drawn window of a transcript, and how to move it. */
export interface TranscriptVirtualizer {
  /** The consecutive items around the viewport, in order: drawn in flow between two spacers. */
  items: TranscriptSlot[];
  /** The kept item when it is outside `items` (drawn apart, out of flow), if any. */
  kept: TranscriptSlot | undefined;
  /** The whole list's height in px. */
  totalSize: number;
  /** The ref each drawn item element takes (it carries `data-index`), so its height is measured. */
  measureItem: (element: Element | null) => void;
  /** Whether the element has reported a size or a scroll (until then, drawn as without layout). */
  positioned: () => boolean;
  /** TanStack's virtualizer, for scrolling to an item. */
  virtualizer: Virtualizer<HTMLElement, Element>;
}

const OVERSCAN_ITEMS = 4;

interface ViewportState {
  positioned: boolean;
  fallbackHeight: number;
  onPositioned?: () => void;
}

/**
 * TanStack Virtual's `useVirtualizer` for items of differing, changing heights, drawn the way
 * `useRowVirtualizer` draws rows: without layout it is `initialItems` estimated items tall (an
 * `initialRect`, kept while the element reports a zero height), so the server, a jsdom test and
 * the first client render draw the same items (exactly the first or last `initialItems`). Items
 * are measured by TanStack's `measureElement` through its ResizeObserver, and only from the
 * observer's entries: measuring as the ref attaches would force a layout per item. An item
 * above the viewport that changes height moves the scroll position by as much (TanStack's
 * adjustment), so what the reader sees stays put. `keep` stays drawn through `rangeExtractor`.
 */
export function useTranscriptVirtualizer(options: TranscriptVirtualizerOptions): TranscriptVirtualizer {
  const { count, scrollRef, estimateSize, initialItems, startAtEnd, keyOf, keep } = options;
  const fallbackHeight = Math.max(estimateSize, Math.min(initialItems, count) * estimateSize);
  const { onFirstLayout } = options;
  const state = useRef<ViewportState>({ positioned: false, fallbackHeight, onPositioned: onFirstLayout });
  // What the observers read once the element has layout, kept at each commit (never while rendering): this effect is
  // declared before TanStack's own layout effects, which are the first to call the observers.
  useIsomorphicLayoutEffect(() => {
    state.current.fallbackHeight = fallbackHeight;
    state.current.onPositioned = onFirstLayout;
  });

  const rangeExtractor = useCallback(
    (range: Range) => {
      let indexes: number[];
      if (!state.current.positioned) {
        const first = startAtEnd ? Math.max(0, range.count - initialItems) : 0;
        const last = Math.min(range.count, first + initialItems) - 1;
        indexes = [];
        for (let index = first; index <= last; index++) indexes.push(index);
      } else indexes = defaultRangeExtractor(range);
      if (keep !== undefined && keep < range.count && !indexes.includes(keep))
        indexes = [...indexes, keep].sort((a, b) => a - b);
      return indexes;
    },
    [keep, initialItems, startAtEnd],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the kit is not built with React Compiler; TanStack's instance is mutable on purpose and re-renders this hook itself, and nothing memoizes what it returns
  const virtualizer = useVirtualizer<HTMLElement, Element>({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: useCallback(() => estimateSize, [estimateSize]),
    getItemKey: keyOf,
    overscan: OVERSCAN_ITEMS,
    rangeExtractor,
    initialRect: { width: 0, height: fallbackHeight },
    // Sizes only from the observer's entries (after layout); as the ref attaches, the size known.
    // A zero height (the item hidden with its page) keeps it too.
    measureElement: (element, entry, instance) => {
      const box = entry?.borderBoxSize?.[0];
      const size = box ? Math.round(box.blockSize) : 0;
      if (size > 0) return size;
      const index = instance.indexFromElement(element);
      return (
        instance.itemSizeCache.get(instance.options.getItemKey(index)) ??
        instance.measurementsCache[index]?.size ??
        estimateSize
      );
    },
    // As useRowVirtualizer: the element's height after layout, the fallback while it is zero.
    observeElementRect: (instance, report) => {
      const element = instance.scrollElement;
      if (!element) return;
      const measure = () => {
        const height = element.clientHeight;
        const first = height > 0 && !state.current.positioned;
        if (height > 0) state.current.positioned = true;
        report(
          height > 0
            ? { width: element.clientWidth, height }
            : ({ width: 0, height: state.current.fallbackHeight } satisfies Rect),
        );
        if (first) state.current.onPositioned?.();
      };
      if (typeof ResizeObserver !== 'function') {
        measure();
        return;
      }
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      return () => observer.disconnect();
    },
    observeElementOffset: (instance, report) =>
      observeElementOffset(instance, (offset, isScrolling) => {
        state.current.positioned = true;
        report(offset, isScrolling);
      }),
    // No write before the element has layout: it would force one, and it is at its top anyway.
    scrollToFn: (offset, { adjustments = 0, behavior }, instance) => {
      const element = instance.scrollElement;
      if (!element || !state.current.positioned) return;
      const top = offset + adjustments;
      if (typeof element.scrollTo === 'function') element.scrollTo({ top, behavior });
      else element.scrollTop = top;
    },
  });

  // Without layout a transcript that starts at its end stays there as items arrive (idempotent).
  if (!state.current.positioned)
    virtualizer.scrollOffset = startAtEnd ? Math.max(0, virtualizer.getTotalSize() - fallbackHeight) : 0;

  const drawn = virtualizer.getVirtualItems().map(({ index, start, end }): TranscriptSlot => ({ index, start, end }));
  const { flow, kept } = splitKeptItem(drawn, keep);
  return {
    items: flow,
    kept,
    totalSize: virtualizer.getTotalSize(),
    measureItem: virtualizer.measureElement,
    positioned: () => state.current.positioned,
    virtualizer,
  };
}
