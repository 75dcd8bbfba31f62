import { useCardContext } from '../../react-base/card-context';
import { displayCut } from '../../format/display-cut';
import { formatCount } from '../../format/format-count';
import type { SearchIntent } from '../../protocol/intent-types';
import type { SearchSummary } from './search-summary';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link SearchHeader}. */
export interface SearchHeaderProps {
  intent: SearchIntent;
  /** The counts, shared with the body. */
  model: SearchSummary;
  /** The title the card's header shows, so a query it already spells is not repeated. */
  title: string | undefined;
}

/**
 * What a search adds to the header after the title: the query (unless the title holds it), the
 * count ("112 matches in 7 files", "20 paths") and, when the host capped the results, how many
 * are drawn ("112 matches · 40 shown"): said once, here, visible even while the card is collapsed.
 */
export function SearchHeader({ intent, model: summary, title }: SearchHeaderProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const query =
    intent.query !== undefined && intent.query !== '' && !(title ?? '').includes(intent.query)
      ? intent.query
      : undefined;
  const total = formatCount(summary.total);
  const count =
    intent.shape === 'matches'
      ? labels.search.matchSummary(total, formatCount(summary.files), summary.capped)
      : labels.search.pathSummary(total);
  return (
    <span {...slotProps('meta')}>
      {query !== undefined && (
        <code {...slotProps('query')} title={displayCut(query)}>
          <bdi>{displayCut(query)}</bdi>
        </code>
      )}
      <span {...slotProps('summary')}>{count}</span>
      {summary.capped && (
        <span {...slotProps('shown')} data-truncated="">
          <span aria-hidden="true">{' \u00b7 '}</span>
          {labels.search.shown(formatCount(summary.shown))}
        </span>
      )}
    </span>
  );
}
