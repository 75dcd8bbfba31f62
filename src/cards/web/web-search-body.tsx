import { useCardContext } from '../../react-base/card-context';
import { CardSection } from '../../chrome/card-section';
import { ShowMoreButton, usePagedCount } from '../../chrome/show-more';
import type { WebSearchIntent } from '../../protocol/intent-types';
import { MarkdownText } from '../../markdown';
import { webSearchOpenParts } from './web-open-parts';
import { WebSourceItem } from './web-source-item';
import { useSlotProps } from '../../react-base/slot-props';
import { RawContent } from '../../content-blocks/raw-content';
import { ViewContent } from '../../content-blocks/view-content';

/** Sources drawn at first, and added per "Show more". */
const SOURCES_PAGE = 100;

/**
 * A web search: the answer (Markdown, drawn safely), the truncation note, the numbered sources,
 * a page at a time, then the view's own `content` and the tool's raw content (which `combineViews`
 * keeps only when there is neither a source nor an answer to carry it).
 */
export function WebSearchBody({ intent }: { intent: WebSearchIntent }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { shown, showMore } = usePagedCount(intent.sources.length, SOURCES_PAGE);
  const { answer, sources } = webSearchOpenParts(intent);
  return (
    <>
      {answer !== undefined && (
        <CardSection name="answer" heading={labels.web.answer}>
          <MarkdownText source={answer} />
        </CardSection>
      )}
      {intent.truncated && (
        <p {...slotProps('truncated')} role="note">
          {labels.web.searchTruncated}
        </p>
      )}
      {/* A failed search with no source says why in its error area, and no "No sources" under it. */}
      {sources && (
        <CardSection name="sources" heading={labels.web.sources}>
          {intent.sources.length === 0 ? (
            <p {...slotProps('empty')}>{labels.web.noSources}</p>
          ) : (
            <>
              <ol {...slotProps('sources')}>
                {intent.sources.slice(0, shown).map((source, index) => (
                  <WebSourceItem key={index} source={source} number={index + 1} />
                ))}
              </ol>
              <ShowMoreButton shown={shown} total={intent.sources.length} onClick={showMore} />
            </>
          )}
        </CardSection>
      )}
      <ViewContent blocks={intent.content} />
      {intent.rawContent !== undefined && intent.rawContent.length > 0 && <RawContent blocks={intent.rawContent} />}
    </>
  );
}
