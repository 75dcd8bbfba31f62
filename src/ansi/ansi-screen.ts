import type { AnsiLine } from './ansi-types';
import { EscapeTokenizer } from './escape-tokenizer';
import { LineBuffer, type WrittenText } from './line-buffer';
import { isSgr } from './line-replay';
import { PenTable } from './pen';
import { WrittenChunks } from './written-chunks';

/** A terminal log being streamed in: feed it with `write`, read it line by line. */
export interface AnsiScreen {
  /** Feeds more output; state (open sequences, style, link, cursor) carries over to the next call. */
  write(chunk: string): void;
  /** Lines so far; a trailing `\n` does not open a counted line until something is written on it. */
  readonly lineCount: number;
  /** One line's spans; the same object until that line changes, an empty line when out of range. */
  line(index: number): AnsiLine;
  /** The characters a line shows, without styles (empty when out of range). */
  lineText(index: number): string;
  /** The lowest line changed by the last `write` (`lineCount` if none): redraw from there. */
  readonly firstChangedLine: number;
  /** Characters the parser has consumed, each once: the measure of its work. */
  readonly processedChars: number;
  /** The lines the last `write` printed on or opened, in order (one may repeat): what it touched. */
  readonly touchedLines: readonly number[];
  /**
   * Whether what this screen shows could depend on output before its first write: the cursor
   * moved up, or a cursor move past a line's end drew blank cells (a budget shared by the whole
   * output). A screen started part-way through an output is exact only without either.
   */
  readonly leansOnEarlierOutput: boolean;
}

const BS = 0x08;
const LF = 0x0a;
const VT = 0x0b;
const FF = 0x0c;
const CR = 0x0d;

/**
 * A new, empty incremental terminal screen. Lines are read back from the output when drawn, so
 * the screen needs the output's text: by default it keeps the chunks it is written; a caller
 * that holds the whole output already (a card's feed) passes `text` to read it there instead.
 */
export function createAnsiScreen(text?: WrittenText): AnsiScreen {
  const pens = new PenTable();
  const chunks = text === undefined ? new WrittenChunks() : undefined;
  const buffer = new LineBuffer(pens, text ?? chunks!);
  let pen = pens.plain;

  const tokenizer: EscapeTokenizer = new EscapeTokenizer({
    print: (chunk, start, end, at) => buffer.print(chunk, start, end, at, pen),
    execute(code, at) {
      if (code === LF || code === VT || code === FF) buffer.newline(at, tokenizer.inGround, pen);
      else if (code === CR) buffer.carriageReturn();
      else if (code === BS) buffer.moveToColumn(-1, true, at);
      // BEL, NUL and the rest change nothing a log can show.
    },
    csi(params, intermediates, final, at) {
      if (isSgr(params, intermediates, final)) {
        pen = pens.sgr(pen, params);
        return;
      }
      // A private marker (`?25l`, `>4;2m`) or an intermediate makes it a different command.
      if (intermediates !== '' || /^[<=>?]/.test(params)) return;
      const first = params.split(/[;:]/, 1)[0] ?? '';
      const value = /^\d+$/.test(first) ? Math.min(Number(first), 1_000_000) : 0;
      const count = Math.max(value, 1);
      switch (final) {
        case 'A':
          return buffer.moveRows(-count, at);
        case 'B':
          return buffer.moveRows(count, at);
        case 'C':
          return buffer.moveToColumn(count, true, at);
        case 'D':
          return buffer.moveToColumn(-count, true, at);
        case 'E':
          buffer.moveRows(count, at);
          return buffer.carriageReturn();
        case 'F':
          buffer.moveRows(-count, at);
          return buffer.carriageReturn();
        case 'G':
          return buffer.moveToColumn(count - 1, false, at);
        case 'K':
          return buffer.eraseInLine(value, at);
        case 'J':
          // ED 1–3 would wipe history a log reader wants to keep; ED 0 clears a redraw's leftovers.
          if (value === 0) buffer.eraseBelow(at);
          return;
      }
    },
    osc(payload) {
      pen = pens.osc(pen, payload);
    },
  });

  return {
    write(chunk) {
      buffer.beginWrite();
      chunks?.add(chunk);
      tokenizer.write(chunk);
      buffer.endWrite(tokenizer.processedChars);
    },
    get lineCount() {
      return buffer.lineCount;
    },
    line: (index) => buffer.line(index),
    lineText: (index) => buffer.lineText(index),
    get firstChangedLine() {
      return buffer.firstChangedLine;
    },
    get processedChars() {
      return tokenizer.processedChars;
    },
    get touchedLines() {
      return buffer.touchedLines;
    },
    get leansOnEarlierOutput() {
      return buffer.cursorMovedUp || buffer.skippedCells > 0;
    },
  };
}
