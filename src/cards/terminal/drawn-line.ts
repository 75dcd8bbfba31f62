import type { AnsiLine, AnsiSpan } from '../../ansi';
import { codePointCut } from '../../protocol/well-formed-text';

/**
 * Characters of one output line a row draws. A minified bundle or a progress bar gone wrong puts
 * megabytes on one line (`ESC[1024C` amplified, a 10 MB dump), and laying that out again at every
 * background parsing step froze the page for a second; "Copy output" still copies the whole line.
 */
export const MAX_DRAWN_LINE_CHARS = 10_000;

/** A line as a row draws it: its first {@link MAX_DRAWN_LINE_CHARS} characters, and how many are left out. */
export interface DrawnLine {
  /** The spans drawn (the line itself when it fits). */
  line: AnsiLine;
  /** UTF-16 code units not drawn (0 when the line fits). */
  hidden: number;
}

/**
 * The first `max` characters of `line`, spans cut at a code point (never between the halves of an
 * emoji). Walks only the spans drawn, so a line's cost is what its row shows.
 */
export function drawnLine(line: AnsiLine, max: number = MAX_DRAWN_LINE_CHARS): DrawnLine {
  let length = 0;
  for (let index = 0; index < line.spans.length; index++) {
    const span = line.spans[index] as AnsiSpan;
    if (length + span.text.length <= max) {
      length += span.text.length;
      continue;
    }
    const cut = codePointCut(span.text, max - length);
    const spans = line.spans.slice(0, index);
    if (cut > 0) spans.push({ ...span, text: span.text.slice(0, cut) });
    let hidden = span.text.length - cut;
    for (let rest = index + 1; rest < line.spans.length; rest++) hidden += (line.spans[rest] as AnsiSpan).text.length;
    return { line: { ...line, spans }, hidden };
  }
  return { line, hidden: 0 };
}
