import type { ReadLine } from './read-lines';

/**
 * What "Copy content" (and the card's own copy button) copies: the window's text exactly as the
 * file holds it, lines joined by `\n`, without line numbers and without the markers drawn for
 * hidden characters: a bidi control is copied as itself, since the copy is the file's content.
 */
export function readCopyText(lines: readonly ReadLine[]): string {
  return lines.map((line) => line.text).join('\n');
}
