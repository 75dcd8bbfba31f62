import type { ReactNode } from 'react';
import { useCardContext } from '../react-base/card-context';
import { LongText } from '../chrome/long-text';
import { formatCount } from '../format/format-count';
import { JsonTree } from '../json-tree';
import { classifyContentBlock } from '../protocol/classify-content-block';
import type { ContentBlock } from '../protocol/intent-types';
import { ExternalLink } from '../react-base/external-link';
import { ShowMoreButton, usePagedCount } from '../chrome/show-more';
import { useSlotProps } from '../react-base/slot-props';

/** Blocks drawn at first, and added per "Show more". */
const CONTENT_BLOCKS_PAGE = 100;

function ContentBlock({
  block,
  index,
  drawText,
}: {
  block: unknown;
  index: number;
  drawText: ((text: string) => ReactNode) | undefined;
}) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const classified = classifyContentBlock(block);
  switch (classified.kind) {
    case 'text':
      return drawText ? drawText(classified.text) : <LongText text={classified.text} slot="text" />;
    case 'reasoning':
      return (
        <details {...slotProps('reasoning')}>
          <summary>{labels.reasoning}</summary>
          <LongText text={classified.text} slot="text" />
        </details>
      );
    case 'image':
      return (
        <img
          {...slotProps('image')}
          src={classified.src}
          alt={labels.image(classified.mimeType)}
          loading="lazy"
          decoding="async"
        />
      );
    case 'image-attachment':
      return (
        <div {...slotProps('image-placeholder')}>
          <span {...slotProps('placeholder-label')}>{labels.imageAttachment}</span>
          <JsonTree value={classified.attachment} label={labels.imageAttachment} />
        </div>
      );
    case 'image-refused':
      return (
        <div {...slotProps('image-placeholder')} data-refused="">
          <span {...slotProps('placeholder-label')}>{labels.imageRefused(classified.mimeType ?? 'unknown type')}</span>
        </div>
      );
    case 'audio':
      return (
        <audio
          {...slotProps('audio')}
          controls
          preload="metadata"
          src={classified.src}
          aria-label={labels.audio(classified.mimeType)}
        />
      );
    case 'audio-refused':
      return (
        <div {...slotProps('audio-placeholder')} data-refused="">
          <span {...slotProps('placeholder-label')}>{labels.audioRefused(classified.mimeType ?? 'unknown type')}</span>
        </div>
      );
    case 'resource-link': {
      const label = classified.title ?? classified.name ?? classified.uri;
      return (
        <div {...slotProps('resource-link')}>
          <ExternalLink href={classified.href} text={label} title={classified.uri} />
          {classified.mimeType && <span {...slotProps('mime-type')}>{classified.mimeType}</span>}
          {label !== classified.uri && <code {...slotProps('resource-uri')}>{classified.uri}</code>}
          {classified.description && <p {...slotProps('resource-description')}>{classified.description}</p>}
        </div>
      );
    }
    case 'resource':
      return (
        <div {...slotProps('resource')}>
          <div {...slotProps('resource-header')}>
            <span {...slotProps('placeholder-label')}>{labels.resource}</span>{' '}
            <ExternalLink href={classified.href} text={classified.uri} title={classified.uri} />
            {classified.mimeType && <span {...slotProps('mime-type')}>{classified.mimeType}</span>}
          </div>
          {classified.text !== undefined && <LongText text={classified.text} slot="text" />}
          {classified.blobLength !== undefined && (
            <span {...slotProps('placeholder-label')}>{labels.binaryResource(formatCount(classified.blobLength))}</span>
          )}
        </div>
      );
    case 'other':
      return <JsonTree value={classified.value} label={`${labels.result} ${index + 1}`} />;
    default: {
      const unreachable: never = classified;
      return unreachable;
    }
  }
}

/** Props of {@link ContentBlocks}. */
export interface ContentBlocksProps {
  /** The blocks, in order. */
  blocks: readonly ContentBlock[] | readonly unknown[];
  /**
   * Draws a text block: a card whose text blocks are a presenter's Markdown (a view's `content`)
   * passes {@link drawMarkdown}. Absent, text is plain (raw tool output). A function rather than a
   * flag so that a card drawing only raw output (diff, read, a fetch) does not bring the Markdown
   * parser into an app's bundle.
   */
  drawText?: (text: string) => ReactNode;
}

/**
 * Result content blocks in order, unknown ones as their JSON; a page at a time, with a
 * "Show more" button saying how many are shown.
 */
export function ContentBlocks({ blocks, drawText }: ContentBlocksProps) {
  const slotProps = useSlotProps();
  const { shown, showMore } = usePagedCount(blocks.length, CONTENT_BLOCKS_PAGE);
  return (
    <div {...slotProps('content')}>
      {blocks.slice(0, shown).map((block, index) => (
        <div
          {...slotProps('content-block')}
          data-block-type={
            typeof (block as { type?: unknown })?.type === 'string' ? (block as { type: string }).type : 'unknown'
          }
          key={index}
        >
          <ContentBlock block={block} index={index} drawText={drawText} />
        </div>
      ))}
      <ShowMoreButton shown={shown} total={blocks.length} onClick={showMore} />
    </div>
  );
}
