import { flushSync } from 'react-dom';

/** Called with the element's box once the browser has laid it out; its state updates are drawn before the paint. */
type LaidOut = (box: DOMRect) => void;

const waiting = new Map<Element, LaidOut>();
let observer: ResizeObserver | undefined;

/**
 * The observer's callbacks run after the browser's layout and before its paint. Every element's
 * box is read first (the layout is clean: no read forces another), then every callback runs in
 * one synchronous React update, so what they draw is painted in the same frame, with one more
 * layout for all of them rather than one per element.
 */
function report(entries: ResizeObserverEntry[]): void {
  const laidOut: [LaidOut, DOMRect][] = [];
  for (const entry of entries) {
    const callback = waiting.get(entry.target);
    if (callback === undefined) continue;
    waiting.delete(entry.target);
    observer?.unobserve(entry.target);
    laidOut.push([callback, entry.target.getBoundingClientRect()]);
  }
  if (laidOut.length > 0)
    flushSync(() => {
      for (const [callback, box] of laidOut) callback(box);
    });
}

/**
 * Calls `callback` with `element`'s box after the browser's next layout and before that frame is
 * painted, so a decision that needs the box (is it near the screen?) is drawn in the first paint
 * without reading layout inside React's commit, where the read would force a layout of the whole
 * page. Returns the cancel function; false when there is no `ResizeObserver` (the caller decides
 * without layout).
 */
export function afterFirstLayout(element: Element, callback: LaidOut): (() => void) | false {
  if (typeof ResizeObserver !== 'function') return false;
  observer ??= new ResizeObserver(report);
  waiting.set(element, callback);
  observer.observe(element);
  return () => {
    if (waiting.get(element) !== callback) return;
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
