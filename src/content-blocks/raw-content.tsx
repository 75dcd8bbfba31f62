import { useCardContext } from '../react-base/card-context';
import { CardSection } from '../chrome/card-section';
import type { ContentBlock } from '../protocol/intent-types';
import { ContentBlocks } from './content-blocks';

/** Props of {@link RawContent}. */
export interface RawContentProps {
  /** The tool's raw result content (an intent's `rawContent`). */
  blocks: readonly ContentBlock[];
  /** The section's heading; "Tool output" unless set. */
  heading?: string;
}

/**
 * The tool's raw result content, `data-section="raw-content"`: what a card shows when its own
 * fields do not carry it (a failed edit's message, a persistent shell's reply). Plain text, never
 * Markdown: raw tool output is shown as it came.
 */
export function RawContent({ blocks, heading }: RawContentProps) {
  const { labels } = useCardContext();
  if (blocks.length === 0) return null;
  return (
    <CardSection name="raw-content" heading={heading ?? labels.toolOutput}>
      <ContentBlocks blocks={blocks} />
    </CardSection>
  );
}
