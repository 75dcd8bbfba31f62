import type { DiffIntent, FileDiff } from '../protocol/intent-types';
import { excerptHunk, excerptsFile } from './diff-excerpts';
import type { DiffFileModel } from './diff-model';
import { DEFAULT_MAX_EDIT_LENGTH, diffTexts } from './diff-texts';
import { editLengthLowerBound } from './edit-length-bound';
import type { DiffTextsOptions } from './diff-texts';
import { parsePatch } from './parse-patch';

/**
 * The line-diff work one intent may spend, in edits (added + deleted lines) over all its files.
 * The per-file cap ({@link DEFAULT_MAX_EDIT_LENGTH}) bounds one file, not a hundred: 100 files of
 * 2,000 changed lines each took 5 s. Past this budget the remaining files are shown approximate
 * (their changed region replaced whole, which costs one linear pass), and say so.
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

/** What aligning one entry gave, and what it cost. */
interface Aligned<T> {
  result: T;
  approximate: boolean;
  edits: number;
}

/**
 * The files of a `diff` intent: one per path, its entries' hunks in order. `diffs` win when both
 * are given: with the texts the reader sees the lines around each change, which a patch cannot offer.
 */
export function diffFilesOf(intent: Pick<DiffIntent, 'diffs' | 'patch'>, options: DiffTextsOptions = {}): DiffFileModel[] {
  if (intent.diffs && intent.diffs.length > 0) {
    const perFile = options.maxEditLength ?? DEFAULT_MAX_EDIT_LENGTH;
    let budget = Math.max(INTENT_EDIT_BUDGET, perFile);
    /** Aligns one entry under the intent's budget, then charges it. */
    const align = <T>(entry: FileDiff, run: (maxEditLength: number) => Aligned<T>): T => {
      // A new text needs no alignment, and one whose edits are surely over the cap is not tried:
      // both cost one linear pass and nothing from the budget.
      const allowed = Math.min(perFile, budget);
      const linear = entry.oldText === null || entry.oldText === '' || editLengthLowerBound(entry.oldText, entry.newText) > allowed;
      const { result, approximate, edits } = run(linear && entry.oldText ? 0 : allowed);
      // An approximate entry cost its whole attempt; a minimal one, its edits.
      if (!linear) budget = Math.max(0, budget - (approximate ? allowed : edits));
      return result;
    };
    return groupByPath(intent.diffs).map(([path, entries]) => {
      if (isWholeText(entries)) {
        const [entry] = entries;
        return align(entry, (maxEditLength) => {
          const file = diffTexts(entry, { ...options, maxEditLength });
          return { result: file, approximate: file.approximate === true, edits: file.additions + file.deletions };
        });
      }
      return excerptsFile(path, entries, (entry, cursor) =>
        align(entry, (maxEditLength) => {
          const aligned = excerptHunk(entry, cursor, maxEditLength);
          return { result: aligned, approximate: aligned.approximate, edits: aligned.edits };
        }),
      );
    });
  }
  return intent.patch ? parsePatch(intent.patch) : [];
}
