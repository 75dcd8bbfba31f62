import { useContext, useEffect, useState, type RefObject } from 'react';
import { isSynchronousMode } from '../highlight';
import { DrawnNearViewportContext } from '../react-base/drawn-near-viewport';
import { useIsomorphicLayoutEffect } from '../react-base/use-isomorphic-layout-effect';
import { useServerOrHydrating } from '../react-base/use-server-or-hydrating';

/**
 * How far outside the visible area an element counts as near: about a screen above and below,
 * so what scrolling brings in is drawn before it arrives. `scrollMargin` applies the same to a
 * scrolling ancestor (a chat's own scroll box), where `rootMargin` alone would not reach.
 */
const NEAR_MARGIN = '800px 0px';
/** {@link NEAR_MARGIN}'s vertical reach, for the check made before the first paint. */
const NEAR_MARGIN_PX = 800;

/** Whether `element` is within {@link NEAR_MARGIN_PX} of the window's visible area, by its box now. */
function nearTheWindow(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > -NEAR_MARGIN_PX && box.top < window.innerHeight + NEAR_MARGIN_PX;
}

/**
 * Whether content that only matters when seen (a collapsed card's preview) should be drawn now.
 * With `deferred` false it always is; with `deferred` true, once the element in `ref` is on
 * screen or near it. Once drawn, it stays drawn: what a reader saw is never taken away.
 *
 * Never deferred where the answer must not depend on layout: on the server and while hydrating
 * (server markup is complete and hydration matches it), in the kit's synchronous mode
 * (`toolcards/testing`: snapshots are complete) and where there is no `IntersectionObserver`
 * (jsdom, old browsers). Nor under a list that draws only what is near its viewport
 * ({@link DrawnNearViewportContext}).
 */
export function useDrawnWhenNear(ref: RefObject<Element | null>, deferred: boolean): boolean {
  const serverOrHydrating = useServerOrHydrating();
  const [near, setNear] = useState(false);
  const drawnByList = useContext(DrawnNearViewportContext);
  const drawNow =
    !deferred ||
    near ||
    drawnByList ||
    serverOrHydrating ||
    isSynchronousMode() ||
    typeof IntersectionObserver === 'undefined';
  // Once drawn, kept in state (React's way to remember a previous render, no ref written while
  // rendering). Most cards know at their first render; a card that becomes near later renders
  // once more here, before anything commits.
  const [drawnOnce, setDrawnOnce] = useState(drawNow);
  if (drawNow && !drawnOnce) setDrawnOnce(true);
  const drawn = drawnOnce || drawNow;
  const waiting = !drawn;

  // Before the first paint, what is already near is drawn at once: an observer answers only after
  // the browser has painted, and content that appears then moves everything under it (a client-
  // rendered chat's first screen of folded cards shifted by 0.1 of its height). Every card's box
  // is read in the same commit, before any of them draws again: one layout for all of them.
  useIsomorphicLayoutEffect(() => {
    const element = ref.current;
    if (waiting && element && typeof IntersectionObserver !== 'undefined' && nearTheWindow(element)) setNear(true);
  }, [ref, waiting]);

  useEffect(() => {
    const element = ref.current;
    if (!waiting || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      // `scrollMargin` is newer than the DOM types here; a browser without it ignores it.
      { rootMargin: NEAR_MARGIN, scrollMargin: NEAR_MARGIN } as IntersectionObserverInit,
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, waiting]);

  return drawn;
}
