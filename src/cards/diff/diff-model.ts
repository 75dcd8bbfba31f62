import { diffFilesOf } from '../../diff/diff-files';
import type { DiffFileModel, DiffSummary } from '../../diff/diff-model';
import { summarize } from '../../diff/diff-summary';
import type { DiffIntent } from '../../protocol/intent-types';

/** What the diff card's header, body and copy text share, built once per change. */
export interface DiffCardModel {
  /** The files, from `diffs` (diffed here) or from `patch` (parsed here). */
  files: readonly DiffFileModel[];
  /** `+A −R · N files`, for the header. */
  summary: DiffSummary;
}

/** Which input the files come from: `diffs` when it has any, else `patch`. */
export function diffModelInputs(intent: Pick<DiffIntent, 'diffs' | 'patch'>): readonly unknown[] {
  const diffs = intent.diffs && intent.diffs.length > 0 ? intent.diffs : undefined;
  return [diffs, diffs ? undefined : intent.patch];
}

/** The diff card's model of an intent: pure. */
export function diffCardModel(intent: Pick<DiffIntent, 'diffs' | 'patch'>): DiffCardModel {
  const [diffs, patch] = diffModelInputs(intent) as [DiffIntent['diffs'], string | undefined];
  const files = diffFilesOf({ diffs, patch });
  return { files, summary: summarize(files) };
}
