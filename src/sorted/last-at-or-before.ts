/**
 * The index of the last of the first `count` entries of `starts` (ascending) that is at or before
 * `position`: the piece holding a position, where `starts` are where pieces begin (a patch's files
 * in its rows, a search's files in its rows, a terminal's written chunks in its text). 0 when
 * `position` is before every start or `count` is 0, so a caller whose first piece starts at 0 gets
 * a piece for any position. A binary search: log₂ of the pieces, whatever `position` is.
 */
export function lastAtOrBefore(starts: ArrayLike<number>, count: number, position: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}
