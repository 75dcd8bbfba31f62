import { useState, type RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/**
 * Whether the element is narrower than `width` px, kept current as it resizes (a phone turned,
 * a chat's side panel opened). False until measured: on the server, in the first client render
 * (so hydration matches) and where there is no `ResizeObserver` (jsdom).
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrow, setNarrow] = useState(false);
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // A hidden card measures 0: that is no width to judge a layout by.
    const judge = (measured: number) => {
      if (measured > 0) setNarrow(measured < width);
    };
    judge(element.getBoundingClientRect().width);
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) judge(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrow;
}
