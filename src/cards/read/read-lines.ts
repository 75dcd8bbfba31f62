import type { ReadIntent } from '../../protocol/intent-types';

/** One line of the window, with its own number in the file. */
export interface ReadLine {
  /** The line's number in the file (1-based as hosts send it). */
  number: number;
  /** The line's text, without its line ending. */
  text: string;
}

/** The fields a read window is made from. */
export type ReadSource = Pick<ReadIntent, 'lines' | 'text' | 'offset' | 'content'>;

// `cat -n` (`     1\t`) and the arrow form some agents send (`     1→`).
const NUMBERED = /^ *(\d+)(?:\t|\u2192)/;

/** Splits text into lines; a final line ending ends the last line rather than starting one. */
function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  // CRLF endings are line endings, not content: a kept `\r` would draw as a marker on every line.
  return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
}

function numberFrom(texts: readonly string[], first: number): ReadLine[] {
  return texts.map((text, index) => ({ number: first + index, text }));
}

/**
 * Lines that each start with their own number, consecutive, as `cat -n` prints them; `undefined`
 * when any line does not, so that code which merely starts with digits is never cut.
 */
function parseNumbered(texts: readonly string[]): ReadLine[] | undefined {
  const lines: ReadLine[] = [];
  for (const text of texts) {
    const match = NUMBERED.exec(text);
    if (!match) return undefined;
    const number = Number(match[1]);
    const previous = lines[lines.length - 1];
    if (previous !== undefined && number !== previous.number + 1) return undefined;
    lines.push({ number, text: text.slice(match[0].length) });
  }
  return lines;
}

function contentText(content: ReadIntent['content']): string | undefined {
  const texts = (content ?? []).flatMap((block) =>
    block.type === 'text' && typeof block.text === 'string' ? [block.text] : [],
  );
  return texts.length > 0 ? texts.join('\n') : undefined;
}

/**
 * The window's lines, each with its number in the file: `lines` as sent (a window at line 1200
 * starts at 1200), else `text` numbered from `offset` (1 when absent), else the `content` text
 * blocks, which keep the numbers they print (`cat -n` style) or are numbered from `offset`.
 * `lines`, even empty, wins: it is the window. A `lines` array is returned as it is unless a
 * line needs its `\r` dropped, so a 50,000-line window is not copied.
 */
export function readLinesOf(source: ReadSource): readonly ReadLine[] {
  const first = source.offset ?? 1;
  if (source.lines !== undefined) {
    const { lines } = source;
    return lines.some((line) => line.text.endsWith('\r'))
      ? lines.map((line) => (line.text.endsWith('\r') ? { number: line.number, text: line.text.slice(0, -1) } : line))
      : lines;
  }
  if (source.text !== undefined) return numberFrom(splitLines(source.text), first);
  const text = contentText(source.content);
  if (text === undefined) return [];
  const texts = splitLines(text);
  return parseNumbered(texts) ?? numberFrom(texts, first);
}
