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

/** Where the next line of each side is numbered (internally, when the position is unknown). */
interface Cursor {
  old: number;
  new: number;
}

/**
 * One excerpt as one hunk drawn whole (the excerpt is its own context): equal texts give a hunk
 * of context lines, so an unchanged excerpt still shows its text. `undefined` for two empty texts.
 */
export function excerptHunk(entry: Pick<FileDiff, 'oldText' | 'newText' | 'oldStart' | 'newStart'>, cursor: Cursor, maxEditLength = DEFAULT_MAX_EDIT_LENGTH): DiffHunk | undefined {
  const oldText = closed(entry.oldText ?? '');
  const newText = closed(entry.newText);
  if (oldText === '' && newText === '') return undefined;
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
        : diffLines(oldText, newText, { maxEditLength });
  // Past the cost cap jsdiff gives up: show the excerpt replaced whole, still a true diff.
  const parts = changes ?? [
    { value: oldText, added: false, removed: true },
    { value: newText, added: true, removed: false },
  ];
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
  return hunk;
}

/**
 * One file from the `diffs` entries that share its path: each entry an excerpt, its hunk in the
 * order given. The file is `added` when every entry is new (`oldText: null`). Its full text is
 * unknown, so nothing between the hunks can be revealed.
 */
export function excerptsFile(path: string, entries: readonly FileDiff[], maxEditLength?: number): DiffFileModel {
  const cursor: Cursor = { old: 1, new: 1 };
  const hunks: DiffHunk[] = [];
  for (const entry of entries) {
    const hunk = excerptHunk(entry, cursor, maxEditLength);
    if (hunk) hunks.push(hunk);
  }
  return createDiffFile({ oldPath: path, newPath: path, hunks, isNew: entries.every((entry) => entry.oldText === null) });
}
