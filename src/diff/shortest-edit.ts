import { DELETE, EQUAL, INSERT } from './edit-script';
import type { DiffWork, EditOp } from './edit-script';

/** Bounds for {@link shortestEdit}: past either, it gives up. */
export interface SearchLimits {
  /** Most edits to find beyond the difference in lengths (which any script must make anyway). */
  maxExtraEdits: number;
  /** Most steps (diagonals tried plus elements compared) the search may take. */
  maxSteps: number;
  /** Where the steps taken are added, when a caller counts them. */
  work?: DiffWork;
}

/**
 * A shortest edit script from `a[aFrom, aTo)` to `b[bFrom, bTo)` (elements compared as numbers),
 * appended to `out`; `false`, with `out` untouched, when it would pass `limits`.
 *
 * The O(NP) algorithm of Wu, Manber, Myers and Miller ("An O(NP) sequence comparison
 * algorithm", 1990): P is the number of deletions from the longer side a shortest script needs,
 * so the cost follows the edits beyond the length difference. Myers' O(ND) pays for the whole
 * difference D instead, which is what made a half-written file (its untyped rest all deleted)
 * cost the square of the rest.
 */
export function shortestEdit(
  a: ArrayLike<number>,
  aFrom: number,
  aTo: number,
  b: ArrayLike<number>,
  bFrom: number,
  bTo: number,
  limits: SearchLimits,
  out: EditOp[],
): boolean {
  // The algorithm walks the longer side as `y`: swap when the old side is longer.
  const swapped = aTo - aFrom > bTo - bFrom;
  const xs = swapped ? b : a;
  const xFrom = swapped ? bFrom : aFrom;
  const ys = swapped ? a : b;
  const yFrom = swapped ? aFrom : bFrom;
  const m = swapped ? bTo - bFrom : aTo - aFrom;
  const n = swapped ? aTo - aFrom : bTo - bFrom;
  const delta = n - m;
  const offset = m + 1;
  const furthest = new Int32Array(m + n + 3).fill(-1);
  const nodeAt = new Int32Array(m + n + 3).fill(-1);
  // Path nodes: the diagonal a snake ran on, where it ended, and the node it came from.
  const nodeK: number[] = [];
  const nodeY: number[] = [];
  const nodePrev: number[] = [];
  let steps = 0;

  const snake = (k: number) => {
    const fromLeft = furthest[k - 1 + offset]! + 1;
    const fromAbove = furthest[k + 1 + offset]!;
    let y: number;
    let previous: number;
    if (fromLeft > fromAbove) {
      y = fromLeft;
      previous = nodeAt[k - 1 + offset]!;
    } else {
      y = fromAbove;
      previous = nodeAt[k + 1 + offset]!;
    }
    let x = y - k;
    steps += 1;
    while (x < m && y < n && xs[xFrom + x] === ys[yFrom + y]) {
      x += 1;
      y += 1;
      steps += 1;
    }
    furthest[k + offset] = y;
    nodeAt[k + offset] = nodeK.length;
    nodeK.push(k);
    nodeY.push(y);
    nodePrev.push(previous);
  };

  let found = false;
  for (let p = 0; 2 * p <= limits.maxExtraEdits && steps <= limits.maxSteps; p++) {
    for (let k = -p; k < delta; k++) snake(k);
    for (let k = delta + p; k > delta; k--) snake(k);
    snake(delta);
    if (furthest[delta + offset] === n) {
      found = true;
      break;
    }
  }
  if (limits.work) limits.work.steps += steps;
  if (!found) return false;

  // Walk the path back: each node is one step off the previous diagonal, then a snake.
  const onlyY: EditOp = swapped ? DELETE : INSERT;
  const onlyX: EditOp = swapped ? INSERT : DELETE;
  const reversed: EditOp[] = [];
  for (let node = nodeAt[delta + offset]!; node !== -1; node = nodePrev[node]!) {
    const previous = nodePrev[node]!;
    const k = nodeK[node]!;
    let start: number;
    let step: EditOp | undefined;
    if (previous === -1) {
      // The first snake, from the origin (the search starts one step before it).
      start = 0;
    } else if (nodeK[previous] === k - 1) {
      start = nodeY[previous]! + 1;
      step = onlyY;
    } else {
      start = nodeY[previous]!;
      step = onlyX;
    }
    for (let y = nodeY[node]!; y > start; y--) reversed.push(EQUAL);
    if (step !== undefined) reversed.push(step);
  }
  for (let index = reversed.length - 1; index >= 0; index--) out.push(reversed[index]!);
  return true;
}
