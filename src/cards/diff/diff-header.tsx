import { useMemo } from 'react';
import { useCardContext } from '../../chrome/card-context';
import { formatSummaryParts, summarize } from '../../diff/diff-summary';
import type { DiffIntent } from '../../protocol/intent-types';
import { cachedDiffFiles } from './diff-files-cache';

/** Props of {@link DiffHeader}. */
export interface DiffHeaderProps {
  /** The `diff` render intent. */
  intent: DiffIntent;
}

/**
 * What a diff adds to the header after the title: the summary `+A −R · N files`, as text,
 * `data-slot="diff-summary"` (parts `summary-additions`, `summary-deletions`, `summary-files`).
 * The signs are drawn; screen readers get the counts in words. Nothing while there are no files
 * (a pending call that carries no change yet).
 */
export function DiffHeader({ intent }: DiffHeaderProps) {
  const { labels } = useCardContext();
  // The files depend only on the diffs and the patch: a new intent object with the same ones must not re-parse.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const files = useMemo(() => cachedDiffFiles(intent), [intent.diffs, intent.patch]);
  if (files.length === 0) return null;
  const summary = summarize(files);
  const parts = formatSummaryParts(summary);
  return (
    <span data-slot="diff-summary">
      <span aria-hidden="true">
        <span data-slot="summary-additions">{parts.additions}</span> <span data-slot="summary-deletions">{parts.deletions}</span>
      </span>
      <span data-slot="marker-label">{labels.changeCounts(parts.additions.slice(1), parts.deletions.slice(1))}</span>
      <span data-slot="summary-files">
        <span aria-hidden="true">{' \u00b7 '}</span>
        {labels.diffFileCount(parts.files)}
      </span>
    </span>
  );
}
