import type { ReactNode } from 'react';
import { MarkdownText } from './markdown-text';

/**
 * Draws a presenter's Markdown text with the safe renderer: what `ContentBlocks` gets as `drawText` for Markdown
 * content.
 */
export function drawMarkdown(text: string): ReactNode {
  return <MarkdownText source={text} />;
}
