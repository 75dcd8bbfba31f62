import type { DiffFileModel, DiffHunk } from './diff-model';

/** Unchanged lines hidden between two hunks, before the first, or after the last. */
export interface DiffGap {
  /** Where: before hunk `index`; `index === hunks.length` is the gap after the last hunk. */
  index: number;
  /** The first hidden line's number in the old file. */
  oldStart: number;
  /** The first hidden line's number in the new file. */
  newStart: number;
  /** How many lines are hidden. */
  lines: number;
}

/** The last old line a hunk covers; an empty range's start is already the line before it. */
function lastOld(hunk: DiffHunk): number {
  return hunk.oldLines === 0 ? hunk.oldStart : hunk.oldStart + hunk.oldLines - 1;
}

function lastNew(hunk: DiffHunk): number {
  return hunk.newLines === 0 ? hunk.newStart : hunk.newStart + hunk.newLines - 1;
}

/**
 * The hidden lines before hunk `index` (or after the last hunk, for `index === hunks.length`).
 * `undefined` when the file has no hunks, or when the count is unknown: after a patch's last hunk,
 * since a patch does not say how long the file is.
 */
export function gapBefore(file: DiffFileModel, index: number): DiffGap | undefined {
  const hunks = file.hunks;
  if (hunks.length === 0 || index < 0 || index > hunks.length) return undefined;
  const above = hunks[index - 1];
  const below = hunks[index];
  const oldStart = above ? lastOld(above) + 1 : 1;
  const newStart = above ? lastNew(above) + 1 : 1;
  let oldEnd: number;
  if (below) oldEnd = below.oldLines === 0 ? below.oldStart + 1 : below.oldStart;
  else if (file.source) oldEnd = file.source.oldLines.length + 1;
  else return undefined;
  return { index, oldStart, newStart, lines: Math.max(0, oldEnd - oldStart) };
}
