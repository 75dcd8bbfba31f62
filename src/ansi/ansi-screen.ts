import { safeHref } from '../protocol/safe-href';
import type { AnsiLine, AnsiStyle } from './ansi-types';
import { EscapeTokenizer } from './escape-tokenizer';
import { LineBuffer, type Pen } from './line-buffer';
import { PLAIN_STYLE, applySgr, styleKey } from './sgr';

/** A terminal log being streamed in: feed it with `write`, read it line by line. */
export interface AnsiScreen {
  /** Feeds more output; state (open sequences, style, link, cursor) carries over to the next call. */
  write(chunk: string): void;
  /** Lines so far; a trailing `\n` does not open a counted line until something is written on it. */
  readonly lineCount: number;
  /** One line's spans; the same object until that line changes, an empty line when out of range. */
  line(index: number): AnsiLine;
  /** The lowest line changed by the last `write` (`lineCount` if none): redraw from there. */
  readonly firstChangedLine: number;
  /** Characters the parser has consumed, each once: the measure of its work. */
  readonly processedChars: number;
  /** The lines the last `write` printed on or opened, in order (one may repeat): what it touched. */
  readonly touchedLines: readonly number[];
}

// Every distinct style and link gets one Pen; 24-bit colours could make that unbounded, so the
// cache is emptied when full (pens still compare by key, so nothing changes but memory).
const MAX_CACHED_PENS = 1024;

const BS = 0x08;
const LF = 0x0a;
const VT = 0x0b;
const FF = 0x0c;
const CR = 0x0d;

/** A new, empty incremental terminal screen. */
export function createAnsiScreen(): AnsiScreen {
  const pens = new Map<string, Pen>();
  const penFor = (style: AnsiStyle, href: string | undefined): Pen => {
    const key = href === undefined ? styleKey(style) : `${styleKey(style)}\u0000${href}`;
    let pen = pens.get(key);
    if (!pen) {
      if (pens.size >= MAX_CACHED_PENS) pens.clear();
      pen = href === undefined ? { key, style } : { key, style, href };
      pens.set(key, pen);
    }
    return pen;
  };

  let style = PLAIN_STYLE;
  let href: string | undefined;
  let pen = penFor(style, href);
  const buffer = new LineBuffer(pen);

  const tokenizer = new EscapeTokenizer({
    print: (text, cells) => buffer.print(text, cells, pen),
    execute(code) {
      if (code === LF || code === VT || code === FF) buffer.newline();
      else if (code === CR) buffer.carriageReturn();
      else if (code === BS) buffer.moveToColumn(buffer.column - 1);
      // BEL, NUL and the rest change nothing a log can show.
    },
    csi(params, intermediates, final) {
      // A private marker (`?25l`, `>4;2m`) or an intermediate makes it a different command.
      if (intermediates !== '' || /^[<=>?]/.test(params)) return;
      if (final === 'm') {
        style = applySgr(style, params);
        pen = penFor(style, href);
        return;
      }
      const first = params.split(/[;:]/, 1)[0] ?? '';
      const value = /^\d+$/.test(first) ? Math.min(Number(first), 1_000_000) : 0;
      const count = Math.max(value, 1);
      switch (final) {
        case 'A':
          return buffer.moveRows(-count);
        case 'B':
          return buffer.moveRows(count);
        case 'C':
          return buffer.moveToColumn(buffer.column + count);
        case 'D':
          return buffer.moveToColumn(buffer.column - count);
        case 'E':
          buffer.moveRows(count);
          return buffer.carriageReturn();
        case 'F':
          buffer.moveRows(-count);
          return buffer.carriageReturn();
        case 'G':
          return buffer.moveToColumn(count - 1);
        case 'K':
          return buffer.eraseInLine(value);
        case 'J':
          // ED 1–3 would wipe history a log reader wants to keep; ED 0 clears a redraw's leftovers.
          if (value === 0) buffer.eraseBelow();
          return;
      }
    },
    osc(payload) {
      // OSC 8 ; params ; URI: the URI may itself hold `;`, so split only twice.
      if (!payload.startsWith('8;')) return;
      const separator = payload.indexOf(';', 2);
      if (separator < 0) return;
      const target = payload.slice(separator + 1);
      href = target === '' ? undefined : safeHref(target);
      pen = penFor(style, href);
    },
  });

  return {
    write(chunk) {
      buffer.beginWrite();
      tokenizer.write(chunk);
    },
    get lineCount() {
      return buffer.lineCount;
    },
    line: (index) => buffer.line(index),
    get firstChangedLine() {
      return buffer.firstChangedLine;
    },
    get processedChars() {
      return tokenizer.processedChars;
    },
    get touchedLines() {
      return buffer.touchedLines;
    },
  };
}
