/** A text of several lines, as a header shows it: its first line, and how many follow. */
export interface FirstLine {
  /** The first line that is not blank, without its line ending. */
  first: string;
  /** Everything after that line, from its line break to the last character that is not blank. */
  rest: string;
  /** Lines after the first, blank ones between included, trailing blank ones not: `rest`'s line count. */
  more: number;
}

/**
 * The first line of a text that spans several, for a header that holds one line (a multi-line
 * command, a title with line breaks); `undefined` when the text is one line, however many blank
 * lines surround it. Counts lines as the terminal's prompt rows do: a final line break ends the
 * last line rather than starting one. Reads the text once, without splitting it.
 */
export function firstLine(text: string): FirstLine | undefined {
  let start = 0;
  let end = text.indexOf('\n');
  while (end >= 0 && text.slice(start, end).trim() === '') {
    start = end + 1;
    end = text.indexOf('\n', start);
  }
  if (end < 0) return undefined;
  let last = text.length;
  while (last > end && /\s/.test(text.charAt(last - 1))) last--;
  if (last <= end) return undefined;
  let more = 0;
  for (let at = end; at >= 0 && at < last; at = text.indexOf('\n', at + 1)) more++;
  const line = text.slice(start, end);
  return { first: line.endsWith('\r') ? line.slice(0, -1) : line, rest: text.slice(end, last), more };
}
