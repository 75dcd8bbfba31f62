import { parseAnsi } from './parse-ansi';

/**
 * The text a terminal would show, for "copy output": escapes removed and `\r`, `\b`, erase and
 * cursor moves applied (a regex strip would keep every overwritten progress frame).
 */
export function stripAnsi(text: string): string {
  return parseAnsi(text)
    .map((line) => line.spans.map((span) => span.text).join(''))
    .join('\n');
}
