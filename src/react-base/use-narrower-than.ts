import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element is narrower than `width` px, kept current as it resizes (a phone turned, a
 * chat's side panel opened). Returns the answer and the ref callback to put on the element; an
 * element that appears later (a diff whose files arrive while it streams) is measured when it
 * does. False until measured: on the server, in the first client render (so hydration matches)
 * and where there is no `ResizeObserver` (jsdom).
 *
 * The width comes only from the observer, whose first report arrives after the first frame's
 * layout; an answer that changes is drawn in the next frame. Reading the width as the element
 * attaches would lay the page out inside the mount's own task instead (25–30 ms of a first diff
 * card's: one long task, where the layout belongs to the frame), and drawing the change inside
 * the observer's callback would resize the observed elements around it in the same frame (the
 * browser reports "ResizeObserver loop completed with undelivered notifications"). What must be
 * right in the first paint is the stylesheet's to draw, by the element's width (a container query).
 */
export function useNarrowerThan(width: number): [narrow: boolean, ref: (element: HTMLElement | null) => void] {
  const [narrow, setNarrow] = useState(false);
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element || typeof ResizeObserver === 'undefined') return;
      observer.current = new ResizeObserver((entries) => {
        for (const entry of entries) {
          // A hidden card measures 0: that is no width to judge a layout by.
          const measured = entry.contentRect.width;
          if (measured > 0) setNarrow(measured < width);
        }
      });
      observer.current.observe(element);
    },
    [width],
  );
  return [narrow, ref];
}
