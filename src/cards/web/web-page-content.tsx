import { useId, useState } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { LongText } from '../../chrome/long-text';
import { formatCount } from '../../format/format-count';
import { markdownPreview, MarkdownText } from '../../markdown';
import { useSlotProps } from '../../react-base/slot-props';

/** Characters of the page the collapsed preview shows, about. */
const PREVIEW_CHARS = 600;

/** Props of {@link WebPageContent}. */
export interface WebPageContentProps {
  /** The page as Markdown (or plain text, per `contentType`). */
  content: string;
  contentType: string | undefined;
}

// The protocol sends the page as Markdown; a host that says it sent plain text or JSON is believed.
function isPlainText(contentType: string | undefined): boolean {
  return (
    contentType !== undefined && /^(text\/plain|application\/(json|xml)|text\/(csv|xml))\b/i.test(contentType.trim())
  );
}

/**
 * A fetched page's content, collapsed to a preview of its first blocks with a button that
 * shows the whole page (and the preview again). Markdown is drawn safely by `MarkdownText`.
 */
export function WebPageContent({ content, contentType }: WebPageContentProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  const plain = isPlainText(contentType);
  const preview = plain ? undefined : markdownPreview(content, PREVIEW_CHARS);
  const collapsed = preview !== undefined && !expanded;
  return (
    <div {...slotProps('page')} data-state={collapsed ? 'closed' : 'open'}>
      <div id={regionId} {...slotProps('page-body')}>
        {plain ? <LongText text={content} slot="page-text" /> : <MarkdownText source={collapsed ? preview : content} />}
      </div>
      {preview !== undefined && (
        <button
          type="button"
          {...slotProps('page-toggle')}
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? labels.web.hideContent : labels.web.showContent(formatCount(content.length))}
        </button>
      )}
    </div>
  );
}
