import { diffLines } from 'diff';
import type { FileDiff } from '../protocol/intent-types';
import { DEFAULT_MAX_EDIT_LENGTH, splitTextLines } from './diff-texts';
import { createDiffFile } from './diff-file';
import { createHunk, createLine } from './diff-hunk';
import type { DiffFileModel, DiffHunk, DiffLine } from './diff-model';

/**
 * An excerpt's text with a final newline: DSH sends hunks cut without one, and "no newline at
 * end of file" would be invented; a missing newline at the end of an excerpt says nothing.
 */
function closed(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

function linesOf(value: string): string[] {
  return splitTextLines(value).lines;
}

type Part = { value: string; added: boolean; removed: boolean };

/** Common first and last lines kept as context, the lines between them deleted and added. */
function replacedBetweenCommonEnds(oldText: string, newText: string): Part[] {
  const oldLines = linesOf(oldText);
  const newLines = linesOf(newText);
  const shortest = Math.min(oldLines.length, newLines.length);
  let prefix = 0;
  while (prefix < shortest && oldLines[prefix] === newLines[prefix]) prefix += 1;
  let suffix = 0;
  while (suffix < shortest - prefix && oldLines[oldLines.length - 1 - suffix] === newLines[newLines.length - 1 - suffix]) suffix += 1;
  const joined = (lines: string[]) => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);
  return [
    { value: joined(oldLines.slice(0, prefix)), added: false, removed: false },
    { value: joined(oldLines.slice(prefix, oldLines.length - suffix)), added: false, removed: true },
    { value: joined(newLines.slice(prefix, newLines.length - suffix)), added: true, removed: false },
    { value: joined(oldLines.slice(oldLines.length - suffix)), added: false, removed: false },
  ];
}

/** Where the next line of each side is numbered (internally, when the position is unknown). */
export interface Cursor {
  old: number;
  new: number;
}

/** One excerpt's hunk (`undefined` for two empty texts), and what aligning it cost. */
export interface ExcerptHunk {
  hunk: DiffHunk | undefined;
  /** The line diff was over its cap: the excerpt is shown replaced whole. */
  approximate: boolean;
  /** Added plus deleted lines. */
  edits: number;
}

/**
 * One excerpt as one hunk drawn whole (the excerpt is its own context): equal texts give a hunk
 * of context lines, so an unchanged excerpt still shows its text. `undefined` for two empty texts.
 */
export function excerptHunk(
  entry: Pick<FileDiff, 'oldText' | 'newText' | 'oldStart' | 'newStart'>,
  cursor: Cursor,
  maxEditLength = DEFAULT_MAX_EDIT_LENGTH,
): ExcerptHunk {
  const oldText = closed(entry.oldText ?? '');
  const newText = closed(entry.newText);
  if (oldText === '' && newText === '') return { hunk: undefined, approximate: false, edits: 0 };
  // A new file's lines are numbered from 1 for certain: there is nothing before them.
  const isNewFile = entry.oldText === null && entry.newStart === undefined;
  const known = isNewFile || (entry.oldStart !== undefined && entry.newStart !== undefined);
  let oldNumber = isNewFile ? 0 : known ? (entry.oldStart as number) : cursor.old;
  let newNumber = isNewFile ? 1 : known ? (entry.newStart as number) : cursor.new;
  const oldStart = oldNumber;
  const newStart = newNumber;
  const lines: DiffLine[] = [];
  const changes =
    oldText === newText
      ? [{ value: oldText, added: false, removed: false }]
      : oldText === ''
        ? [{ value: newText, added: true, removed: false }]
        : maxEditLength > 0
          ? diffLines(oldText, newText, { maxEditLength })
          : undefined;
  // Past the cost cap jsdiff gives up: the region between the common ends is shown replaced
  // whole, still a true diff (as `diffTexts` does).
  const parts = changes ?? replacedBetweenCommonEnds(oldText, newText);
  for (const part of parts) {
    for (const text of linesOf(part.value)) {
      if (part.added) lines.push(createLine('add', text, undefined, newNumber++));
      else if (part.removed) lines.push(createLine('delete', text, oldNumber++));
      else lines.push(createLine('context', text, oldNumber++, newNumber++));
    }
  }
  // Keep internal numbers of the next excerpt apart from this one's, with room for a gap.
  cursor.old = Math.max(cursor.old, oldNumber + 1);
  cursor.new = Math.max(cursor.new, newNumber + 1);
  const hunk = createHunk(oldStart, newStart, lines);
  if (!known) hunk.unnumbered = true;
  let edits = 0;
  for (const line of lines) if (line.kind !== 'context') edits += 1;
  return { hunk, approximate: changes === undefined, edits };
}

/**
 * One file from the `diffs` entries that share its path: each entry an excerpt, its hunk in the
 * order given. The file is `added` when every entry is new (`oldText: null`). Its full text is
 * unknown, so nothing between the hunks can be revealed.
 */
export function excerptsFile(
  path: string,
  entries: readonly FileDiff[],
  hunkOf: (entry: FileDiff, cursor: Cursor) => ExcerptHunk = (entry, cursor) => excerptHunk(entry, cursor),
): DiffFileModel {
  const cursor: Cursor = { old: 1, new: 1 };
  const hunks: DiffHunk[] = [];
  let approximate = false;
  for (const entry of entries) {
    const result = hunkOf(entry, cursor);
    if (result.hunk) hunks.push(result.hunk);
    approximate ||= result.approximate;
  }
  return createDiffFile({ oldPath: path, newPath: path, hunks, isNew: entries.every((entry) => entry.oldText === null), approximate });
}
