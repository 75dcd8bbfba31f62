import { useCardContext } from '../../react-base/card-context';
import { CardSection } from '../../chrome/card-section';
import { ContentBlocks } from '../../content-blocks/content-blocks';
import type { WebFetchIntent } from '../../protocol/intent-types';
import { WebPageContent } from './web-page-content';
import { WebUrl } from './web-url';
import { webFetchOpenParts } from './web-open-parts';
import { useSlotProps } from '../../react-base/slot-props';
import { RawContent } from '../../content-blocks/raw-content';

/**
 * A fetched page: its URL (hostname emphasised), content type, the truncation note, and the
 * content collapsed to a preview; with no `content`, the raw result text stands as the page. The
 * raw content the page does not show follows it.
 */
export function WebFetchBody({ intent }: { intent: WebFetchIntent }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { content, contentType, section, rawLeft } = webFetchOpenParts(intent);
  return (
    <>
      <p {...slotProps('fetch-target')}>
        <WebUrl url={intent.url} />
        {contentType !== undefined && <span {...slotProps('content-type')}>{contentType}</span>}
      </p>
      {intent.truncated && (
        <p {...slotProps('truncated')} role="note">
          {labels.web.fetchTruncated}
        </p>
      )}
      {/* A failed fetch with no page says why in its error area, and no "No content" under it. */}
      {section && (
        <CardSection name="content" heading={labels.web.content}>
          {typeof content === 'string' && content !== '' ? (
            <WebPageContent content={content} contentType={contentType} />
          ) : Array.isArray(content) && content.length > 0 ? (
            <ContentBlocks blocks={content} />
          ) : (
            <p {...slotProps('empty')}>{labels.web.noContent}</p>
          )}
        </CardSection>
      )}
      {rawLeft.length > 0 && <RawContent blocks={rawLeft} />}
    </>
  );
}
