import { useCardContext } from '../../chrome/card-context';
import { displayCut } from '../../format/display-cut';
import { formatCount } from '../../format/format-count';
import type { WebIntent } from '../../protocol/intent-types';
import { httpStatus, httpStatusText } from './web-status';
import { useSlotProps } from '../../chrome/slot-props';

/** Props of {@link WebHeader}. */
export interface WebHeaderProps {
  intent: WebIntent;
  /** The title the card's header shows, so a query it already spells is not repeated. */
  title: string | undefined;
}

/**
 * What a web card adds to the header after the title. A search: its query (unless the title
 * holds it) and the count of sources (`3+ sources` when the host capped them). A fetch: the status pill, its class (2xx to 5xx) in
 * `data-status-class` and in words (`404 Not Found`), so colour is never the only signal.
 */
export function WebHeader({ intent, title }: WebHeaderProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  if (intent.kind === 'fetch') {
    const status = httpStatus(intent.statusCode);
    return (
      <span {...slotProps('meta')}>
        <span {...slotProps('http-status')} data-status-class={status.statusClass} title={labels.web.httpStatus}>
          {httpStatusText(status)}
        </span>
      </span>
    );
  }
  const query = intent.query !== undefined && intent.query !== '' && !(title ?? '').includes(intent.query) ? intent.query : undefined;
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
