import { useCardContext } from '../../react-base/card-context';
import { displayCut } from '../../format/display-cut';
import { formatCount } from '../../format/format-count';
import type { WebIntent } from '../../protocol/intent-types';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link WebHeader}. */
export interface WebHeaderProps {
  intent: WebIntent;
  /** The title the card's header shows, so a query it already spells is not repeated. */
  title: string | undefined;
}

/**
 * What a web card adds to the header after the title. A search: its query (unless the title
 * holds it) and the count of sources (`3+ sources` when the host capped them). A fetch adds
 * nothing: its HTTP status is the detail of the card's one status pill.
 */
export function WebHeader({ intent, title }: WebHeaderProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  // A fetch's HTTP status is the status pill's detail (`Failed · 404 Not Found`): nothing to add here.
  if (intent.kind === 'fetch') return null;
  const query =
    intent.query !== undefined && intent.query !== '' && !(title ?? '').includes(intent.query)
      ? intent.query
      : undefined;
  return (
    <span {...slotProps('meta')}>
      {query !== undefined && (
        <code {...slotProps('query')} title={displayCut(query)}>
          <bdi>{displayCut(query)}</bdi>
        </code>
      )}
      <span {...slotProps('source-count')} data-truncated={intent.truncated === true ? '' : undefined}>
        {labels.web.sourceCount(formatCount(intent.sources.length), intent.truncated === true)}
      </span>
    </span>
  );
}
