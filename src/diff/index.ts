/**
 * The diff engine's one way in from the rest of src/: the patch parser and diff model (no React,
 * no DOM), the rows a diff body draws, word diffs and summaries. Its inner files are its own.
 */
export { summarizeTextDiffs } from './change-counts';
export { hunkCountOf, hunkLineCountOf } from './deferred-hunks';
export { diffFilesOf } from './diff-files';
export { formatHunkHeader } from './diff-hunk';
export type { DiffFileModel, DiffHunk, DiffLine, DiffSummary, UnreadPatchLines } from './diff-model';
export { DEFAULT_CHANGED_LINES_BUDGET } from './changed-lines-budget';
export { gapBefore } from './context-gap';
export { fileNote } from './file-note';
export { defaultCollapsedFiles } from './diff-rows';
export { diffRowSource } from './diff-row-source';
export type { DiffRowSource } from './diff-row-source';
export type { DiffRow } from './diff-rows';
export { formatSummaryParts, summarize } from './diff-summary';
export { EXPAND_STEP, expandContext } from './expand-context';
export type { DiffGap, ExpandDirection } from './expand-context';
export { MAX_LINE_CHARS, cutLongLine } from './long-line';
export { toUnifiedText } from './unified-text';
export { wordDiff } from './word-diff';
export type { TextRange, WordDiff } from './word-diff';
