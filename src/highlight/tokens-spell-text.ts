import type { LineTokens } from './highlight-types';

/**
 * Whether `tokens` spell `text` exactly. Tokens for an older text (a line that changed while its
 * tokens were on the way) must never replace the text the reader should see.
 */
export function tokensSpellText(tokens: LineTokens, text: string): boolean {
  let offset = 0;
  for (const token of tokens) {
    if (!text.startsWith(token.content, offset)) return false;
    offset += token.content.length;
  }
  return offset === text.length;
}
