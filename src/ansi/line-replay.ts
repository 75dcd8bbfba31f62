import { textWidth } from './char-width';
import { EscapeTokenizer } from './escape-tokenizer';
import { emptyRow, writeRun, type Row } from './line-runs';
import type { Pen, PenTable } from './pen';

const CR = 0x0d;

/** Whether a CSI is an SGR a line's spans depend on (not a private or intermediate variant). */
export function isSgr(params: string, intermediates: string, final: string): boolean {
  if (final !== 'm' || intermediates !== '') return false;
  const marker = params.charCodeAt(0);
  return !(marker >= 0x3c && marker <= 0x3f);
}

/** A line as read again from its text: its runs, where the cursor ended, and the pen after it. */
export interface ReplayedLine {
  row: Row;
  col: number;
  pen: Pen;
}

/**
 * Reads again the text of a line the screen kept only as a place in the output (see
 * `LineBuffer`): printed text, `\r`, SGR and OSC 8, starting from `pen` at column 0. Those are
 * the only things such a line holds, so this gives the runs the screen would have built.
 */
export function replayLine(text: string, pen: Pen, pens: PenTable): ReplayedLine {
  const line: ReplayedLine = { row: emptyRow(), col: 0, pen };
  const tokenizer = new EscapeTokenizer({
    print(chunk, start, end) {
      const piece = start === 0 && end === chunk.length ? chunk : chunk.slice(start, end);
      line.col = writeRun(line.row, line.col, { text: piece, cells: textWidth(piece), pen: line.pen });
    },
    execute(code) {
      if (code === CR) line.col = 0;
    },
    csi(params, intermediates, final) {
      if (isSgr(params, intermediates, final)) line.pen = pens.sgr(line.pen, params);
    },
    osc(payload) {
      line.pen = pens.osc(line.pen, payload);
    },
  });
  tokenizer.read(text);
  return line;
}

// Anything but printable text: C0 controls but tab, ESC, DEL and C1.
const NOT_PLAIN = /[\x00-\x08\x0a-\x1f\x7f-\x9f]/;
// A whole CSI without intermediates, as the tokenizer reads it in one go.
const CSI = /\x1b\[[\x30-\x3f]*[\x40-\x7e]/g;

/**
 * The characters such a line shows (see {@link replayLine}). A line of text and CSI sequences
 * (nearly every line of a coloured log) is answered by two regular expressions, not a tokenizer:
 * find reads every line of a 100,000-line log.
 */
export function replayLineText(text: string): string {
  const last = text.charCodeAt(text.length - 1);
  // A high surrogate at the end waits for its pair: the screen has not printed it yet.
  if (!(last >= 0xd800 && last <= 0xdbff)) {
    if (!NOT_PLAIN.test(text)) return text;
    // Left with no control character, every ESC began a whole CSI: the rest is what prints.
    const stripped = text.replace(CSI, '');
    if (!NOT_PLAIN.test(stripped)) return stripped;
  }
  let shown = '';
  const tokenizer = new EscapeTokenizer({
    print(chunk, start, end) {
      shown += chunk.slice(start, end);
    },
    execute() {},
    csi() {},
    osc() {},
  });
  tokenizer.read(text);
  return shown;
}
