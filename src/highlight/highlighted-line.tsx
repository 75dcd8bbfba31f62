import { memo, type CSSProperties, type ReactNode } from 'react';
import type { HighlightToken, LineTokens } from './highlight-types';
import { tokensSpellText } from './tokens-spell-text';
import { useSlotProps } from '../react-base/slot-props';

/** Props of {@link HighlightedLine}. */
export interface HighlightedLineProps {
  /** The line's text; drawn as it is until usable tokens arrive. */
  text: string;
  /** The line's tokens (from `useHighlightedLines`); ignored unless they spell `text` exactly. */
  tokens?: LineTokens | undefined;
  /** Merged onto the line's element. */
  className?: string;
}

function tokenHasStyle(token: HighlightToken): boolean {
  return Boolean(token.light || token.dark || token.italic || token.underline || token.strikethrough);
}

/**
 * One token's `data-slot="token"` span around `children` (its text, or its text with markers),
 * or the children alone when the token has no style. Colours are data, passed as the variables
 * the highlight stylesheet reads through light-dark(), so a theme switch is pure CSS and
 * re-highlights nothing. Every card that draws tokens draws them through this.
 */
export function TokenSpan({ token, children }: { token: HighlightToken; children: ReactNode }) {
  const slotProps = useSlotProps();
  if (!tokenHasStyle(token)) return <>{children}</>;
  const style: Record<string, string> = {};
  if (token.light) style['--shiki-light'] = token.light;
  if (token.dark) style['--shiki-dark'] = token.dark;
  return (
    <span
      {...slotProps('token')}
      data-italic={token.italic ? '' : undefined}
      data-underline={token.underline ? '' : undefined}
      data-strikethrough={token.strikethrough ? '' : undefined}
      style={style as CSSProperties}
    >
      {children}
    </span>
  );
}

/**
 * One line of code: `data-slot="code-line"`, holding the plain text, or once highlighted
 * (`data-highlighted`) the same text split into `data-slot="token"` spans. Tokens change only
 * colour and font style, never size or weight, so highlighting arriving moves nothing.
 */
export const HighlightedLine = /* @__PURE__ */ memo(function HighlightedLine({
  text,
  tokens,
  className,
}: HighlightedLineProps) {
  const slotProps = useSlotProps();
  const usable = tokens !== undefined && tokensSpellText(tokens, text);
  return (
    <span {...slotProps('code-line', className)} data-highlighted={usable ? '' : undefined}>
      {usable
        ? tokens.map((token, index) => (
            <TokenSpan key={index} token={token}>
              {token.content}
            </TokenSpan>
          ))
        : text}
    </span>
  );
});
