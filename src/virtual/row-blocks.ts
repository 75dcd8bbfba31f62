/**
 * TanStack Virtual keeps one measurement per item and rebuilds all of them whenever the count
 * changes (a streamed line) or a list mounts: at 100,000 log lines that is most of a mount. The
 * row list therefore hands TanStack blocks of {@link ROWS_PER_BLOCK} rows: it finds the visible
 * block, keeps every block's offset and applies scroll anchoring, and this file only walks the
 * few rows inside the blocks it returned, with the same rule TanStack applies to items (the row
 * holding the scroll offset, rows until the viewport's bottom, `overscan` rows each side), so the
 * drawn rows are the ones a per-row virtualizer would draw. Plain TypeScript, no React.
 */

/** Rows per TanStack item: 16 keeps the walk inside a block short and the item count 16× smaller. */
export const ROWS_PER_BLOCK = 16;

/** A drawn row: its index (also its key) and where it sits in the list. */
export interface BlockRow {
  index: number;
  start: number;
  end: number;
  size: number;
}

/** What the walk reads: the rows, their heights and the blocks' offsets as TanStack has them. */
export interface RowBlockSource {
  /** Rows in the list. */
  count: number;
  /** A row's height in px (measured, or the estimate). */
  sizeOf: (row: number) => number;
  /** A block's top in px from the list's top. */
  blockStart: (block: number) => number;
}

/** The block a row is in. */
export function blockOf(row: number): number {
  return Math.floor(row / ROWS_PER_BLOCK);
}

/** Rows in block `block` of a list of `count` rows (the last block may hold fewer). */
export function rowsInBlock(block: number, count: number): number {
  return Math.max(0, Math.min(ROWS_PER_BLOCK, count - block * ROWS_PER_BLOCK));
}

/** A row's top: its block's top and the rows before it in the block. */
export function rowStart(source: RowBlockSource, row: number): number {
  let start = source.blockStart(blockOf(row));
  for (let before = blockOf(row) * ROWS_PER_BLOCK; before < row; before++) start += source.sizeOf(before);
  return start;
}

/** The rows to draw and the first one on screen. */
export interface DrawnRows {
  rows: BlockRow[];
  /** The row at the viewport's top edge. */
  firstVisible: number;
}

/**
 * The rows to draw for a viewport at `offset`, `height` px tall, given `visibleBlock`, the block
 * TanStack found at that offset: the last row whose top is at or above the offset (the first row
 * when none is), the rows after it until one reaches the viewport's bottom, and `overscan` rows
 * each side. The walk touches the drawn rows only.
 */
export function drawnRows(
  source: RowBlockSource,
  visibleBlock: number,
  offset: number,
  height: number,
  overscan: number,
): DrawnRows {
  const { count } = source;
  if (count === 0) return { rows: [], firstVisible: 0 };
  let first = Math.min(visibleBlock * ROWS_PER_BLOCK, count - 1);
  let firstTop = rowStart(source, first);
  const blockEnd = Math.min(count, (visibleBlock + 1) * ROWS_PER_BLOCK);
  while (first + 1 < blockEnd && firstTop + source.sizeOf(first) <= offset) {
    firstTop += source.sizeOf(first);
    first += 1;
  }
  let last = first;
  let lastEnd = firstTop + source.sizeOf(first);
  while (last < count - 1 && lastEnd < offset + height) {
    last += 1;
    lastEnd += source.sizeOf(last);
  }
  const from = Math.max(0, first - overscan);
  const to = Math.min(count - 1, last + overscan);
  const rows: BlockRow[] = [];
  let start = rowStart(source, from);
  for (let row = from; row <= to; row++) {
    const size = source.sizeOf(row);
    rows.push({ index: row, start, end: start + size, size });
    start += size;
  }
  return { rows, firstVisible: first };
}
