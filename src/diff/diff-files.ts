import type { DiffIntent, FileDiff } from '../protocol/intent-types';
import { excerptHunk, excerptsFile } from './diff-excerpts';
import type { DiffFileModel } from './diff-model';
import { DEFAULT_MAX_EDIT_LENGTH, alignTexts } from './diff-texts';
import type { DiffTextsOptions } from './diff-texts';
import { parsePatch } from './parse-patch';

/**
 * The line-diff search one intent may spend, in edits the differ had to search for over all its
 * files. The per-file cap ({@link DEFAULT_MAX_EDIT_LENGTH}) bounds one file, not a hundred. Most
 * files cost nothing (their shared lines are in order, or anchored by unique lines); past this
 * budget the regions that still need a search are shown replaced whole, and say so.
 */
export const INTENT_EDIT_BUDGET = 4 * DEFAULT_MAX_EDIT_LENGTH;

/** The entries of `diffs` by path, in the order each path first appears. */
function groupByPath(diffs: readonly FileDiff[]): [string, FileDiff[]][] {
  const groups = new Map<string, FileDiff[]>();
  for (const diff of diffs) {
    const group = groups.get(diff.path);
    if (group) group.push(diff);
    else groups.set(diff.path, [diff]);
  }
  return [...groups];
}

/**
 * Whether a path's entries are its whole texts: one entry the host places at line 1 of both
 * sides, diffed with three lines of context and the rest revealable. Any other entry is an
 * excerpt (a DSH hunk) drawn whole; a new file's (`oldText: null`) is numbered from line 1.
 */
function isWholeText(entries: readonly FileDiff[]): entries is [FileDiff] {
  if (entries.length !== 1) return false;
  const [entry] = entries as [FileDiff];
  return entry.oldText !== null && entry.oldStart === 1 && entry.newStart === 1;
}

/**
 * The files of a `diff` intent: one per path, its entries' hunks in order. `diffs` win when both
 * are given: with the texts the reader sees the lines around each change, which a patch cannot offer.
 */
export function diffFilesOf(
  intent: Pick<DiffIntent, 'diffs' | 'patch'>,
  options: DiffTextsOptions = {},
): DiffFileModel[] {
  if (intent.diffs && intent.diffs.length > 0) {
    const perFile = options.maxEditLength ?? DEFAULT_MAX_EDIT_LENGTH;
    let budget = Math.max(INTENT_EDIT_BUDGET, perFile);
    return groupByPath(intent.diffs).map(([path, entries]) => {
      if (isWholeText(entries)) {
        const { file, searched } = alignTexts(entries[0], { ...options, maxEditLength: Math.min(perFile, budget) });
        budget = Math.max(0, budget - searched);
        return file;
      }
      return excerptsFile(path, entries, (entry, cursor) => {
        const aligned = excerptHunk(entry, cursor, Math.min(perFile, budget));
        budget = Math.max(0, budget - aligned.searched);
        return aligned;
      });
    });
  }
  // Each file's hunks are parsed when first read: the view reads those it draws.
  return intent.patch ? parsePatch(intent.patch, { firstPassBudget: 0 }) : [];
}
