import { hashLines } from '../cache/content-hash';
import { DARK_THEME, LIGHT_THEME } from './grammar-loaders';
import { createLineTokenizer, type LineTokenizer } from './line-tokenizer';
import { LruCache } from '../cache/lru-cache';
import type { TokenSource } from './shiki-tokens';

/**
 * The page's highlighted documents, so that a card that unmounts and comes back (a virtual list
 * scrolling, a re-render with a new but equal array) finds its tokens and grammar checkpoints
 * again. Keyed by a hash of the full content with the language and the theme pair; bounded, as
 * each document holds a few thousand lines of tokens at most.
 */

const MAX_DOCUMENTS = 8;

let documents: LruCache<string, LineTokenizer> | undefined;

/** The cache key for `lines` in `lang`: every character counts, not just the ends. */
export function highlightKey(lines: readonly string[], lang: string): string {
  return `${lang}\u0000${LIGHT_THEME}\u0000${DARK_THEME}\u0000${hashLines(lines)}`;
}

/** The tokenizer stored under `key`, made from `lines` first if there is none. */
export function cachedTokenizer(
  key: string,
  lines: readonly string[],
  lang: string,
  source: TokenSource,
): LineTokenizer {
  documents ??= new LruCache(MAX_DOCUMENTS);
  let tokenizer = documents.get(key);
  if (!tokenizer) {
    tokenizer = createLineTokenizer({ lines, lang, source });
    documents.set(key, tokenizer);
  }
  return tokenizer;
}
