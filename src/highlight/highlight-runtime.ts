import { cachedTokenizer, highlightKey } from './highlight-cache';
import { ensureLanguage, preloadLanguages, readyHighlighter } from './highlighter';

/**
 * The highlighting runtime: the shiki highlighter's lifecycle, the grammar loaders, the
 * incremental tokenizer and its cache. No card's first markup needs it before a language is
 * loaded, and a language is loaded only through it, so it is one lazy chunk
 * (load-highlight-runtime.ts) that an app fetches the first time it highlights code.
 */
export const highlightRuntime = { ensureLanguage, preloadLanguages, readyHighlighter, cachedTokenizer, highlightKey };
