import { useCardContext } from '../../react-base/card-context';
import type { SearchIntent } from '../../protocol/intent-types';
import { SearchMatchesBody } from './search-matches-body';
import { SearchPathsBody } from './search-paths-body';
import type { SearchSummary } from './search-summary';
import { searchFooter } from './search-footer';
import { useSlotProps } from '../../react-base/slot-props';
import { ViewContent } from '../../content-blocks/view-content';

/** Props of {@link SearchCardBody}. */
export interface SearchCardBodyProps {
  intent: SearchIntent;
  /** The counts, shared with the header. */
  model: SearchSummary;
  /** Rows drawn before there is layout when the results are virtualized; 60 unless set. */
  initialRows?: number;
}

/**
 * The search card's body: grep matches grouped by file, or glob paths as a list or a tree,
 * then the host's recovery footer from the raw content (`data-slot="footer"`) and the view's own
 * `content` (a presenter's Markdown).
 */
export function SearchCardBody({ intent, initialRows }: SearchCardBodyProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const footer = searchFooter(intent);
  return (
    <>
      {intent.shape === 'matches' ? (
        <SearchMatchesBody intent={intent} initialRows={initialRows} />
      ) : (
        <SearchPathsBody intent={intent} initialRows={initialRows} />
      )}
      {footer !== undefined && (
        <p {...slotProps('footer')} role="note" aria-label={labels.search.footer}>
          {footer}
        </p>
      )}
      <ViewContent blocks={intent.content} />
    </>
  );
}
