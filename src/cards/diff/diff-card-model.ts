import { summarizeTextDiffs, diffFilesOf, type DiffFileModel, type DiffSummary, summarize } from '../../diff';
import type { DiffIntent } from '../../protocol/intent-types';

/**
 * What the diff card's header, body and copy text share, built once per change and lazily: the
 * files are diffed or parsed when first read (by the body of an open card, or by Copy), so a
 * collapsed card, which shows only its header, never runs the line differ.
 */
export interface DiffCardModel {
  /** The files, from `diffs` (diffed here) or from `patch` (parsed here); built on first read. */
  readonly files: readonly DiffFileModel[];
  /** `+A −R · N files`, for the header: counted without the differ when that can be proved. */
  readonly summary: DiffSummary;
}

/** Which input the files come from: `diffs` when it has any, else `patch`. */
export function diffModelInputs(intent: Pick<DiffIntent, 'diffs' | 'patch'>): readonly unknown[] {
  const diffs = intent.diffs && intent.diffs.length > 0 ? intent.diffs : undefined;
  return [diffs, diffs ? undefined : intent.patch];
}

/** The diff card's model of an intent: pure, and lazy (see {@link DiffCardModel}). */
export function diffCardModel(intent: Pick<DiffIntent, 'diffs' | 'patch'>): DiffCardModel {
  const [diffs, patch] = diffModelInputs(intent) as [DiffIntent['diffs'], string | undefined];
  let files: DiffFileModel[] | undefined;
  let summary: DiffSummary | undefined;
  const filesOf = () => (files ??= diffFilesOf({ diffs, patch }));
  return {
    get files() {
      return filesOf();
    },
    get summary() {
      // Once the files exist their counts are free; before, `diffs` are counted without the differ.
      summary ??= (!files && diffs ? summarizeTextDiffs(diffs) : undefined) ?? summarize(filesOf());
      return summary;
    },
  };
}
