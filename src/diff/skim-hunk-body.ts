import type { DiffLine } from './diff-model';
import type { FileDraft, HunkDraft } from './patch-drafts';
import { markNoNewline } from './patch-drafts';
import type { PatchLines } from './patch-lines';

const PLUS = 43;
const MINUS = 45;
const SPACE = 32;
const BACKSLASH = 92;
const CARRIAGE_RETURN = 13;

/** A file whose lines are counted, with the rows they make side by side. */
export interface CountedDraft extends FileDraft {
  /** Rows its lines make side by side, for the runs of changes closed so far. */
  pairedLines: number;
}

/** The run of changes read last in the open hunk: side by side, its longer side is its rows. */
export interface ChangeRun {
  deletes: number;
  adds: number;
}

/** Counts a line of `kind` into `run`, closing the run on a context line. */
export function countPairedLine(file: CountedDraft, run: ChangeRun, kind: DiffLine['kind']): void {
  if (kind === 'delete') run.deletes += 1;
  else if (kind === 'add') run.adds += 1;
  else {
    closeRun(file, run);
    file.pairedLines += 1;
  }
}

/** Closes the open run of changes: its rows side by side are its longer side. */
export function closeRun(file: CountedDraft, run: ChangeRun): void {
  file.pairedLines += Math.max(run.deletes, run.adds);
  run.deletes = 0;
  run.adds = 0;
}

/**
 * Counts the body lines of a deferred file's hunk, one prefix column and counts in its header,
 * as `addBodyLine` would, without the parser's general step per line: a deferred file's lines
 * are only counted (its hunks are parsed when first read), and a patch's lines are nearly all of
 * its text, read on a cold page before the card's first paint. Stops before the first line that
 * is not plainly a body line (an empty line, a line after the counts ran out, anything else) and
 * leaves it to the parser; returns the kind of the last line counted, for a no-newline marker.
 */
export function skimHunkBody(
  lines: PatchLines,
  file: CountedDraft,
  hunk: HunkDraft,
  run: ChangeRun,
  last: DiffLine['kind'] | undefined,
): DiffLine['kind'] | undefined {
  let lastKind = last;
  while (lines.hasNext) {
    const code = lines.nextCode();
    if (code === BACKSLASH) {
      // "\ No newline at end of file" belongs to the line before it, even the hunk's last.
      lines.read();
      if (lastKind) markNoNewline(file, lastKind);
      continue;
    }
    if (hunk.oldLeft <= 0 && hunk.newLeft <= 0) break;
    if (code !== PLUS && code !== MINUS && code !== SPACE) break;
    const line = lines.read() ?? '';
    hunk.lineCount += 1;
    file.lineCount += 1;
    if (line.length > 1 && line.charCodeAt(line.length - 1) === CARRIAGE_RETURN) file.crlfCount += 1;
    if (code === PLUS) {
      lastKind = 'add';
      hunk.newNext += 1;
      hunk.newLeft -= 1;
      hunk.newLines += 1;
      file.additions += 1;
      run.adds += 1;
    } else if (code === MINUS) {
      lastKind = 'delete';
      hunk.oldNext += 1;
      hunk.oldLeft -= 1;
      hunk.oldLines += 1;
      file.deletions += 1;
      run.deletes += 1;
    } else {
      lastKind = 'context';
      hunk.oldNext += 1;
      hunk.newNext += 1;
      hunk.oldLeft -= 1;
      hunk.newLeft -= 1;
      hunk.oldLines += 1;
      hunk.newLines += 1;
      closeRun(file, run);
      file.pairedLines += 1;
    }
  }
  return lastKind;
}
