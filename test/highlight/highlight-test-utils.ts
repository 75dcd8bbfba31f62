import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LineTokens } from '../../src/highlight/highlight-types';

const READ_FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/read');

/** A source file from test/fixtures/read, split into lines as a read card would. */
export function readFixtureLines(name: string): string[] {
  return readFileSync(join(READ_FIXTURES, name), 'utf8').split('\n');
}

/** The text a line's tokens spell. */
export function tokensText(tokens: LineTokens | undefined): string | undefined {
  return tokens?.map((token) => token.content).join('');
}

/** A clock that moves `step` milliseconds each time it is read. */
export function steppingClock(step: number): () => number {
  let time = 0;
  return () => (time += step);
}
