import {
  blockOf,
  drawnRows,
  ROWS_PER_BLOCK,
  rowsInBlock,
  rowStart,
  type RowBlockSource,
} from '../../src/virtual/row-blocks';

// The row list gives TanStack Virtual blocks of rows; the rows it draws must be the ones TanStack
// would pick if each row were its own item: the row holding the scroll offset, rows until one
// reaches the viewport's bottom, `overscan` more each side. Compared here with that rule applied
// row by row, over lists with measured rows of other heights.

/** A list of `count` rows, 20 px unless `sizes` says otherwise, with its blocks' tops summed from the rows. */
function listOf(count: number, sizes: Map<number, number> = new Map()): RowBlockSource & { starts: number[] } {
  const sizeOf = (row: number) => sizes.get(row) ?? 20;
  const starts: number[] = [];
  let top = 0;
  for (let row = 0; row < count; row++) {
    starts.push(top);
    top += sizeOf(row);
  }
  return { count, sizeOf, starts, blockStart: (block) => starts[block * ROWS_PER_BLOCK] ?? top };
}

/** TanStack's rule, one item per row: what the kit drew before it used blocks. */
function perRowRule(list: ReturnType<typeof listOf>, offset: number, height: number, overscan: number) {
  const { count, starts, sizeOf } = list;
  let first = 0;
  for (let row = 0; row < count; row++) if (starts[row]! <= offset) first = row;
  let last = first;
  while (last < count - 1 && starts[last]! + sizeOf(last) < offset + height) last += 1;
  const from = Math.max(0, first - overscan);
  const to = Math.min(count - 1, last + overscan);
  return {
    first,
    rows: Array.from({ length: to - from + 1 }, (_, index) => from + index).map((row) => ({
      index: row,
      start: starts[row]!,
      size: sizeOf(row),
    })),
  };
}

/** The block TanStack finds at `offset`: the last one whose top is at or above it. */
function visibleBlock(list: ReturnType<typeof listOf>, offset: number) {
  let found = 0;
  for (let block = 0; block * ROWS_PER_BLOCK < list.count; block++) if (list.blockStart(block) <= offset) found = block;
  return found;
}

/** A small deterministic generator, so a failure names inputs that can be replayed. */
function numbers(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
}

describe('the rows drawn from blocks of rows', () => {
  it('are the rows a per-row virtualizer draws, at every offset, with rows measured taller or shorter', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = numbers(seed);
      const count = 1 + next(400);
      const sizes = new Map<number, number>();
      for (let measured = next(30); measured > 0; measured--) sizes.set(next(count), 1 + next(120));
      const list = listOf(count, sizes);
      const total = list.starts[count - 1]! + list.sizeOf(count - 1);
      for (let probe = 0; probe < 25; probe++) {
        const offset = next(total + 50);
        const height = 1 + next(900);
        const overscan = next(12);
        const expected = perRowRule(list, offset, height, overscan);
        const drawn = drawnRows(list, visibleBlock(list, offset), offset, height, overscan);
        expect({
          seed,
          offset,
          height,
          first: drawn.firstVisible,
          rows: drawn.rows.map(({ index, start, size }) => ({ index, start, size })),
        }).toEqual({
          seed,
          offset,
          height,
          first: expected.first,
          rows: expected.rows,
        });
      }
    }
  });

  it('place a row by its block and the rows before it in the block, and split the last block short', () => {
    const list = listOf(40, new Map([[17, 60]]));
    expect(blockOf(17)).toBe(1);
    expect(rowStart(list, 18)).toBe(18 * 20 + 40);
    expect(rowsInBlock(2, 40)).toBe(40 - 2 * ROWS_PER_BLOCK);
    expect(rowsInBlock(3, 40)).toBe(0);
  });

  it('draw nothing for an empty list, and the one row of a one-row list', () => {
    expect(drawnRows(listOf(0), 0, 0, 800, 10)).toEqual({ rows: [], firstVisible: 0 });
    expect(drawnRows(listOf(1), 0, 500, 800, 10).rows.map((row) => row.index)).toEqual([0]);
  });
});
