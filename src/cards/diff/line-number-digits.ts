import type { DiffFileModel } from '../../diff';

/**
 * The digits of the largest line number any file can show (revealed context included, when the
 * full texts are known): the width of the number columns, the same for every row, so columns
 * line up however the list scrolls. At least 2.
 */
export function lineNumberDigits(files: readonly DiffFileModel[]): number {
  let largest = 0;
  for (const file of files) {
    if (file.source) largest = Math.max(largest, file.source.oldLines.length, file.source.newLines.length);
    if (file.hunkOutline) {
      // Deferred hunks (a huge patch's file): their ends were counted, so they need not be read.
      largest = Math.max(largest, file.hunkOutline.lastOldEnd, file.hunkOutline.lastNewEnd);
      continue;
    }
    const last = file.hunks[file.hunks.length - 1];
    if (last) largest = Math.max(largest, last.oldStart + last.oldLines, last.newStart + last.newLines);
  }
  return Math.max(2, String(largest).length);
}
