/**
 * Scrolls the output box sideways so its current find hit (`mark[data-current-hit]`) is in view,
 * centred when it was outside: lines that do not wrap can hold a hit far past the box's right
 * edge, and the vertical reveal alone leaves "2 of 6" with nothing marked on screen. A box whose
 * hit is already inside, or that has none drawn, is left where the reader put it.
 */
export function showHitSideways(box: HTMLElement): void {
  const hit = box.querySelector<HTMLElement>('mark[data-current-hit]');
  if (!hit) return;
  const view = box.getBoundingClientRect();
  const mark = hit.getBoundingClientRect();
  if (mark.left >= view.left && mark.right <= view.left + box.clientWidth) return;
  const centred = box.scrollLeft + (mark.left - view.left) - (box.clientWidth - mark.width) / 2;
  box.scrollLeft = Math.max(0, centred);
}
