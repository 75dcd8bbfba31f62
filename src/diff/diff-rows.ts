import type { DiffFileModel, DiffHunk } from './diff-model';
import { gapBefore, type DiffGap } from './context-gap';
import { fileNote, type DiffFileNote } from './file-note';
import { pairChangedLines } from './pair-changed-lines';
import { DEFAULT_CHANGED_LINES_BUDGET } from './changed-lines-budget';

/**
 * One row of the virtualized diff. Rows hold indices into the files (`file`, `hunk`, and lines
 * of `hunk.lines`), never copies of text, so a 150,000-line diff costs one small object per row.
 */
export type DiffRow =
  /** A file's header: paths, status, counts; `collapsed` when its lines are hidden. */
  | { type: 'file-header'; file: number; collapsed: boolean }
  /** A collapsed file over the budget: the "Load diff" button, with its size. */
  | { type: 'load-diff'; file: number; changedLines: number }
  /** A file without lines to show, and why. */
  | { type: 'file-note'; file: number; note: DiffFileNote }
  /** Hidden unchanged lines the reader can reveal (only files whose full texts are known). */
  | { type: 'gap'; file: number; gap: DiffGap }
  /** A hunk's `@@` line. */
  | { type: 'hunk-header'; file: number; hunk: number }
  /** The text after a hunk cut short (its `unread` lines), under its lines. */
  | { type: 'unread'; file: number; hunk: number }
  /** Unified: one line; `partner` is the paired line for word highlighting (`-1` for none). */
  | { type: 'line'; file: number; hunk: number; line: number; partner: number }
  /** Split: the old side's line and the new side's line (`-1` for an empty side; equal for context). */
  | { type: 'pair'; file: number; hunk: number; oldIndex: number; newIndex: number };

/** Options for {@link unifiedRows} and {@link splitRows}. */
export interface DiffRowsOptions {
  /** Indices of the files shown collapsed; default: those over `budget` ({@link defaultCollapsedFiles}). */
  collapsed?: ReadonlySet<number>;
  /** Changed lines over which a collapsed file offers "Load diff"; default {@link DEFAULT_CHANGED_LINES_BUDGET}. */
  budget?: number;
}

/** The files that start collapsed: those with more changed lines than `budget`. */
export function defaultCollapsedFiles(
  files: readonly DiffFileModel[],
  budget: number = DEFAULT_CHANGED_LINES_BUDGET,
): Set<number> {
  const collapsed = new Set<number>();
  files.forEach((file, index) => {
    if (file.additions + file.deletions > budget) collapsed.add(index);
  });
  return collapsed;
}

/** Adds one hunk's line rows in a layout. */
export type PushLines = (rows: DiffRow[], file: number, hunkIndex: number, hunk: DiffHunk) => void;

/** Adds one file's rows (its header, then its note or its hunks' rows) to `rows`. */
export function pushFileRows(
  rows: DiffRow[],
  file: DiffFileModel,
  fileIndex: number,
  isCollapsed: boolean,
  budget: number,
  pushLines: PushLines,
): void {
  rows.push({ type: 'file-header', file: fileIndex, collapsed: isCollapsed });
  const changedLines = file.additions + file.deletions;
  if (isCollapsed) {
    if (changedLines > budget) rows.push({ type: 'load-diff', file: fileIndex, changedLines });
    return;
  }
  const note = fileNote(file);
  if (note) {
    rows.push({ type: 'file-note', file: fileIndex, note });
    return;
  }
  for (let hunkIndex = 0; hunkIndex <= file.hunks.length; hunkIndex++) {
    if (file.canExpandContext) {
      const gap = gapBefore(file, hunkIndex);
      if (gap && gap.lines > 0) rows.push({ type: 'gap', file: fileIndex, gap });
    }
    const hunk = file.hunks[hunkIndex];
    if (!hunk) continue;
    rows.push({ type: 'hunk-header', file: fileIndex, hunk: hunkIndex });
    pushLines(rows, fileIndex, hunkIndex, hunk);
    if (hunk.unread) rows.push({ type: 'unread', file: fileIndex, hunk: hunkIndex });
  }
}

/** The rows shared by both layouts; `pushLines` adds a hunk's lines in its layout. */
function buildRows(files: readonly DiffFileModel[], options: DiffRowsOptions, pushLines: PushLines): DiffRow[] {
  const budget = options.budget ?? DEFAULT_CHANGED_LINES_BUDGET;
  const collapsed = options.collapsed ?? defaultCollapsedFiles(files, budget);
  const rows: DiffRow[] = [];
  files.forEach((file, fileIndex) => pushFileRows(rows, file, fileIndex, collapsed.has(fileIndex), budget, pushLines));
  return rows;
}

/** A hunk's line rows in the unified layout: one per line, paired with its counterpart for word changes. */
export const pushUnifiedLines: PushLines = (rows, file, hunkIndex, hunk) => {
  const partner = pairChangedLines(hunk);
  for (let line = 0; line < hunk.lines.length; line++) {
    rows.push({ type: 'line', file, hunk: hunkIndex, line, partner: partner[line] ?? -1 });
  }
};

// Reused across runs: a run of 150,000 changes allocates these once.
const deleted: number[] = [];
const added: number[] = [];

/** A hunk's line rows side by side: a context line fills both sides, a run of changes pairs its i-th deletion with its i-th addition. */
export const pushPairedLines: PushLines = (rows, file, hunkIndex, hunk) => {
  const lines = hunk.lines;
  let index = 0;
  while (index < lines.length) {
    if (lines[index]?.kind === 'context') {
      rows.push({ type: 'pair', file, hunk: hunkIndex, oldIndex: index, newIndex: index });
      index += 1;
      continue;
    }
    deleted.length = 0;
    added.length = 0;
    for (; index < lines.length && lines[index]?.kind !== 'context'; index++) {
      (lines[index]?.kind === 'delete' ? deleted : added).push(index);
    }
    const height = Math.max(deleted.length, added.length);
    for (let row = 0; row < height; row++) {
      rows.push({ type: 'pair', file, hunk: hunkIndex, oldIndex: deleted[row] ?? -1, newIndex: added[row] ?? -1 });
    }
  }
};

/**
 * The unified layout: per file a header, then per hunk its `@@` row and one row per line, with
 * `gap` rows where hidden context can be revealed. O(lines), built with loops (no spread of a
 * large array into a call: V8 caps a call's arguments).
 */
export function unifiedRows(files: readonly DiffFileModel[], options: DiffRowsOptions = {}): DiffRow[] {
  return buildRows(files, options, pushUnifiedLines);
}

/**
 * The split layout: like {@link unifiedRows}, but a context line fills both sides of one row, and
 * in each run of changes the i-th deletion sits beside the i-th addition (the longer side
 * continues against empty cells).
 */
export function splitRows(files: readonly DiffFileModel[], options: DiffRowsOptions = {}): DiffRow[] {
  return buildRows(files, options, pushPairedLines);
}
