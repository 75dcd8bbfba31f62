import type { Virtualizer } from '@tanstack/react-virtual';

/** Where an item lands when the transcript scrolls to it (`auto`: only as far as needed). */
export type ItemAlign = 'start' | 'center' | 'end' | 'auto';

/**
 * Placings of one request, two frames apart (about 130 ms in all): items drawn on the way measure otherwise than
 * estimated.
 */
const MAX_PLACINGS = 4;

function drawnItem(viewport: HTMLElement, index: number): HTMLElement | null {
  return viewport.querySelector<HTMLElement>(`[data-slot="feed-item"][data-index="${index}"]`);
}

/** How far to scroll so the drawn `item` sits as `align` asks, read from the layout itself. */
function distanceTo(viewport: HTMLElement, item: HTMLElement, align: ItemAlign): number {
  const view = viewport.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (align === 'start') return box.top - view.top;
  if (align === 'end') return box.bottom - view.bottom;
  if (align === 'center') return box.top + box.height / 2 - (view.top + view.height / 2);
  if (box.top < view.top) return box.top - view.top;
  if (box.bottom > view.bottom) return Math.min(box.bottom - view.bottom, box.top - view.top);
  return 0;
}

/**
 * Scrolls item `index` into view. An item not drawn is first scrolled to where the virtualizer
 * estimates it; once drawn (two frames later: the scroll's commit, then the measuring), it is
 * placed by its real box, again until it stays, since the items drawn around it measure
 * otherwise than estimated (the virtualizer's own corrections move the scroll position too, so a
moved position cannot tell the reader's scroll apart). A later call ends the placing, and it
stops after a few frames in any case.
 */
export function scrollItemIntoView(
  viewport: HTMLElement,
  virtualizer: Virtualizer<HTMLElement, Element>,
  index: number,
  align: ItemAlign,
): void {
  const request = Symbol('scroll request');
  (viewport as { transcriptRequest?: symbol }).transcriptRequest = request;
  const place = (left: number) => {
    if ((viewport as { transcriptRequest?: symbol }).transcriptRequest !== request) return;
    const item = drawnItem(viewport, index);
    if (item) {
      const distance = distanceTo(viewport, item, align);
      if (Math.abs(distance) < 1) return;
      viewport.scrollTop += distance;
    } else {
      const measured = virtualizer.measurementsCache[index];
      if (!measured) return;
      viewport.scrollTop = align === 'end' ? measured.end - viewport.clientHeight : measured.start;
    }
    if (left > 0 && typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => requestAnimationFrame(() => place(left - 1)));
  };
  place(MAX_PLACINGS);
}
