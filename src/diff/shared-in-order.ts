import { DELETE, EQUAL, INSERT } from './edit-script';
import type { EditOp } from './edit-script';

/**
 * Per-element counters for {@link sharedInOrder}, indexed by the element (interned lines are
 * small dense numbers): allocated once per alignment and cleared after each use, so a region
 * costs its own length, never the whole alphabet's, and no map is built per update.
 */
export class SharedCounts {
  readonly inA: Int32Array;
  readonly kept: Int32Array;
  readonly usedA: Int32Array;
  readonly usedB: Int32Array;

  constructor(a: ArrayLike<number>, b: ArrayLike<number>) {
    let size = 0;
    for (let index = 0; index < a.length; index++) size = Math.max(size, a[index]! + 1);
    for (let index = 0; index < b.length; index++) size = Math.max(size, b[index]! + 1);
    this.inA = new Int32Array(size);
    this.kept = new Int32Array(size);
    this.usedA = new Int32Array(size);
    this.usedB = new Int32Array(size);
  }

  /** Zeroes the counters the region touched. */
  clear(a: ArrayLike<number>, aFrom: number, aTo: number, b: ArrayLike<number>, bFrom: number, bTo: number): void {
    for (let index = aFrom; index < aTo; index++)
      this.inA[a[index]!] = this.kept[a[index]!] = this.usedA[a[index]!] = 0;
    for (let index = bFrom; index < bTo; index++) this.kept[b[index]!] = this.usedB[b[index]!] = 0;
  }
}

/**
 * The minimal script for `a[aFrom, aTo)` to `b[bFrom, bTo)` when the elements the two share (per
 * element, its first copies up to the smaller count) come in the same order on both sides: then
 * they are a longest common subsequence, and everything else is deleted or inserted. `'none'` when
 * nothing is shared, `'out-of-order'` when something moved (only a search can say then). The same
 * proof as the collapsed card's counts (`change-counts.ts`), so the two always agree.
 */
export function sharedInOrder(
  a: ArrayLike<number>,
  aFrom: number,
  aTo: number,
  b: ArrayLike<number>,
  bFrom: number,
  bTo: number,
  counts: SharedCounts,
): EditOp[] | 'none' | 'out-of-order' {
  const { inA, kept, usedA, usedB } = counts;
  try {
    for (let index = aFrom; index < aTo; index++) inA[a[index]!]! += 1;
    let shared = 0;
    for (let index = bFrom; index < bTo; index++) {
      const key = b[index]!;
      if (kept[key]! < inA[key]!) {
        kept[key]! += 1;
        shared += 1;
      }
    }
    if (shared === 0) return 'none';
    const ops: EditOp[] = [];
    let aAt = aFrom;
    let bAt = bFrom;
    while (aAt < aTo || bAt < bTo) {
      // Skip what is not kept; a kept element is counted as used when reached.
      while (aAt < aTo && usedA[a[aAt]!]! >= kept[a[aAt]!]!) {
        ops.push(DELETE);
        aAt += 1;
      }
      while (bAt < bTo && usedB[b[bAt]!]! >= kept[b[bAt]!]!) {
        ops.push(INSERT);
        bAt += 1;
      }
      if (aAt === aTo || bAt === bTo) {
        if (aAt !== aTo || bAt !== bTo) return 'out-of-order';
        break;
      }
      if (a[aAt] !== b[bAt]) return 'out-of-order';
      usedA[a[aAt]!]! += 1;
      usedB[b[bAt]!]! += 1;
      ops.push(EQUAL);
      aAt += 1;
      bAt += 1;
    }
    return ops;
  } finally {
    counts.clear(a, aFrom, aTo, b, bFrom, bTo);
  }
}
