/**
 * Anchors for a patience-style alignment of `a[aFrom, aTo)` and `b[bFrom, bTo)`: the elements that
 * occur exactly once on each side, matched to each other, kept in the longest run that is in the
 * same order on both sides (a longest increasing subsequence, by patience sorting in O(u log u)).
 * Returned as pairs of positions, in order. Unique lines are what a reader recognises (a function's
 * signature, not a lone brace), so the gaps between them are small and hold what changed.
 */
export function uniqueAnchors(
  a: ArrayLike<number>,
  aFrom: number,
  aTo: number,
  b: ArrayLike<number>,
  bFrom: number,
  bTo: number,
): [number, number][] {
  // Per element: where it sits in `a` (or -2 once seen twice), and in `b`.
  const inA = new Map<number, number>();
  for (let index = aFrom; index < aTo; index++) {
    const key = a[index]!;
    inA.set(key, inA.has(key) ? -2 : index);
  }
  const inB = new Map<number, number>();
  for (let index = bFrom; index < bTo; index++) {
    const key = b[index]!;
    if (inA.has(key) && inA.get(key)! >= 0) inB.set(key, inB.has(key) ? -2 : index);
  }
  // The unique matches in the order of `a`; then the longest run increasing in `b`.
  const pairs: [number, number][] = [];
  for (let index = aFrom; index < aTo; index++) {
    const position = inB.get(a[index]!);
    if (position !== undefined && position >= 0 && inA.get(a[index]!) === index) pairs.push([index, position]);
  }
  if (pairs.length === 0) return pairs;
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length).fill(-1);
  for (let index = 0; index < pairs.length; index++) {
    const position = pairs[index]![1];
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (pairs[tails[middle]!]![1] < position) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1]!;
    tails[low] = index;
  }
  const run: [number, number][] = [];
  for (let index = tails[tails.length - 1]!; index !== -1; index = previous[index]!) run.push(pairs[index]!);
  return run.reverse();
}
