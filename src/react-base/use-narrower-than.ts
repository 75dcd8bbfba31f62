import { useState } from 'react';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/**
 * Whether an element is narrower than `width` px, kept current as it resizes (a phone turned, a
 * chat's side panel opened). Returns the answer and the ref callback to put on the element; an
 * element that appears later (a diff whose files arrive while it streams) is measured when it
 * does. False until measured: on the server, in the first client render (so hydration matches)
 * and where there is no `ResizeObserver` (jsdom).
 */
export function useNarrowerThan(width: number): [narrow: boolean, ref: (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [narrow, setNarrow] = useState(false);
  useIsomorphicLayoutEffect(() => {
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
  }, [element, width]);
  return [narrow, setElement];
}
