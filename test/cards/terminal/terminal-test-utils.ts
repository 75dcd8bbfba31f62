import axe from 'axe-core';

/** The first element with this `data-slot` inside `container`, or a thrown error naming it. */
export function slot(container: ParentNode, name: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`no ${name} slot`);
  return element;
}

/** Every element with this `data-slot`. */
export function slots(container: ParentNode, name: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(`[data-slot="${name}"]`)];
}

/** The text a drawn row shows (without the hidden stderr label). */
export function rowText(row: HTMLElement): string {
  const clone = row.cloneNode(true) as HTMLElement;
  clone.querySelector('[data-slot="stream-label"]')?.remove();
  return clone.textContent ?? '';
}

/** `count` lines `line <n>`, with a coloured word on each. */
export function numberedLog(count: number, from = 0): string {
  let log = '';
  for (let index = from; index < from + count; index++) log += `line ${index} \x1b[32mok\x1b[0m\n`;
  return log;
}

/** Axe's violations in jsdom (colour contrast needs layout: the story tests check it in Chromium). */
export async function axeViolations(container: HTMLElement): Promise<string[]> {
  // Axe probes icon fonts with a canvas, which jsdom lacks; without one it skips that check.
  HTMLCanvasElement.prototype.getContext = () => null;
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}
