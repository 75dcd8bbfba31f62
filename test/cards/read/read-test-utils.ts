import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export { axeViolations } from '../terminal/terminal-test-utils';
export { slot, slots } from '../../support/slots';

// Tests run from the project root in every environment (jsdom has no file: import.meta.url).
const READ_FIXTURES = resolve(process.cwd(), 'test/fixtures/read');

/** A source file from test/fixtures/read, as its lines (a final newline ends the last line). */
export function fixtureLines(name: string): string[] {
  const lines = readFileSync(resolve(READ_FIXTURES, name), 'utf8').split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A read window of `texts` whose first line is line `first` of the file. */
export function numbered(texts: readonly string[], first = 1): { number: number; text: string }[] {
  return texts.map((text, index) => ({ number: first + index, text }));
}

/** The line numbers the drawn rows carry, in order. */
export function rowNumbers(container: ParentNode): number[] {
  return [...container.querySelectorAll('[data-slot="line-number"]')].map((gutter) =>
    Number(gutter.getAttribute('data-line-number')),
  );
}

/** `count` lines of a TypeScript-looking file, deterministic. */
export function typeScriptLines(count: number): string[] {
  const lines: string[] = [];
  for (let index = 0; index < count; index++) {
    lines.push(
      index % 10 === 0
        ? `// section ${index}`
        : `export const value${index}: number = ${index} * 2; // line ${index + 1}`,
    );
  }
  return lines;
}
