import type { GrammarState, HighlighterCore, ThemedToken, ThemedTokenWithVariants } from 'shiki/core';
import { DARK_THEME, LIGHT_THEME } from './grammar-loaders';
import type { HighlightToken, LineTokens } from './highlight-types';
import { darkTokenColor, lightTokenColor } from './token-colors';

/** The part of a shiki highlighter that tokenizing needs. */
export type TokenSource = Pick<HighlighterCore, 'codeToTokensWithThemes' | 'getLastGrammarState'>;

/** Lines tokenized together, and the grammar state after the last of them. */
export interface TokenizedBatch {
  /** One entry per line given, in order. */
  lines: LineTokens[];
  /** The state to continue the next line from. */
  state: GrammarState | undefined;
}

const THEMES = { light: LIGHT_THEME, dark: DARK_THEME };

// shiki's FontStyle bits (vscode-textmate's enum), kept local so this file needs no runtime import.
const ITALIC = 1;
const UNDERLINE = 4;
const STRIKETHROUGH = 8;

function sameStyle(a: HighlightToken, b: HighlightToken): boolean {
  return (
    a.light === b.light &&
    a.dark === b.dark &&
    a.italic === b.italic &&
    a.underline === b.underline &&
    a.strikethrough === b.strikethrough
  );
}

function toLineTokens(line: ThemedTokenWithVariants[]): HighlightToken[] {
  const out: HighlightToken[] = [];
  for (const themed of line) {
    const light = themed.variants.light;
    const dark = themed.variants.dark;
    const token: HighlightToken = { content: themed.content };
    const lightColor = lightTokenColor(light?.color);
    const darkColor = darkTokenColor(dark?.color);
    if (lightColor) token.light = lightColor;
    if (darkColor) token.dark = darkColor;
    // CSS can pick a colour by scheme (light-dark()) but not a font style, so either theme's wins.
    const fontStyle = Math.max(light?.fontStyle ?? 0, 0) | Math.max(dark?.fontStyle ?? 0, 0);
    if (fontStyle & ITALIC) token.italic = true;
    if (fontStyle & UNDERLINE) token.underline = true;
    if (fontStyle & STRIKETHROUGH) token.strikethrough = true;
    const previous = out[out.length - 1];
    if (previous && sameStyle(previous, token)) previous.content += token.content;
    else out.push(token);
  }
  return out;
}

/**
 * Tokenizes `lines` (none may hold `\n`) in both themes, continuing from `state` (`undefined`
 * for the start of a file). One call per batch: shiki switches theme twice per call, which costs
 * about as much as a line, so single-line calls would double the work. `timeLimitMs` (0: none)
 * lets vscode-textmate give up on a line, per theme; the rest of that line is then left plain.
 */
export function tokenizeBatch(
  source: TokenSource,
  lang: string,
  lines: readonly string[],
  state: GrammarState | undefined,
  timeLimitMs = 0,
): TokenizedBatch {
  // shiki splits on `\r?\n`, so a CRLF line's `\r` would vanish: it is cut off here and put back.
  const returns = lines.map((line) => /\r+$/.exec(line)?.[0] ?? '');
  const code = lines.map((line, index) => line.slice(0, line.length - (returns[index]?.length ?? 0))).join('\n');
  const themed = source.codeToTokensWithThemes(code, {
    lang,
    themes: THEMES,
    tokenizeTimeLimit: timeLimitMs,
    ...(state ? { grammarState: state } : {}),
  });
  // shiki records the end state against the returned array (typed for single-theme arrays only).
  const next = source.getLastGrammarState(themed as unknown as ThemedToken[][]);
  const out = lines.map((_, index) => {
    const tokens = toLineTokens(themed[index] ?? []);
    const trailing = returns[index];
    const last = tokens[tokens.length - 1];
    if (trailing && last && sameStyle(last, { content: '' })) last.content += trailing;
    else if (trailing) tokens.push({ content: trailing });
    return tokens;
  });
  return { lines: out, state: next ?? state };
}
