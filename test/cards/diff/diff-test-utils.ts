import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { slot, slots } from '../../support/slots';

export { slot, slots };

// Tests run from the project root in every environment (jsdom has no file: import.meta.url).
const fixtures = resolve(process.cwd(), 'test/fixtures');

/** A corpus patch from test/fixtures/diff, by file name. */
export function readPatch(name: string): string {
  return readFileSync(resolve(fixtures, 'diff', name), 'utf8');
}

/** An intent fixture from test/fixtures/intents, by name without `.json`. */
export function readIntent(name: string): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(fixtures, 'intents', `${name}.json`), 'utf8'));
}

/** The code a row draws: its `code` cell without the markers read aloud. */
export function codeText(row: HTMLElement): string {
  const code = row.querySelector('[data-slot="code"]');
  if (!code) return '';
  const clone = code.cloneNode(true) as HTMLElement;
  for (const marker of clone.querySelectorAll(
    '[data-slot="crlf"], [data-slot="no-newline"], [data-slot="show-whole-line"]',
  ))
    marker.remove();
  return clone.textContent ?? '';
}

/** The numbers a row shows, old then new (`''` for none). */
export function rowNumbers(row: HTMLElement): string[] {
  return slots(row, 'line-number').map((cell) => cell.textContent ?? '');
}

/**
 * jsdom has no layout: make the diff's scroll region report `height` px, so the virtualizer
 * draws that many pixels of rows (20 px each until measured). Returns the restore function.
 */
export function tallViewport(height = 1_000_000): () => void {
  const spy = vi.spyOn(Element.prototype, 'clientHeight', 'get').mockImplementation(function (this: Element) {
    return this.getAttribute('data-slot') === 'changes' ? height : 0;
  });
  return () => spy.mockRestore();
}

/** `count` lines `line <n>` joined with newlines, with a final newline. */
export function numberedText(count: number, prefix = 'line'): string {
  let text = '';
  for (let index = 0; index < count; index++) text += `${prefix} ${index}\n`;
  return text;
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
