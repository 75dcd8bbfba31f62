import type { AnsiLine } from './ansi-types';
import { charWidth, isNarrowText } from './char-width';
import type { Pen } from './pen';

/**
 * A line kept as runs of one pen, not as cells: a minified file printed as one 5 MB line costs
 * its text plus a few objects, and appending at the cursor extends the last run in place. Only
 * lines a terminal rewrote (after `\r`, a cursor move, an erase) are kept this way; the others
 * are read again from the output when drawn (see `LineBuffer`).
 */
export interface Run {
  text: string;
  cells: number;
  pen: Pen;
}

/** One line as runs, with what its view needs to say about it. */
export interface Row {
  runs: Run[];
  cells: number;
  /** The memoised spans; dropped whenever the row changes. */
  view: AnsiLine | undefined;
  /** Style changes past {@link MAX_SPANS_PER_LINE} were merged into the last span. */
  stylesMerged: boolean;
  /** Blank cells a cursor move asked for were not drawn (the screen's skip budget was spent). */
  movesClipped: boolean;
}

/**
 * Spans (style changes) one line may hold: 100,000 colour changes on one line made 100,000
 * elements in one row. Past it, the rest of the line is drawn in the style of its last span, and
 * the line says so ({@link AnsiLine.stylesMerged}). It also bounds the work of overwriting a line
 * after `\r`, which walks the line's spans.
 */
export const MAX_SPANS_PER_LINE = 1000;

/** A row with no cells. */
export function emptyRow(): Row {
  return { runs: [], cells: 0, view: undefined, stylesMerged: false, movesClipped: false };
}

/** The row's spans, built once until the row changes (which clears `view`). */
export function rowView(row: Row): AnsiLine {
  if (!row.view) {
    const view: AnsiLine = { spans: row.runs.map(toSpan) };
    if (row.stylesMerged) view.stylesMerged = true;
    if (row.movesClipped) view.movesClipped = true;
    row.view = view;
  }
  return row.view;
}

/** The characters a row shows. */
export function rowText(row: Row): string {
  return row.runs.length === 1 ? (row.runs[0]?.text ?? '') : row.runs.map((run) => run.text).join('');
}

/**
 * Writes `run` at column `col` (at most the row's width): appended at the end, or over the cells
 * under it. Returns the column after it.
 */
export function writeRun(row: Row, col: number, run: Run): number {
  const end = col + run.cells;
  if (col === row.cells) appendRun(row.runs, run);
  else overwriteRuns(row.runs, col, end, run);
  if (row.runs.length > MAX_SPANS_PER_LINE) mergeTail(row);
  row.cells = Math.max(row.cells, end);
  return end;
}

/** Folds the spans past {@link MAX_SPANS_PER_LINE} into the last one kept, and marks the row. */
function mergeTail(row: Row): void {
  const kept = row.runs[MAX_SPANS_PER_LINE - 1];
  if (!kept) return;
  let text = kept.text;
  let cells = kept.cells;
  for (let index = MAX_SPANS_PER_LINE; index < row.runs.length; index++) {
    const run = row.runs[index];
    if (!run) continue;
    text += run.text;
    cells += run.cells;
  }
  row.runs.length = MAX_SPANS_PER_LINE;
  row.runs[MAX_SPANS_PER_LINE - 1] = { text, cells, pen: kept.pen };
  row.stylesMerged = true;
}

/**
 * Writes `run` over cells [from, to) of a line (`from` inside it): only the runs it covers are
 * replaced, in place, so rewriting a line after `\r` costs its span count per write, not a copy
 * of the whole line.
 */
function overwriteRuns(runs: Run[], from: number, to: number, run: Run): void {
  let first = 0;
  let firstStart = 0;
  while (first < runs.length && firstStart + (runs[first]?.cells ?? 0) <= from) firstStart += runs[first++]?.cells ?? 0;
  let last = first;
  let lastStart = firstStart;
  while (last < runs.length && lastStart + (runs[last]?.cells ?? 0) < to) lastStart += runs[last++]?.cells ?? 0;
  const pieces: Run[] = [];
  const head = runs[first];
  if (head && from > firstStart)
    appendRun(pieces, { text: sliceCells(head, 0, from - firstStart), cells: from - firstStart, pen: head.pen });
  appendRun(pieces, run);
  const tail = runs[last];
  if (tail && to < lastStart + tail.cells) {
    appendRun(pieces, {
      text: sliceCells(tail, to - lastStart, tail.cells),
      cells: lastStart + tail.cells - to,
      pen: tail.pen,
    });
  }
  let start = first;
  let end = Math.min(last + 1, runs.length);
  const before = runs[start - 1];
  if (before && pieces[0] && before.pen.key === pieces[0].pen.key) {
    pieces[0] = { text: before.text + pieces[0].text, cells: before.cells + pieces[0].cells, pen: before.pen };
    start -= 1;
  }
  const after = runs[end];
  const lastPiece = pieces[pieces.length - 1];
  if (after && lastPiece && after.pen.key === lastPiece.pen.key) {
    pieces[pieces.length - 1] = {
      text: lastPiece.text + after.text,
      cells: lastPiece.cells + after.cells,
      pen: after.pen,
    };
    end += 1;
  }
  runs.splice(start, end - start, ...pieces);
}

function toSpan(run: Run) {
  return run.pen.href === undefined
    ? { text: run.text, style: run.pen.style }
    : { text: run.text, style: run.pen.style, href: run.pen.href };
}

/** Adds a run, merging it into the last one when the pen is the same. */
export function appendRun(runs: Run[], run: Run): void {
  const last = runs[runs.length - 1];
  if (last && last.pen.key === run.pen.key) {
    last.text += run.text;
    last.cells += run.cells;
  } else {
    runs.push({ text: run.text, cells: run.cells, pen: run.pen });
  }
}

/** Copies of the runs covering cells [from, to). */
export function sliceRuns(runs: readonly Run[], from: number, to: number): Run[] {
  const result: Run[] = [];
  let start = 0;
  for (const run of runs) {
    if (start >= to) break;
    const end = start + run.cells;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (a < b) {
      const text = a === start && b === end ? run.text : sliceCells(run, a - start, b - start);
      result.push({ text, cells: b - a, pen: run.pen });
    }
    start = end;
  }
  return result;
}

/**
 * The text of cells [from, to) of a run. A wide character cut by either edge leaves a blank for
 * each of its cells inside, as xterm blanks the other half of a wide character that is partly
 * overwritten or erased; a mark (no cells) goes with the character before it.
 */
function sliceCells(run: Run, from: number, to: number): string {
  const text = run.text;
  if (text.length === run.cells && isNarrowText(text)) return text.slice(from, to);
  let result = '';
  let cell = 0;
  let index = 0;
  let kept = false;
  // Kept characters are copied a stretch at a time (from `keptFrom`), not one by one.
  let keptFrom = -1;
  while (index < text.length) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    const pair = code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const size = pair ? 2 : 1;
    const width = charWidth(pair ? ((code - 0xd800) << 10) + (next - 0xdc00) + 0x10000 : code);
    if (width > 0) {
      if (cell >= to) break;
      const end = cell + width;
      kept = cell >= from && end <= to;
      cell = end;
    } else if (!kept && cell === 0 && from === 0 && to > 0) {
      // A mark at the very start belongs to a character of the run before: it stays where it is.
      kept = true;
    }
    if (kept) {
      if (keptFrom < 0) keptFrom = index;
    } else {
      if (keptFrom >= 0) result += text.slice(keptFrom, index);
      keptFrom = -1;
      if (width > 0 && cell > from) result += ' '.repeat(Math.min(cell, to) - Math.max(cell - width, from));
    }
    index += size;
  }
  if (keptFrom >= 0) result += text.slice(keptFrom, index);
  return result;
}
