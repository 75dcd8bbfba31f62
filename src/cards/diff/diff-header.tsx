import { useCardContext } from '../../chrome/card-context';
import { formatSummaryParts } from '../../diff/diff-summary';
import type { DiffIntent } from '../../protocol/intent-types';
import type { DiffCardModel } from './diff-model';

/** Props of {@link DiffHeader}. */
export interface DiffHeaderProps {
  /** The `diff` render intent. */
  intent: DiffIntent;
  /** The card's model of the intent, shared with its body. */
  model: DiffCardModel;
}

/**
 * What a diff adds to the header after the title: the summary `+A −R · N files`, as text,
 * `data-slot="meta"` (parts `summary-additions`, `summary-deletions`, `summary-files`).
 * The signs are drawn; screen readers get the counts in words. Nothing while there are no files
 * (a pending call that carries no change yet).
 */
export function DiffHeader({ model }: DiffHeaderProps) {
  const { labels } = useCardContext();
  const { files, summary } = model;
  if (files.length === 0) return null;
  const parts = formatSummaryParts(summary);
  return (
    <span data-slot="meta">
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
