import { useCardContext } from '../../chrome/card-context';
import { CardSection } from '../../chrome/card-section';
import type { WebSearchIntent } from '../../protocol/intent-types';
import { MarkdownView } from '../../markdown/markdown-view';
import { WebSourceItem } from './web-source-item';

/** A web search: the answer (Markdown, drawn safely), the truncation note, and the numbered sources. */
export function WebSearchView({ intent }: { intent: WebSearchIntent }) {
  const { labels } = useCardContext();
  const answer = intent.answer !== undefined && intent.answer.trim() !== '' ? intent.answer : undefined;
  return (
    <>
      {answer !== undefined && (
        <CardSection name="answer" heading={labels.webAnswer}>
          <MarkdownView source={answer} />
        </CardSection>
      )}
      {intent.truncated && (
        <p data-slot="truncated" role="note">
          {labels.webSearchTruncated}
        </p>
      )}
      <CardSection name="sources" heading={labels.webSources}>
        {intent.sources.length === 0 ? (
          <p data-slot="empty">{labels.webNoSources}</p>
        ) : (
          <ol data-slot="web-sources">
            {intent.sources.map((source, index) => (
              <WebSourceItem key={index} source={source} number={index + 1} />
            ))}
          </ol>
        )}
      </CardSection>
    </>
  );
}
