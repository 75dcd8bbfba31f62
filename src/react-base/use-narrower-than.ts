import { useCallback, useRef, useState } from 'react';
import { useServerOrHydrating } from './use-server-or-hydrating';

/** Whether a client render can learn an element's width at all (jsdom cannot). */
const canMeasure = () => typeof ResizeObserver === 'function';

/**
 * Whether an element is narrower than `width` px, kept current as it resizes (a phone turned, a
 * chat's side panel opened). Returns the answer and the ref callback to put on the element; an
 * element that appears later (a diff whose files arrive while it streams) is measured when it
 * does.
 *
 * The width comes from a `ResizeObserver` alone, whose first report arrives after the first
 * frame's layout, so the answer is drawn from the frame after. It is never read as the element
 * attaches: that would lay the page out inside the mount's own task (24 ms of a first diff card's
 * 67 ms mount in a trace), where the frame would lay it out anyway. `undefined` until that first
 * report in a client render: the caller draws a first frame that holds for either answer.
 * `false` on the server, for a card hydrated from server markup until its first report (so the
 * markup matches the server's, and stays as it was) and where nothing can measure (jsdom). A hidden element measures 0, no width to judge by: it keeps its answer.
 */
export function useNarrowerThan(
  width: number,
): [narrow: boolean | undefined, ref: (element: HTMLElement | null) => void] {
  const [narrow, setNarrow] = useState<boolean | undefined>(undefined);
  // Markup from the server showed the answer `false`: it stays drawn until the width is known,
  // rather than turning into "not known" for a frame once hydration is over.
  const serverOrHydrating = useServerOrHydrating();
  const [fromServerMarkup] = useState(serverOrHydrating);
  const observer = useRef<ResizeObserver | undefined>(undefined);
  const ref = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (!element || !canMeasure()) return;
      observer.current = new ResizeObserver((entries) => {
        for (const entry of entries) {
          const measured = entry.contentRect.width;
          if (measured > 0) setNarrow(measured < width);
        }
      });
      observer.current.observe(element);
    },
    [width],
  );
  if (narrow === undefined && (fromServerMarkup || !canMeasure())) return [false, ref];
  return [narrow, ref];
}
