import type { AnsiLine, AnsiSpan, AnsiStyle } from './ansi-types';
import { charWidth, isNarrowText } from './char-width';

/** What a cell is drawn with: a style and a link. `key` is equal exactly when both are. */
export interface Pen {
  /** Identity for merging adjacent cells. */
  readonly key: string;
  /** The SGR attributes. */
  readonly style: AnsiStyle;
  /** The (already vetted) OSC 8 target, if any. */
  readonly href?: string;
}

// A line is kept as runs of one pen, not as cells: a minified file printed as one 5 MB line
// costs its text plus a few objects, and appending at the cursor extends the last run in place.
interface Run {
  text: string;
  cells: number;
  pen: Pen;
}

interface Row {
  runs: Run[];
  cells: number;
  /** The memoised spans; dropped whenever the row changes. */
  view: AnsiLine | undefined;
  /** Style changes past {@link MAX_SPANS_PER_LINE} were merged into the last span. */
  stylesMerged: boolean;
  /** Blank cells a cursor move asked for were not drawn (the screen's skip budget was spent). */
  movesClipped: boolean;
}

// Cursor moves are the one place input can ask for cells it never writes (`ESC[99999999C`), so
// they may reach at most this far past a line's end, a generous terminal width.
const MAX_MOVE_PAST_END = 1024;

/**
 * Spans (style changes) one line may hold: 100,000 colour changes on one line made 100,000
 * elements in one row. Past it, the rest of the line is drawn in the style of its last span, and
 * the line says so ({@link AnsiLine.stylesMerged}). It also bounds the work of overwriting a line
 * after `\r`, which walks the line's spans.
 */
export const MAX_SPANS_PER_LINE = 1000;

/**
 * Blank cells that cursor moves past a line's end may create, over the whole screen: this many,
 * plus {@link SKIPPED_CELLS_PER_PRINTED_CELL} per cell actually printed. `ESC[1024Cx` repeated
 * turned 8 bytes into 1,025 cells (800 KB into 33 MB of markup); real output skips far fewer
 * cells than it prints.
 */
export const SKIPPED_CELLS_ALLOWANCE = 4096;
/** See {@link SKIPPED_CELLS_ALLOWANCE}. */
export const SKIPPED_CELLS_PER_PRINTED_CELL = 4;

const EMPTY_LINE: AnsiLine = Object.freeze({ spans: [] as AnsiSpan[] });

/**
 * The lines of a terminal log and the cursor in them. `\n` starts column 0 of the next line
 * (logs are written through a tty with `onlcr`, so a bare `\n` means CR LF). A cell is a terminal
 * column: CJK and emoji take two, combining marks none (`charWidth`), so cursor moves and
 * overwrites over wide text land where a terminal puts them.
 */
export class LineBuffer {
  private readonly rows: Row[] = [emptyRow()];
  private row = 0;
  private col = 0;
  private firstChanged = Number.POSITIVE_INFINITY;
  private countBefore = 0;
  private printedCells = 0;
  private skippedCells = 0;
  private touched: number[] = [];

  /** `blank` draws cells that were skipped over or erased. */
  constructor(private readonly blank: Pen) {}

  /** Lines so far; a last line with no cells (after a trailing `\n`) is not counted. */
  get lineCount(): number {
    const last = this.rows[this.rows.length - 1];
    return last && last.cells === 0 ? this.rows.length - 1 : this.rows.length;
  }

  /** The lowest line index that differs from before `beginWrite`, or `lineCount` if none does. */
  get firstChangedLine(): number {
    return Math.min(this.firstChanged, this.countBefore, this.lineCount);
  }

  /** Starts a new change window for `firstChangedLine`. */
  beginWrite(): void {
    this.firstChanged = Number.POSITIVE_INFINITY;
    this.countBefore = this.lineCount;
    this.touched = [];
  }

  /** The lines written on or opened since `beginWrite`, in order (a line may repeat). */
  get touchedLines(): readonly number[] {
    return this.touched;
  }

  /** One line's spans; the same object until the line changes. Out of range gives an empty line. */
  line(index: number): AnsiLine {
    const row = index < this.lineCount ? this.rows[index] : undefined;
    if (!row) return EMPTY_LINE;
    if (!row.view) {
      const view: AnsiLine = { spans: row.runs.map(toSpan) };
      if (row.stylesMerged) view.stylesMerged = true;
      if (row.movesClipped) view.movesClipped = true;
      row.view = view;
    }
    return row.view;
  }

  /** Writes text at the cursor, overwriting cells under it, and moves the cursor past it. */
  print(text: string, cells: number, pen: Pen): void {
    const row = this.touch();
    if (this.col > row.cells) {
      const allowance = SKIPPED_CELLS_ALLOWANCE + SKIPPED_CELLS_PER_PRINTED_CELL * this.printedCells - this.skippedCells;
      const gap = Math.max(0, Math.min(this.col - row.cells, allowance));
      if (gap < this.col - row.cells) row.movesClipped = true;
      if (gap > 0) appendRun(row.runs, { text: ' '.repeat(gap), cells: gap, pen: this.blank });
      this.skippedCells += gap;
      row.cells += gap;
      this.col = row.cells;
    }
    this.printedCells += cells;
    const end = this.col + cells;
    if (this.col === row.cells) appendRun(row.runs, { text, cells, pen });
    else overwriteRuns(row.runs, this.col, end, { text, cells, pen });
    if (row.runs.length > MAX_SPANS_PER_LINE) mergeTail(row);
    row.cells = Math.max(row.cells, end);
    this.col = end;
  }

  /** `\n`: column 0 of the next line, creating it at the end. */
  newline(): void {
    this.row++;
    this.col = 0;
    if (this.row === this.rows.length) {
      this.rows.push(emptyRow());
      this.touched.push(this.row);
    }
  }

  /** `\r`: back to column 0; what follows overwrites. */
  carriageReturn(): void {
    this.col = 0;
  }

  /** Moves the cursor to a 0-based column of the current line (CUF, CUB, CHA, `\b`). */
  moveToColumn(column: number): void {
    const row = this.rows[this.row];
    const limit = Math.max((row?.cells ?? 0) + MAX_MOVE_PAST_END, this.col);
    this.col = Math.max(0, Math.min(column, limit));
  }

  /** The cursor's 0-based column. */
  get column(): number {
    return this.col;
  }

  /** Moves the cursor up (negative) or down within the lines already there, keeping its column. */
  moveRows(delta: number): void {
    this.row = Math.max(0, Math.min(this.row + delta, this.rows.length - 1));
  }

  /** Erase in line (EL): 0 from the cursor to the end, 1 from the start through the cursor, 2 all. */
  eraseInLine(mode: number): void {
    const row = this.rows[this.row];
    if (!row) return;
    if (mode === 0 && this.col < row.cells) {
      this.touch().runs = sliceRuns(row.runs, 0, this.col);
      row.cells = this.col;
    } else if (mode === 1 && row.cells > 0) {
      const erased = Math.min(this.col + 1, row.cells);
      const runs: Run[] = [{ text: ' '.repeat(erased), cells: erased, pen: this.blank }];
      for (const run of sliceRuns(row.runs, erased, row.cells)) appendRun(runs, run);
      this.touch().runs = runs;
    } else if (mode === 2 && row.cells > 0) {
      // Trailing blanks draw as nothing, so a cleared line is an empty one.
      this.touch().runs = [];
      row.cells = 0;
      row.stylesMerged = false;
      row.movesClipped = false;
    }
  }

  /** Erase below (ED 0): the rest of this line and every line after it. */
  eraseBelow(): void {
    this.eraseInLine(0);
    if (this.rows.length > this.row + 1) {
      this.rows.length = this.row + 1;
      this.firstChanged = Math.min(this.firstChanged, this.row + 1);
    }
  }

  private touch(): Row {
    this.firstChanged = Math.min(this.firstChanged, this.row);
    if (this.touched[this.touched.length - 1] !== this.row) this.touched.push(this.row);
    const row = this.rows[this.row] ?? emptyRow();
    row.view = undefined;
    return row;
  }
}

function emptyRow(): Row {
  return { runs: [], cells: 0, view: undefined, stylesMerged: false, movesClipped: false };
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
  if (head && from > firstStart) appendRun(pieces, { text: sliceCells(head, 0, from - firstStart), cells: from - firstStart, pen: head.pen });
  appendRun(pieces, run);
  const tail = runs[last];
  if (tail && to < lastStart + tail.cells) {
    appendRun(pieces, { text: sliceCells(tail, to - lastStart, tail.cells), cells: lastStart + tail.cells - to, pen: tail.pen });
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
    pieces[pieces.length - 1] = { text: lastPiece.text + after.text, cells: lastPiece.cells + after.cells, pen: after.pen };
    end += 1;
  }
  runs.splice(start, end - start, ...pieces);
}

function toSpan(run: Run): AnsiSpan {
  return run.pen.href === undefined ? { text: run.text, style: run.pen.style } : { text: run.text, style: run.pen.style, href: run.pen.href };
}

/** Adds a run, merging it into the last one when the pen is the same. */
function appendRun(runs: Run[], run: Run): void {
  const last = runs[runs.length - 1];
  if (last && last.pen.key === run.pen.key) {
    last.text += run.text;
    last.cells += run.cells;
  } else {
    runs.push({ text: run.text, cells: run.cells, pen: run.pen });
  }
}

/** Copies of the runs covering cells [from, to). */
function sliceRuns(runs: readonly Run[], from: number, to: number): Run[] {
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
