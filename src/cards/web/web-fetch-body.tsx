import { useCardContext } from '../../react-base/card-context';
import { CardSection } from '../../chrome/card-section';
import { ContentBlocks } from '../../content-blocks/content-blocks';
import type { WebFetchIntent } from '../../protocol/intent-types';
import { WebPageContent } from './web-page-content';
import { WebUrl } from './web-url';
import { useSlotProps } from '../../react-base/slot-props';
import { showsErrorText } from '../../protocol/shows-error-text';
import { RawContent } from '../../content-blocks/raw-content';
import type { ContentBlock } from '../../protocol/intent-types';

const isText = (block: ContentBlock) => block.type === 'text' && typeof block.text === 'string';

function rawBody(intent: WebFetchIntent): string | undefined {
  const texts = (intent.rawContent ?? []).flatMap((block) => (isText(block) ? [block.text as string] : []));
  return texts.length > 0 ? texts.join('\n') : undefined;
}

/**
 * A fetched page: its URL (hostname emphasised), content type, the truncation note, and the
 * content collapsed to a preview; with no `content`, the raw result text stands as the page. The
 * raw content the page does not show follows it.
 */
export function WebFetchBody({ intent }: { intent: WebFetchIntent }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  // A fetch result view without a body (DSH's web_fetch): the page is in the raw content.
  const hasOwnContent =
    intent.content !== undefined &&
    intent.content !== '' &&
    !(Array.isArray(intent.content) && intent.content.length === 0);
  const content = hasOwnContent ? intent.content : rawBody(intent);
  // The raw content the page does not already show: all of it beside the view's own page, else
  // the blocks that are not text (an image, a resource), which the page's text leaves out.
  const rawLeft = hasOwnContent
    ? (intent.rawContent ?? [])
    : (intent.rawContent ?? []).filter((block) => !isText(block));
  const hasPage = (typeof content === 'string' && content !== '') || (Array.isArray(content) && content.length > 0);
  const contentType = intent.contentType !== undefined && intent.contentType !== '' ? intent.contentType : undefined;
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
      {(hasPage || !showsErrorText(intent)) && (
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
