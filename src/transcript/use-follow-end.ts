import { useCallback, useRef, useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from '../react-base/use-isomorphic-layout-effect';

/** What {@link useFollowEnd} needs. */
export interface FollowEndOptions {
  /** Whether the list follows its end at all (else it never scrolls by itself). */
  enabled: boolean;
  /** Items in the list. */
  count: number;
  /** The list's height in px: a change while following scrolls to the end again. */
  totalSize: number;
  /** The scrolling element. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Whether the element has layout yet (no scroll is written before). */
  positioned: () => boolean;
}

/** Whether a list follows its end, and how many items came since it stopped. */
export interface FollowEnd {
  /** The list keeps its newest item in view. */
  following: boolean;
  /** Items that arrived since the reader scrolled up (0 while following). */
  newItems: number;
  /** For the scroll element's `scroll` event. */
  onScroll: () => void;
  /** Scrolls to the end and follows it again. */
  jumpToLatest: () => void;
}

/** Within this many px of the end, the list is at its end (sub-pixel offsets at any zoom). */
const AT_END_PX = 2;

function scrollToEnd(element: HTMLElement): void {
  element.scrollTop = element.scrollHeight;
}

/**
 * Following the live end, as chat apps do: while the reader is at the bottom, new items and a
 * growing last item keep the bottom in view; a scroll up stops that (a scroll position that fell
 * only because content grew does not), and reaching the bottom again resumes it. Only a move
 * upward stops following, so content that grows between a scroll and its event never does.
 */
export function useFollowEnd({ enabled, count, totalSize, scrollRef, positioned }: FollowEndOptions): FollowEnd {
  const [following, setFollowing] = useState(enabled);
  const followingNow = useRef(enabled);
  const [countWhenLeft, setCountWhenLeft] = useState(count);
  const lastTop = useRef(0);

  const follow = useCallback(
    (next: boolean) => {
      if (followingNow.current === next) return;
      followingNow.current = next;
      setFollowing(next);
      if (!next) setCountWhenLeft(count);
    },
    [count],
  );

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element || !enabled) return;
    const top = element.scrollTop;
    const atEnd = element.scrollHeight - top - element.clientHeight <= AT_END_PX;
    if (atEnd) follow(true);
    else if (top < lastTop.current - 1) follow(false);
    lastTop.current = top;
  };

  // After each commit that changed the list's height or length: keep the end in view.
  useIsomorphicLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || !followingNow.current || !enabled || !positioned()) return;
    scrollToEnd(element);
    lastTop.current = element.scrollTop;
  }, [count, totalSize, enabled]);

  const jumpToLatest = () => {
    const element = scrollRef.current;
    followingNow.current = true;
    setFollowing(true);
    if (!element) return;
    scrollToEnd(element);
    lastTop.current = element.scrollTop;
  };

  return {
    following: following && enabled,
    newItems: following || !enabled ? 0 : Math.max(0, count - countWhenLeft),
    onScroll,
    jumpToLatest,
  };
}
