import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnsiLine } from '../../src/ansi';

const FIXTURE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../fixtures/terminal');

/** The names of the captured terminal logs in test/fixtures/terminal. */
export function terminalFixtureNames(): string[] {
  return readdirSync(FIXTURE_DIR)
    .filter((name) => name.endsWith('.log'))
    .sort();
}

/** The captured logs with file locations (and look-alikes), as `locations/<name>` for {@link readTerminalFixture}. */
export function locationFixtureNames(): string[] {
  return readdirSync(join(FIXTURE_DIR, 'locations'))
    .filter((name) => name.endsWith('.log'))
    .sort()
    .map((name) => `locations/${name}`);
}

/** One captured terminal log, as the text a host would pass. */
export function readTerminalFixture(name: string): string {
  return readFileSync(join(FIXTURE_DIR, name), 'utf8');
}

/** The characters a line shows. */
export function lineText(line: AnsiLine): string {
  return line.spans.map((span) => span.text).join('');
}
