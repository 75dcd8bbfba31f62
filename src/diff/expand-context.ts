import type { DiffFileModel, DiffHunk, DiffLine, DiffSource } from './diff-model';
import { withHunks } from './diff-file';
import { createHunk, createLine } from './diff-hunk';

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

/** Which hidden lines to reveal: next to the hunk below (`up`), the hunk above (`down`), or all. */
export type ExpandDirection = 'up' | 'down' | 'all';

/** Lines revealed per click by default, as on GitHub. */
export const EXPAND_STEP = 20;

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

/** `count` unchanged lines from the old text, numbered on both sides. */
function contextLines(source: DiffSource, oldStart: number, newStart: number, count: number): DiffLine[] {
  const lines: DiffLine[] = [];
  for (let offset = 0; offset < count; offset++) {
    const oldNumber = oldStart + offset;
    const line = createLine('context', source.oldLines[oldNumber - 1] ?? '', oldNumber, newStart + offset);
    if (oldNumber === source.oldLines.length && source.oldNoNewlineAtEnd) line.noNewlineAtEnd = true;
    lines.push(line);
  }
  return lines;
}

/** A hunk over new lines, its ranges starting at the first line that has a number on each side. */
function rebuild(lines: DiffLine[], fallback: DiffHunk): DiffHunk {
  const firstOld = lines.find((line) => line.oldNumber !== undefined)?.oldNumber;
  const firstNew = lines.find((line) => line.newNumber !== undefined)?.newNumber;
  return createHunk(firstOld ?? fallback.oldStart, firstNew ?? fallback.newStart, lines, fallback.context);
}

/**
 * A copy of `file` with up to `count` hidden lines of gap `index` revealed as context (see
 * {@link ExpandDirection}); two hunks whose gap closes become one. Only files whose full texts
 * are known (`canExpandContext`) can grow: any other file comes back unchanged.
 */
export function expandContext(
  file: DiffFileModel,
  index: number,
  direction: ExpandDirection,
  count: number = EXPAND_STEP,
): DiffFileModel {
  const gap = gapBefore(file, index);
  if (!file.source || !gap || gap.lines === 0) return file;
  const above = file.hunks[index - 1];
  const below = file.hunks[index];
  // Before the first hunk there is nothing above to grow, after the last nothing below.
  let side = direction;
  if (side === 'up' && !below) side = 'down';
  if (side === 'down' && !above) side = 'up';
  const take = side === 'all' ? gap.lines : Math.min(Math.max(0, Math.floor(count)), gap.lines);
  if (take === 0) return file;
  const skip = side === 'up' ? gap.lines - take : 0;
  const revealed = contextLines(file.source, gap.oldStart + skip, gap.newStart + skip, take);
  const hunks = file.hunks.slice();
  if (take === gap.lines && above && below) {
    hunks.splice(index - 1, 2, rebuild(above.lines.concat(revealed, below.lines), above));
  } else if (side !== 'down' && below) {
    hunks[index] = rebuild(revealed.concat(below.lines), below);
  } else if (above) {
    hunks[index - 1] = rebuild(above.lines.concat(revealed), above);
  }
  return withHunks(file, hunks);
}
