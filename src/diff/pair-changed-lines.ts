import type { DiffHunk } from './diff-model';

/**
 * Each line's partner in a hunk, by index into `hunk.lines` (`-1` for none). In every run of
 * changed lines between two context lines, the i-th deletion pairs with the i-th addition, as
 * GitHub's split view lines them up; a pair is what word highlighting compares. A context line is
 * its own partner (it sits on both sides of a split row). A typed array: one allocation per hunk,
 * however long.
 */
export function pairChangedLines(hunk: DiffHunk): Int32Array {
  const lines = hunk.lines;
  const partner = new Int32Array(lines.length).fill(-1);
  let index = 0;
  while (index < lines.length) {
    if (lines[index]?.kind === 'context') {
      partner[index] = index;
      index += 1;
      continue;
    }
    const runStart = index;
    while (index < lines.length && lines[index]?.kind !== 'context') index += 1;
    // Two cursors through the run, each stepping to its next deletion or addition.
    let deleted = runStart;
    let added = runStart;
    for (;;) {
      while (deleted < index && lines[deleted]?.kind !== 'delete') deleted += 1;
      while (added < index && lines[added]?.kind !== 'add') added += 1;
      if (deleted >= index || added >= index) break;
      partner[deleted] = added;
      partner[added] = deleted;
      deleted += 1;
      added += 1;
    }
  }
  return partner;
}
