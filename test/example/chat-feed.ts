import { page } from 'vitest/browser';
// The example chat draws its session with <ToolTranscript>: only the items near the viewport are in
// the DOM. These walk the feed as a reader does, by scrolling its box, in a real browser.

/** The transcript's scroll box in the chat page. */
function feedViewport(container: HTMLElement): HTMLElement {
  const viewport = container.querySelector<HTMLElement>('[data-transcript] [data-slot="viewport"]');
  if (!viewport) throw new Error('the chat draws no transcript');
  return viewport;
}

/** The feed's items drawn now, in order. */
export function drawnItems(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-slot="feed-item"]')];
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Scrolls the feed's box to `top` and waits until the items drawn cover the box and have settled: the virtualizer
 * redraws after the scroll event, then again as the items it drew at their estimated height are measured.
 */
async function scrollFeedTo(viewport: HTMLElement, top: number): Promise<void> {
  viewport.scrollTop = top;
  let drawn = '';
  let sameFor = 0;
  for (let frame = 0; frame < 600; frame++) {
    await nextFrame();
    const box = viewport.getBoundingClientRect();
    const items = [...viewport.querySelectorAll<HTMLElement>('[data-slot="feed-item"]:not([data-kept])')];
    const first = items[0]?.getBoundingClientRect();
    const last = items.at(-1)?.getBoundingClientRect();
    const covers = first && last && first.top <= box.top + 1 && (last.bottom >= box.bottom - 1 || atEnd(viewport));
    const now = `${viewport.scrollTop}:${items.map((item) => item.dataset.index).join(',')}`;
    sameFor = covers && now === drawn ? sameFor + 1 : 0;
    drawn = now;
    if (sameFor >= 3) return;
  }
  throw new Error(`the feed drew nothing settled at ${top} px`);
}

const atEnd = (viewport: HTMLElement) => viewport.scrollTop + viewport.clientHeight >= viewport.scrollHeight - 1;

/**
 * Scrolls the feed from its top to its end a box at a time, calling `visit` with the items drawn at each stop, and
 * stops early when `visit` returns true.
 */
export async function walkFeed(
  container: HTMLElement,
  visit: (items: HTMLElement[]) => boolean | void,
): Promise<boolean> {
  const viewport = feedViewport(container);
  await scrollFeedTo(viewport, 0);
  for (;;) {
    if (visit(drawnItems(container)) === true) return true;
    if (atEnd(viewport)) return false;
    await scrollFeedTo(viewport, viewport.scrollTop + Math.max(100, viewport.clientHeight * 0.75));
  }
}

/**
 * The first card `matches` accepts, scrolled to from the feed's top and then aligned with the box's top. The feed is
 * walked a second time when the first walk met none: a card drawn for the first time loads its code, and a folded
 * one builds its preview once near the screen, which a loaded machine may not have done by the time a stop settles.
 */
export async function findCard(container: HTMLElement, matches: (card: HTMLElement) => boolean): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  for (let walk = 0; walk < 2 && !found; walk++) {
    await walkFeed(container, (items) => {
      found =
        items.map((item) => item.querySelector<HTMLElement>('[data-toolcard]')).find((card) => card && matches(card)) ??
        undefined;
      return found !== undefined;
    });
  }
  if (!found) throw new Error('no card in the chat matches');
  const position = found.closest<HTMLElement>('[data-slot="feed-item"]')!.getAttribute('aria-posinset');
  const itemAt = () => feedViewport(container).querySelector<HTMLElement>(`[aria-posinset="${position}"]`);
  const viewport = feedViewport(container);
  await scrollFeedTo(
    viewport,
    viewport.scrollTop + itemAt()!.getBoundingClientRect().top - viewport.getBoundingClientRect().top,
  );
  // The element drawn now: the walk may have met an earlier one, drawn at its estimated place and since replaced.
  return itemAt()!.querySelector<HTMLElement>('[data-toolcard]')!;
}

let clicked = 0;

/**
 * A real click (the browser's own pointer events, through Playwright) on `element`, found by a test id set on it
 * just for the click. `userEvent.click(element)` would build a selector from the element's text, which vitest's
 * selector builder gets wrong on some card titles (it throws or matches nothing).
 */
export async function realClick(element: HTMLElement): Promise<void> {
  const id = `real-click-${++clicked}`;
  element.setAttribute('data-testid', id);
  try {
    await page.getByTestId(id).click();
  } finally {
    element.removeAttribute('data-testid');
  }
}
