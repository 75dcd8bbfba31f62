import type { DiffIntent } from '../protocol/intent-types';
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

/**
 * The files of a `diff` intent. `diffs` win when both are given: with the full texts the reader
 * can reveal the context between hunks, which a patch cannot offer.
 */
export function diffFilesOf(intent: Pick<DiffIntent, 'diffs' | 'patch'>, options: DiffTextsOptions = {}): DiffFileModel[] {
  if (intent.diffs && intent.diffs.length > 0) {
    const files: DiffFileModel[] = [];
    const perFile = options.maxEditLength ?? DEFAULT_MAX_EDIT_LENGTH;
    let budget = Math.max(INTENT_EDIT_BUDGET, perFile);
    for (const diff of intent.diffs) {
      // A new file needs no alignment, and one whose edits are surely over the cap is not tried:
      // both cost one linear pass and nothing from the budget.
      const allowed = Math.min(perFile, budget);
      const linear = diff.oldText === null || diff.oldText === '' || editLengthLowerBound(diff.oldText, diff.newText) > allowed;
      const file = diffTexts(diff, { ...options, maxEditLength: linear && diff.oldText ? 0 : allowed });
      // An approximate file cost its whole attempt; a minimal one, its edits.
      if (!linear) budget = Math.max(0, budget - (file.approximate ? allowed : file.additions + file.deletions));
      files.push(file);
    }
    return files;
  }
  return intent.patch ? parsePatch(intent.patch) : [];
}
