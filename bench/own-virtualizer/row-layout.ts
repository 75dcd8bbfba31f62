// The kit's own range math before issue 23, kept for the bench's engine comparison only (see
// use-own-row-virtualizer.ts).
/**
 * Where the rows of a virtualized list are, as plain range math: no React, no DOM. Every row is
 * `rowHeight` tall until measured otherwise (a wrapped line, a taller file header); only the
 * rows measured to differ are remembered, so a 150,000-row list with nothing wrapped costs no
 * memory per row and every question is one multiplication.
 */

/** The rows to draw for a viewport, `end` exclusive. */
export interface RowWindow {
  /** The first row drawn (overscan included). */
  start: number;
  /** One past the last row drawn. */
  end: number;
  /** The row at the viewport's top edge. */
  firstVisible: number;
}

/** Row positions of one list (see {@link createRowLayout}). */
export interface RowLayout {
  /** Rows in the list. */
  readonly count: number;
  /** A row's height in px: measured, else the estimate. */
  sizeOf(index: number): number;
  /** Where row `index` starts, in px from the list's top (`index` may be `count`: the total). */
  startOf(index: number): number;
  /** The list's whole height in px. */
  totalSize(): number;
  /** The row that holds `offset` px, clamped to the rows (0 for an empty list). */
  indexAt(offset: number): number;
  /** Records a row's measured height; `true` when that moved anything. */
  setSize(index: number, size: number): boolean;
  /** The rows a viewport `height` px tall scrolled to `offset` shows, with `overscan` rows each side. */
  window(offset: number, height: number, overscan: number): RowWindow;
}

/** How many of the sorted `keys` are below `index`. */
function countBelow(keys: Int32Array, index: number): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? 0) < index) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The layout of `count` rows estimated `rowHeight` px each. Measured exceptions are kept as a
 * sparse map and, when asked about, as a sorted index with running offsets (rebuilt only after
 * a change), so `startOf` is a binary search over the measured rows, never a walk of all rows.
 */
export function createRowLayout(count: number, rowHeight: number): RowLayout {
  const measured = new Map<number, number>();
  // Sorted measured indices, and the px their rows add over the estimate before each of them.
  let keys = new Int32Array(0);
  let extraBefore = new Float64Array(1);
  let stale = false;

  const index = () => {
    if (!stale) return;
    keys = Int32Array.from(measured.keys()).sort();
    extraBefore = new Float64Array(keys.length + 1);
    for (let at = 0; at < keys.length; at++)
      extraBefore[at + 1] = (extraBefore[at] ?? 0) + (measured.get(keys[at] ?? 0) ?? rowHeight) - rowHeight;
    stale = false;
  };

  const startOf = (row: number): number => {
    const clamped = Math.max(0, Math.min(count, row));
    if (measured.size === 0) return clamped * rowHeight;
    index();
    return clamped * rowHeight + (extraBefore[countBelow(keys, clamped)] ?? 0);
  };

  const indexAt = (offset: number): number => {
    if (count === 0) return 0;
    if (measured.size === 0) return Math.max(0, Math.min(count - 1, Math.floor(offset / rowHeight)));
    // The last row that starts at or before `offset`.
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (startOf(middle) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  };

  return {
    count,
    sizeOf: (row) => measured.get(row) ?? rowHeight,
    startOf,
    totalSize: () => startOf(count),
    indexAt,
    setSize(row, size) {
      if (row < 0 || row >= count || !(size > 0)) return false;
      const before = measured.get(row) ?? rowHeight;
      if (before === size) return false;
      if (size === rowHeight) measured.delete(row);
      else measured.set(row, size);
      stale = true;
      return true;
    },
    window(offset, height, overscan) {
      if (count === 0) return { start: 0, end: 0, firstVisible: 0 };
      const firstVisible = indexAt(offset);
      const lastVisible = indexAt(offset + Math.max(0, height - 1));
      return {
        start: Math.max(0, firstVisible - overscan),
        end: Math.min(count, lastVisible + 1 + overscan),
        firstVisible,
      };
    },
  };
}
