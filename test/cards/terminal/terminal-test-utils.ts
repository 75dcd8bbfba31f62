import axe from 'axe-core';

export { numberedLog } from '../../support/numbered-log';
export { slot, slots } from '../../support/slots';

/** The text a drawn row shows (without the hidden stderr label). */
export function rowText(row: HTMLElement): string {
  const clone = row.cloneNode(true) as HTMLElement;
  clone.querySelector('[data-slot="stream-label"]')?.remove();
  return clone.textContent ?? '';
}

/** Axe's violations in jsdom (colour contrast needs layout: the story tests check it in Chromium). */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  // Axe probes icon fonts with a canvas, which jsdom lacks; without one it skips that check.
  HTMLCanvasElement.prototype.getContext = () => null;
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}
