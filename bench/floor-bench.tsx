/**
 * The browser floor (issue 28): the DOM a kit card had at its first paint, drawn again as static
 * markup with no React and no kit code, so what is left is the browser's own work on the same
 * first-screen elements (parsing the markup into them, style, layout, paint). No kit drawing
 * those elements can paint sooner. The markup is captured on a page of its own (run.mjs), so the
 * timed page has never styled, laid out or painted the card before. Bench only: the kit never
 * writes HTML.
 */
import { nextPaint, type MountedBench } from './terminal-bench';

/** One screen of a card as the browser had it: its markup, and the scroll offsets markup cannot hold. */
export interface CapturedScreen {
  html: string;
  /**
   * Every scrolled element as [its path from the container (element child indices), scrollTop,
   * scrollLeft]: a terminal card opens at the end of its output, its rows drawn there.
   */
  scrolls: [number[], number, number][];
}

/** The path from `container` to `element` as element child indices. */
function pathOf(container: Element, element: Element): number[] {
  const path: number[] = [];
  for (let at = element; at !== container && at.parentElement; at = at.parentElement)
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  return path;
}

/**
 * Takes what `container` holds now (its markup and scroll offsets), for {@link mountScreen} to draw
 * on another page. Throws when the markup does not parse back to itself: drawn, it would not be
 * the card's DOM.
 */
export function captureScreen(container: HTMLElement): CapturedScreen {
  const html = container.innerHTML;
  const probe = document.createElement('template');
  probe.innerHTML = html;
  if (probe.innerHTML !== html) throw new Error('captured markup does not parse back to itself');
  const scrolls: [number[], number, number][] = [];
  for (const element of container.querySelectorAll('*'))
    if (element.scrollTop !== 0 || element.scrollLeft !== 0)
      scrolls.push([pathOf(container, element), element.scrollTop, element.scrollLeft]);
  return { html, scrolls };
}

/**
 * Draws a captured screen into `container` (its markup through `innerHTML`, then its scroll
 * offsets, which lay it out at once as the browser would before the paint anyway) and resolves
 * after the next paint.
 */
export async function mountScreen(container: HTMLElement, screen: CapturedScreen): Promise<MountedBench> {
  container.innerHTML = screen.html;
  for (const [path, top, left] of screen.scrolls) {
    let element: Element | undefined = container;
    for (const index of path) element = element?.children[index];
    if (element === undefined) throw new Error('a captured scroll offset has no element');
    element.scrollTop = top;
    element.scrollLeft = left;
  }
  await nextPaint();
  return { unmount: () => container.replaceChildren() };
}
