import { DELETE, EQUAL, INSERT, deletionsFirst } from './edit-script';
import type { DiffWork, EditOp } from './edit-script';
import { SharedCounts, sharedInOrder } from './shared-in-order';
import { shortestEdit } from './shortest-edit';
import { uniqueAnchors } from './unique-anchors';

/** Bounds for {@link alignSequences}. */
export interface AlignOptions {
  /** Most edits the search may look for, beyond those the elements' counts force (see {@link Alignment.searched}). */
  maxEdits: number;
  /** Where search steps are counted, for tests. */
  work?: DiffWork;
}

/** An edit script from one sequence to another, and what finding it cost. */
export interface Alignment {
  /** The script, each run of changes written deletions first. */
  ops: EditOp[];
  /** Some region was over the caps and is shown replaced whole (still a true edit, not a minimal one). */
  approximate: boolean;
  /** Edits found by search, plus the cap of each search given up: what the alignment is charged. */
  searched: number;
}

/** Patience recursion depth: deeper gaps go to the search, so no input makes the linear passes quadratic. */
const MAX_DEPTH = 8;

/**
 * Gaps this small (both sides' elements together) are searched directly, so short changes get a
 * minimal diff; anchoring, which is not always minimal, is kept for regions where a search could
 * cost the square of their size.
 */
const SMALL_GAP = 64;

/** Search steps allowed per edit of the cap, squared: ~1 ms per 100,000 steps. */
const stepsFor = (maxEdits: number) => 4 * Math.max(1, maxEdits) * Math.max(1, maxEdits);

/**
 * An edit script from `a` to `b` (small non-negative integers: interned lines or tokens), found in
 * what the change costs, not what the texts cost. Common first and last elements are cut; what
 * is left is aligned in one linear pass when the elements both sides share come in the same order
 * (then that script is minimal); else, in a region past {@link SMALL_GAP} elements, anchored on
 * elements unique to both sides (patience diff), recursing between anchors, and only the gaps
 * that still disagree are searched, with the
 * O(NP) algorithm and the `maxEdits` cap over all of them. A streaming edit (the rest of the old
 * file not yet written) is aligned without any search. The result depends on `a` and `b` alone.
 */
export function alignSequences(a: ArrayLike<number>, b: ArrayLike<number>, options: AlignOptions): Alignment {
  const ops: EditOp[] = [];
  let left = Math.max(0, options.maxEdits);
  let steps = stepsFor(options.maxEdits);
  let approximate = false;
  let searched = 0;
  const scratch = new SharedCounts(a, b);

  const replace = (aFrom: number, aTo: number, bFrom: number, bTo: number) => {
    for (let index = aFrom; index < aTo; index++) ops.push(DELETE);
    for (let index = bFrom; index < bTo; index++) ops.push(INSERT);
  };

  const align = (aFrom: number, aTo: number, bFrom: number, bTo: number, depth: number): void => {
    let prefix = 0;
    while (aFrom + prefix < aTo && bFrom + prefix < bTo && a[aFrom + prefix] === b[bFrom + prefix]) prefix += 1;
    let suffix = 0;
    while (
      aTo - suffix > aFrom + prefix &&
      bTo - suffix > bFrom + prefix &&
      a[aTo - 1 - suffix] === b[bTo - 1 - suffix]
    )
      suffix += 1;
    for (let index = 0; index < prefix; index++) ops.push(EQUAL);
    middle(aFrom + prefix, aTo - suffix, bFrom + prefix, bTo - suffix, depth);
    for (let index = 0; index < suffix; index++) ops.push(EQUAL);
  };

  const middle = (aFrom: number, aTo: number, bFrom: number, bTo: number, depth: number): void => {
    if (aFrom === aTo || bFrom === bTo) return replace(aFrom, aTo, bFrom, bTo);
    const shared = sharedInOrder(a, aFrom, aTo, b, bFrom, bTo, scratch);
    if (shared === 'none') return replace(aFrom, aTo, bFrom, bTo);
    if (shared !== 'out-of-order') {
      // A loop, not a spread: a 150,000-line middle is past the engine's argument limit.
      for (const op of shared) ops.push(op);
      return;
    }
    if (depth < MAX_DEPTH && aTo - aFrom + (bTo - bFrom) > SMALL_GAP) {
      const anchors = uniqueAnchors(a, aFrom, aTo, b, bFrom, bTo);
      if (anchors.length > 0) {
        let aAt = aFrom;
        let bAt = bFrom;
        for (const [aIndex, bIndex] of anchors) {
          align(aAt, aIndex, bAt, bIndex, depth + 1);
          ops.push(EQUAL);
          aAt = aIndex + 1;
          bAt = bIndex + 1;
        }
        return align(aAt, aTo, bAt, bTo, depth + 1);
      }
    }
    const before = ops.length;
    const work = { steps: 0 };
    const found = shortestEdit(a, aFrom, aTo, b, bFrom, bTo, { maxExtraEdits: left, maxSteps: steps, work }, ops);
    steps = Math.max(0, steps - work.steps);
    if (options.work) options.work.steps += work.steps;
    if (!found) {
      approximate = true;
      searched += left;
      left = 0;
      return replace(aFrom, aTo, bFrom, bTo);
    }
    // Charge the edits beyond those the lengths force, which is what the search had to find.
    let edits = 0;
    for (let index = before; index < ops.length; index++) if (ops[index] !== EQUAL) edits += 1;
    const extra = edits - Math.abs(aTo - aFrom - (bTo - bFrom));
    searched += extra;
    left = Math.max(0, left - extra);
  };

  align(0, a.length, 0, b.length, 0);
  return { ops: deletionsFirst(ops), approximate, searched };
}
