import { useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../react-base/use-isomorphic-layout-effect';
import { feedKeyTarget } from './feed-key-target';

/** What {@link useFeedFocus} needs. */
export interface FeedFocusOptions {
  /** Items in the feed. */
  count: number;
  /** The element the items are drawn in. */
  feedRef: RefObject<HTMLElement | null>;
  /** Scrolls item `index` into view (drawing it first when it was not). */
  scrollToIndex: (index: number) => void;
  /** Enter or Space on an item: toggles its card. */
  toggle: (index: number) => void;
}

/** One Tab stop for a feed's items (see {@link useFeedFocus}). */
export interface FeedFocus {
  /** The item that holds the feed's Tab stop, once one was focused; else the first drawn one holds it. */
  active: number | undefined;
  /** For the feed: ↑/↓, j/k, Page Up/Down, Home, End move between items; Enter and Space toggle the item's card. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** For the feed: an item focused by click or Tab becomes the Tab stop. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
}

/** The feed item element an event is on itself (not on a control inside it), and its index. */
function itemOf(target: EventTarget): number | undefined {
  if (!(target instanceof HTMLElement) || target.getAttribute('data-slot') !== 'feed-item') return undefined;
  const index = Number(target.getAttribute('data-index'));
  return Number.isInteger(index) ? index : undefined;
}

/**
 * Roving focus over a virtualized feed, as the WAI-ARIA feed pattern has it (Page Down/Up move
 * between articles) with the keys chat and mail readers add (↑/↓, j/k, Home, End). Keys act only
 * on an item itself, so a card's own controls (a find field, a row list) keep theirs. The item
 * moved to may not be drawn: it is scrolled to, drawn, then focused after that commit. The
 * active item stays drawn wherever the feed is scrolled (the virtualizer keeps it).
 */
export function useFeedFocus({ count, feedRef, scrollToIndex, toggle }: FeedFocusOptions): FeedFocus {
  const [active, setActive] = useState<number | undefined>(undefined);
  const pending = useRef<number | undefined>(undefined);

  const focusDrawn = (index: number): boolean => {
    const element = feedRef.current?.querySelector<HTMLElement>(`[data-slot="feed-item"][data-index="${index}"]`);
    if (!element) return false;
    element.focus({ preventScroll: true });
    return true;
  };

  useIsomorphicLayoutEffect(() => {
    if (pending.current !== undefined && focusDrawn(pending.current)) pending.current = undefined;
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = itemOf(event.target);
    if (current === undefined) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      toggle(current);
      return;
    }
    const target = feedKeyTarget(event.key, current, count);
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    scrollToIndex(target);
    if (!focusDrawn(target)) pending.current = target;
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const index = itemOf(event.target);
    if (index !== undefined && index !== active) setActive(index);
  };

  return { active: active === undefined ? undefined : Math.min(active, count - 1), onKeyDown, onFocus };
}
