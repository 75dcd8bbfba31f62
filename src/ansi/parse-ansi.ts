import type { AnsiLine } from './ansi-types';
import { createAnsiScreen } from './ansi-screen';

/** All lines of a complete terminal log, parsed at once (a trailing `\n` adds no empty line). */
export function parseAnsi(text: string): AnsiLine[] {
  const screen = createAnsiScreen();
  screen.write(text);
  return Array.from({ length: screen.lineCount }, (_, index) => screen.line(index));
}
