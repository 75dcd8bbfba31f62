import { memo, type CSSProperties, type ReactNode } from 'react';
import type { HighlightToken, LineTokens } from './highlight-types';

/** Props of {@link HighlightedLine}. */
export interface HighlightedLineProps {
  /** The line's text; drawn as it is until usable tokens arrive. */
  text: string;
  /** The line's tokens (from `useHighlightedLines`); ignored unless they spell `text` exactly. */
  tokens?: LineTokens | undefined;
  /** Merged onto the line's element. */
  className?: string;
}

// Tokens for an older text (a line that changed while its tokens were on the way) must never
// replace the text the reader should see.
function spellsText(tokens: LineTokens, text: string): boolean {
  let offset = 0;
  for (const token of tokens) {
    if (!text.startsWith(token.content, offset)) return false;
    offset += token.content.length;
  }
  return offset === text.length;
}

function drawToken(token: HighlightToken, index: number): ReactNode {
  if (!token.light && !token.dark && !token.italic && !token.underline && !token.strikethrough) return token.content;
  // Colours are data, passed as the variables styles.css reads through light-dark(), so a theme
  // switch is pure CSS and re-highlights nothing.
  const style: Record<string, string> = {};
  if (token.light) style['--shiki-light'] = token.light;
  if (token.dark) style['--shiki-dark'] = token.dark;
  return (
    <span
      key={index}
      data-slot="token"
      data-italic={token.italic ? '' : undefined}
      data-underline={token.underline ? '' : undefined}
      data-strikethrough={token.strikethrough ? '' : undefined}
      style={style as CSSProperties}
    >
      {token.content}
    </span>
  );
}

/**
 * One line of code: `data-slot="code-line"`, holding the plain text, or once highlighted
 * (`data-highlighted`) the same text split into `data-slot="token"` spans. Tokens change only
 * colour and font style, never size or weight, so highlighting arriving moves nothing.
 */
export const HighlightedLine = memo(function HighlightedLine({ text, tokens, className }: HighlightedLineProps) {
  const usable = tokens !== undefined && spellsText(tokens, text);
  return (
    <span data-slot="code-line" data-highlighted={usable ? '' : undefined} className={className}>
      {usable ? tokens.map(drawToken) : text}
    </span>
  );
});
