/**
 * The highlighting engine's one way in from the rest of src/: the hook and the token views, the
 * language table and preloading. The rest (shiki, grammar state, caches) is the lazy runtime chunk
 * `load-highlight-runtime.ts` imports; nothing outside this folder reaches it.
 */
export { FirstMarkupHighlightingContext } from './first-markup-highlighting';
export { HIGHLIGHT_LANGUAGES } from './highlight-languages';
export type { HighlightLanguage } from './highlight-languages';
export type { HighlightToken, LineTokens } from './highlight-types';
export { HighlightedLine, TokenSpan } from './highlighted-line';
export { languageFor } from './language-for-path';
export { preloadHighlighter } from './preload-highlighter';
export { isSynchronousMode, setSynchronousMode } from './synchronous-mode';
export { tokensSpellText } from './tokens-spell-text';
export { useHighlightedLines } from './use-highlighted-lines';
