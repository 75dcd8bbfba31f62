import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useIsomorphicLayoutEffect } from './use-isomorphic-layout-effect';

/** The width a ResizeObserver entry reports for its element's border box (its bounding width). */
function borderWidthOf(entry: ResizeObserverEntry): number {
  return entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width;
}

/**
 * Whether an element is narrower than `width` px, kept current as it resizes (a phone turned, a
 * chat's side panel opened). Returns the answer and the ref callback to put on the element; an
 * element that appears later (a diff whose files arrive while it streams) is measured when it
 * does. False until measured: on the server, in the first client render (so hydration matches)
 * and where there is no `ResizeObserver` (jsdom).
 *
 * The width is read from a ResizeObserver, whose first report comes once the browser has laid the
 * page out and before it paints: a narrow element is drawn again there, synchronously, so its first
 * paint is already narrow, and the mount never reads a box (a read in the commit would force a
 * layout of the whole page inside it).
 */
export function useNarrowerThan(width: number): [narrow: boolean, ref: (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [narrow, setNarrow] = useState(false);
  useIsomorphicLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const measured = borderWidthOf(entry);
        // A hidden card measures 0: that is no width to judge a layout by.
        if (measured > 0) flushSync(() => setNarrow(measured < width));
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, width]);
  return [narrow, setElement];
}
