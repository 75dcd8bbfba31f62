/** An element kept on both sides. */
export const EQUAL = 0;
/** An element only the old side has. */
export const DELETE = 1;
/** An element only the new side has. */
export const INSERT = 2;

/** One step of an edit script: {@link EQUAL}, {@link DELETE} or {@link INSERT}. */
export type EditOp = typeof EQUAL | typeof DELETE | typeof INSERT;

/**
 * Counts the differ's search steps (diagonals tried plus elements compared along them), so tests
 * can see what an alignment cost without a clock. The linear passes (trimming, counting) are not
 * counted: every diff pays them once per line.
 */
export interface DiffWork {
  steps: number;
}

/**
 * The script with each run of changes written deletions first, then insertions (jsdiff's and
 * git's convention: a reader sees what went, then what came). Still the same edit: within a run
 * nothing is kept, so the order of its deletions against its insertions is free.
 */
export function deletionsFirst(ops: EditOp[]): EditOp[] {
  const out: EditOp[] = [];
  let deletes = 0;
  let inserts = 0;
  const flush = () => {
    for (; deletes > 0; deletes--) out.push(DELETE);
    for (; inserts > 0; inserts--) out.push(INSERT);
  };
  for (const op of ops) {
    if (op === DELETE) deletes += 1;
    else if (op === INSERT) inserts += 1;
    else {
      flush();
      out.push(EQUAL);
    }
  }
  flush();
  return out;
}
