import type { AnsiLine, AnsiSpan } from './ansi-types';
import { takesCells, textWidth } from './char-width';
import { ChunkedInts } from './chunked-ints';
import { replayLine, replayLineText } from './line-replay';
import { appendRun, emptyRow, rowText, rowView, sliceRuns, writeRun, type Row, type Run } from './line-runs';
import type { Pen, PenTable } from './pen';

export { MAX_SPANS_PER_LINE } from './line-runs';

/** The output a screen was written, read back by position (every character written counts once). */
export interface WrittenText {
  /** Characters `[start, end)` of the output. */
  slice(start: number, end: number): string;
}

// Cursor moves are the one place input can ask for cells it never writes (`ESC[99999999C`), so
// they may reach at most this far past a line's end, a generous terminal width.
const MAX_MOVE_PAST_END = 1024;

/**
 * Blank cells that cursor moves past a line's end may create, over the whole screen: this many,
 * plus {@link SKIPPED_CELLS_PER_PRINTED_CHARACTER} per character actually printed. `ESC[1024Cx`
 * repeated turned 8 bytes into 1,025 cells (800 KB into 33 MB of markup); real output skips far
 * fewer cells than it prints.
 */
export const SKIPPED_CELLS_ALLOWANCE = 4096;
/** See {@link SKIPPED_CELLS_ALLOWANCE}. */
export const SKIPPED_CELLS_PER_PRINTED_CHARACTER = 4;

/**
 * A line still being written past this many characters is kept as runs from then on: reading it
 * again for every redraw of a growing line (a minified file streamed in) would cost its whole
 * length per update.
 */
const MAX_COMPACT_LINE = 16 * 1024;

/** Views of lines read from the output kept at once: the rows on screen and around them. */
const CACHED_VIEWS = 1024;

const EMPTY_LINE: AnsiLine = Object.freeze({ spans: [] as AnsiSpan[] });

/**
 * The lines of a terminal log and the cursor in them. `\n` starts column 0 of the next line
 * (logs are written through a tty with `onlcr`, so a bare `\n` means CR LF). A cell is a terminal
 * column: CJK and emoji take two, combining marks none (`charWidth`), so cursor moves and
 * overwrites over wide text land where a terminal puts them.
 *
 * A line written straight through (text, SGR, links, a `\r` nothing is printed after) is kept
 * only as where it starts in the output and the pen it starts with: 8 bytes, its spans read
 * again from the output when it is drawn. Only a line a terminal rewrites (a `\r` then text, `\b`,
 * a cursor move, an erase) is kept as runs (`Row`), built by reading it again up to that point.
 * A 100,000-line log so costs under a megabyte beside its text, and appending costs only what is
 * appended.
 */
export class LineBuffer {
  private readonly starts = new ChunkedInts();
  private readonly startPens: Pen[] = [];
  private readonly rows = new Map<number, Row>();
  private readonly views = new Map<number, AnsiLine>();
  /** Lines, counting an empty last one. */
  private count = 1;
  private row = 0;
  private col = 0;
  /** The cursor is on the last line and it is kept as a place in the output (see above). */
  private compact = true;
  /** About the compact line: something was printed; some of it takes cells; a `\r` came after it. */
  private hasText = false;
  private hasCells = false;
  private returned = false;
  /** Characters of the output written so far: where the last line's text ends. */
  private written = 0;
  private firstChanged = Number.POSITIVE_INFINITY;
  private countBefore = 0;
  private printedChars = 0;
  private skipped = 0;
  private movedUp = false;
  private touched: number[] = [];

  /** `pens.plain` draws cells that were skipped over or erased; `text` reads the output back. */
  constructor(
    private readonly pens: PenTable,
    private readonly text: WrittenText,
  ) {
    this.starts.push(0);
    this.startPens.push(pens.plain);
  }

  /** Lines so far; a last line with no cells (after a trailing `\n`) is not counted. */
  get lineCount(): number {
    const last = this.count - 1;
    const empty = this.compact ? !this.hasCells : this.rowAt(last).cells === 0;
    return empty ? last : this.count;
  }

  /** The lowest line index that differs from before `beginWrite`, or `lineCount` if none does. */
  get firstChangedLine(): number {
    return Math.min(this.firstChanged, this.countBefore, this.lineCount);
  }

  /** The lines written on or opened since `beginWrite`, in order (a line may repeat). */
  get touchedLines(): readonly number[] {
    return this.touched;
  }

  /** Blank cells cursor moves created past line ends. */
  get skippedCells(): number {
    return this.skipped;
  }

  /** Whether the cursor ever moved up: a line already written may have been written again. */
  get cursorMovedUp(): boolean {
    return this.movedUp;
  }

  /** Starts a new change window for `firstChangedLine`. */
  beginWrite(): void {
    this.firstChanged = Number.POSITIVE_INFINITY;
    this.countBefore = this.lineCount;
    this.touched = [];
  }

  /** Ends a write: the output now has `written` characters. */
  endWrite(written: number): void {
    this.written = written;
  }

  /** One line's spans; the same object until the line changes. Out of range gives an empty line. */
  line(index: number): AnsiLine {
    if (!(index >= 0 && index < this.lineCount)) return EMPTY_LINE;
    const row = this.rows.get(index);
    if (row) return rowView(row);
    let view = this.views.get(index);
    if (!view) {
      view = rowView(replayLine(this.compactText(index), this.startPens[index]!, this.pens).row);
      if (this.views.size >= CACHED_VIEWS) this.views.delete(this.views.keys().next().value!);
      this.views.set(index, view);
    }
    return view;
  }

  /** The characters a line shows. */
  lineText(index: number): string {
    if (!(index >= 0 && index < this.lineCount)) return '';
    const row = this.rows.get(index);
    return row ? rowText(row) : replayLineText(this.compactText(index));
  }

  /** Writes text at the cursor, overwriting cells under it, and moves the cursor past it. */
  print(text: string, start: number, end: number, at: number, pen: Pen): void {
    if (this.compact) {
      if (!(this.returned && this.hasText) && at - this.starts.get(this.row) < MAX_COMPACT_LINE) {
        this.returned = false;
        this.hasText = true;
        if (!this.hasCells) this.hasCells = takesCells(text, start, end);
        this.printedChars += end - start;
        this.changed(this.row);
        this.views.delete(this.row);
        return;
      }
      this.leaveCompact(at);
    }
    const piece = text.slice(start, end);
    const row = this.touch();
    if (this.col > row.cells) {
      const allowance =
        SKIPPED_CELLS_ALLOWANCE + SKIPPED_CELLS_PER_PRINTED_CHARACTER * this.printedChars - this.skipped;
      const gap = Math.max(0, Math.min(this.col - row.cells, allowance));
      if (gap < this.col - row.cells) row.movesClipped = true;
      if (gap > 0) appendRun(row.runs, { text: ' '.repeat(gap), cells: gap, pen: this.pens.plain });
      this.skipped += gap;
      row.cells += gap;
      this.col = row.cells;
    }
    this.printedChars += end - start;
    this.col = writeRun(row, this.col, { text: piece, cells: textWidth(piece), pen });
  }

  /**
   * `\n` at `at`: column 0 of the next line, creating it at the end with `pen`; `inGround` when no sequence is open.
   */
  newline(at: number, inGround: boolean, pen: Pen): void {
    this.row++;
    this.col = 0;
    if (this.row < this.count) {
      this.compact = false;
      return;
    }
    this.count++;
    this.starts.push(at + 1);
    this.startPens.push(pen);
    // A line that starts inside a sequence cannot be read again on its own: it is kept as runs.
    this.compact = inGround;
    this.hasText = false;
    this.hasCells = false;
    this.returned = false;
    if (!inGround) this.rows.set(this.row, emptyRow());
    this.touched.push(this.row);
  }

  /** `\r`: back to column 0; what follows overwrites. */
  carriageReturn(): void {
    if (this.compact) this.returned = true;
    else this.col = 0;
  }

  /**
   * Moves the cursor (at `at`) to a 0-based column of the current line, `relative` to where it is or not (CUF, CUB,
   * CHA, `\b`).
   */
  moveToColumn(column: number, relative: boolean, at: number): void {
    this.leaveCompact(at);
    const target = relative ? this.col + column : column;
    const limit = Math.max(this.rowAt(this.row).cells + MAX_MOVE_PAST_END, this.col);
    this.col = Math.max(0, Math.min(target, limit));
  }

  /** Moves the cursor (at `at`) up (negative) or down within the lines already there, keeping its column. */
  moveRows(delta: number, at: number): void {
    this.leaveCompact(at);
    if (delta < 0) this.movedUp = true;
    this.row = Math.max(0, Math.min(this.row + delta, this.count - 1));
  }

  /** Erase in line (EL) at `at`: 0 from the cursor to the end, 1 from the start through the cursor, 2 all. */
  eraseInLine(mode: number, at: number): void {
    this.leaveCompact(at);
    const row = this.rowAt(this.row);
    if (mode === 0 && this.col < row.cells) {
      this.touch().runs = sliceRuns(row.runs, 0, this.col);
      row.cells = this.col;
    } else if (mode === 1 && row.cells > 0) {
      const erased = Math.min(this.col + 1, row.cells);
      const runs: Run[] = [{ text: ' '.repeat(erased), cells: erased, pen: this.pens.plain }];
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

  /** Erase below (ED 0) at `at`: the rest of this line and every line after it. */
  eraseBelow(at: number): void {
    this.eraseInLine(0, at);
    if (this.count <= this.row + 1) return;
    this.count = this.row + 1;
    this.starts.truncate(this.count);
    this.startPens.length = this.count;
    for (const index of this.rows.keys()) if (index >= this.count) this.rows.delete(index);
    for (const index of this.views.keys()) if (index >= this.count) this.views.delete(index);
    this.firstChanged = Math.min(this.firstChanged, this.count);
  }

  /** The output text of a line kept as a place in it: from its start to the next line's (or to what is written). */
  private compactText(index: number): string {
    const end = index === this.count - 1 ? this.written : this.starts.get(index + 1) - 1;
    return this.text.slice(this.starts.get(index), end);
  }

  /** Turns the cursor's compact line into runs, read again up to `at`, where the cursor stands. */
  private leaveCompact(at: number): void {
    if (!this.compact) return;
    const replayed = replayLine(this.text.slice(this.starts.get(this.row), at), this.startPens[this.row]!, this.pens);
    this.rows.set(this.row, replayed.row);
    this.views.delete(this.row);
    this.col = replayed.col;
    this.compact = false;
  }

  /** Line `index` as runs, read again from the output the first time it is needed. */
  private rowAt(index: number): Row {
    let row = this.rows.get(index);
    if (!row) {
      row = replayLine(this.compactText(index), this.startPens[index]!, this.pens).row;
      this.rows.set(index, row);
      this.views.delete(index);
    }
    return row;
  }

  private changed(index: number): void {
    this.firstChanged = Math.min(this.firstChanged, index);
    if (this.touched[this.touched.length - 1] !== index) this.touched.push(index);
  }

  private touch(): Row {
    this.changed(this.row);
    const row = this.rowAt(this.row);
    row.view = undefined;
    return row;
  }
}
