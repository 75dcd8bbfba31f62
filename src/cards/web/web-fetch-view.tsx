import { useCardContext } from '../../chrome/card-context';
import { CardSection } from '../../chrome/card-section';
import { ContentBlocks } from '../../content-blocks/content-blocks';
import type { WebFetchIntent } from '../../protocol/intent-types';
import { WebPageContent } from './web-page-content';
import { WebUrl } from './web-url';

/** A fetched page: its URL (hostname emphasised), content type, the truncation note, and the content collapsed to a preview. */
export function WebFetchView({ intent }: { intent: WebFetchIntent }) {
  const { labels } = useCardContext();
  const { content } = intent;
  const contentType = intent.contentType !== undefined && intent.contentType !== '' ? intent.contentType : undefined;
  return (
    <>
      <p data-slot="web-fetch-target">
        <WebUrl url={intent.url} />
        {contentType !== undefined && <span data-slot="web-content-type">{contentType}</span>}
      </p>
      {intent.truncated && (
        <p data-slot="truncated" role="note">
          {labels.webFetchTruncated}
        </p>
      )}
      <CardSection name="content" heading={labels.webContent}>
        {typeof content === 'string' && content !== '' ? (
          <WebPageContent content={content} contentType={contentType} />
        ) : Array.isArray(content) && content.length > 0 ? (
          <ContentBlocks blocks={content} />
        ) : (
          <p data-slot="empty">{labels.webNoContent}</p>
        )}
      </CardSection>
    </>
  );
}
