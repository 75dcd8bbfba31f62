import { useCardContext } from '../../react-base/card-context';
import { formatSummaryParts } from '../../diff';
import type { DiffIntent } from '../../protocol/intent-types';
import type { DiffCardModel } from './diff-card-model';
import { useSlotProps } from '../../react-base/slot-props';

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
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { summary } = model;
  if (summary.files === 0) return null;
  const parts = formatSummaryParts(summary);
  return (
    <span {...slotProps('meta')}>
      <span aria-hidden="true">
        <span {...slotProps('summary-additions')}>{parts.additions}</span>{' '}
        <span {...slotProps('summary-deletions')}>{parts.deletions}</span>
      </span>
      <span {...slotProps('marker-label')}>
        {labels.diff.changeCounts(parts.additions.slice(1), parts.deletions.slice(1))}
      </span>
      <span {...slotProps('summary-files')}>
        <span aria-hidden="true">{' \u00b7 '}</span>
        {labels.diff.fileCount(parts.files)}
      </span>
    </span>
  );
}
