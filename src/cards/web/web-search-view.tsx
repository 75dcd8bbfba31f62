import { useCardContext } from '../../chrome/card-context';
import type { WebSearchIntent } from '../../protocol/intent-types';
import { MarkdownView } from '../../markdown/markdown-view';
import { WebSourceItem } from './web-source-item';

/** A web search: the answer (Markdown, drawn safely), the truncation note, and the numbered sources. */
export function WebSearchView({ intent }: { intent: WebSearchIntent }) {
  const { labels, classNames } = useCardContext();
  const answer = intent.answer !== undefined && intent.answer.trim() !== '' ? intent.answer : undefined;
  return (
    <>
      {answer !== undefined && (
        <div data-slot="section" data-section="answer" className={classNames.section} role="group" aria-label={labels.webAnswer}>
          <h4 data-slot="section-heading">{labels.webAnswer}</h4>
          <MarkdownView source={answer} />
        </div>
      )}
      {intent.truncated && (
        <p data-slot="truncated" role="note">
          {labels.webSearchTruncated}
        </p>
      )}
      <div data-slot="section" data-section="sources" className={classNames.section} role="group" aria-label={labels.webSources}>
        <h4 data-slot="section-heading">{labels.webSources}</h4>
        {intent.sources.length === 0 ? (
          <p data-slot="empty">{labels.webNoSources}</p>
        ) : (
          <ol data-slot="web-sources">
            {intent.sources.map((source, index) => (
              <WebSourceItem key={index} source={source} number={index + 1} />
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
