import type { DiffFileModel, DiffHunk, DiffLine, DiffSource } from './diff-model';
import { withHunks } from './diff-file';
import { createHunk, createLine } from './diff-hunk';
import { gapBefore } from './context-gap';

export type { DiffGap } from './context-gap';

/** Which hidden lines to reveal: next to the hunk below (`up`), the hunk above (`down`), or all. */
export type ExpandDirection = 'up' | 'down' | 'all';

/** Lines revealed per click by default, as on GitHub. */
export const EXPAND_STEP = 20;

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
