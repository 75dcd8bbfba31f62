import type { FileDiff } from '../protocol/intent-types';
import { DEFAULT_MAX_EDIT_LENGTH, splitTextLines } from './diff-texts';
import { alignSequences } from './align-sequences';
import { DELETE, INSERT } from './edit-script';
import { lineKeys } from './line-keys';
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
  /** Edits the line differ's search was charged (see `Alignment.searched`). */
  searched: number;
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
  if (oldText === '' && newText === '') return { hunk: undefined, approximate: false, searched: 0 };
  // A new file's lines are numbered from 1 for certain: there is nothing before them.
  const isNewFile = entry.oldText === null && entry.newStart === undefined;
  const known = isNewFile || (entry.oldStart !== undefined && entry.newStart !== undefined);
  let oldNumber = isNewFile ? 0 : known ? (entry.oldStart as number) : cursor.old;
  let newNumber = isNewFile ? 1 : known ? (entry.newStart as number) : cursor.new;
  const oldStart = oldNumber;
  const newStart = newNumber;
  const lines: DiffLine[] = [];
  const oldSplit = splitTextLines(oldText);
  const newSplit = splitTextLines(newText);
  const { oldKeys, newKeys } = lineKeys(oldSplit, newSplit);
  // Past the cap the region still in disagreement is shown replaced whole, still a true diff.
  const alignment = alignSequences(oldKeys, newKeys, { maxEdits: maxEditLength });
  let oldAt = 0;
  let newAt = 0;
  for (const op of alignment.ops) {
    if (op === INSERT) lines.push(createLine('add', newSplit.lines[newAt++] ?? '', undefined, newNumber++));
    else if (op === DELETE) lines.push(createLine('delete', oldSplit.lines[oldAt++] ?? '', oldNumber++));
    else {
      lines.push(createLine('context', oldSplit.lines[oldAt++] ?? '', oldNumber++, newNumber++));
      newAt += 1;
    }
  }
  // Keep internal numbers of the next excerpt apart from this one's, with room for a gap.
  cursor.old = Math.max(cursor.old, oldNumber + 1);
  cursor.new = Math.max(cursor.new, newNumber + 1);
  const hunk = createHunk(oldStart, newStart, lines);
  if (!known) hunk.unnumbered = true;
  return { hunk, approximate: alignment.approximate, searched: alignment.searched };
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
  return createDiffFile({
    oldPath: path,
    newPath: path,
    hunks,
    isNew: entries.every((entry) => entry.oldText === null),
    approximate,
  });
}
