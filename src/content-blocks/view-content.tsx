import { useCardContext } from '../react-base/card-context';
import { CardSection } from '../chrome/card-section';
import { drawMarkdown } from '../markdown';
import type { ContentBlock } from '../protocol/intent-types';
import { ContentBlocks } from './content-blocks';

/** Props of {@link ViewContent}. */
export interface ViewContentProps {
  /** The view's own content blocks (an intent's `content`); nothing is drawn when absent or empty. */
  blocks: readonly ContentBlock[] | undefined;
}

/**
 * A view's own content blocks, `data-section="result"` headed "Result": what a presenter wrote
 * beside the card's fields (a note, an image), drawn after the card's main body on every card
 * that does not make `content` its body. Text is Markdown: a presenter wrote it.
 */
export function ViewContent({ blocks }: ViewContentProps) {
  const { labels } = useCardContext();
  if (blocks === undefined || blocks.length === 0) return null;
  return (
    <CardSection name="result" heading={labels.result}>
      <ContentBlocks blocks={blocks} drawText={drawMarkdown} />
    </CardSection>
  );
}
