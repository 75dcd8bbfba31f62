import { DARK_THEME, LIGHT_THEME } from './grammar-loaders';
import { createLineTokenizer, type LineTokenizer } from './line-tokenizer';
import { LruCache } from '../cache/lru-cache';
import type { TokenSource } from './shiki-tokens';

/**
 * The page's highlighted documents, so that a card that unmounts and comes back (a virtual list
 * scrolling, a re-render with a new but equal array) finds its tokens and grammar checkpoints
 * again. A document is found by a key that reads only its outline (the language, the theme
 * pair, its line count and the start of its first and last lines), then told apart from the
 * others under that key by its lines, compared one by one. Nothing reads the whole text before
 * a first paint (a hash of every character of `lib.dom.d.ts` took 6 ms in Node, 14 ms before the
 * engine had compiled it); a lookup that finds a candidate compares strings, which the engine
 * does a block at a time, and two documents are never mistaken for each other. Bounded: a few
 * documents per key, a few keys.
 */

const MAX_KEYS = 8;
/** Documents kept under one key: the two sides of a file's edit, which often share their length and ends. */
const MAX_DOCUMENTS_PER_KEY = 2;
/** Characters of the first and last lines in a key: enough to tell most files apart. */
const KEY_LINE_CHARS = 64;

/** A document in the cache: its lines, and the tokenizer made for them. */
interface CachedDocument {
  lines: readonly string[];
  tokenizer: LineTokenizer;
}

let documents: LruCache<string, CachedDocument[]> | undefined;

/**
 * The cache key for `lines` in `lang`: the outline of the text (see the module comment). Equal
 * texts get equal keys; texts with equal keys are told apart by {@link cachedTokenizer}.
 */
export function highlightKey(lines: readonly string[], lang: string): string {
  const first = lines[0] ?? '';
  const last = lines[lines.length - 1] ?? '';
  return [
    lang,
    LIGHT_THEME,
    DARK_THEME,
    lines.length,
    first.length,
    last.length,
    first.slice(0, KEY_LINE_CHARS),
    last.slice(0, KEY_LINE_CHARS),
  ].join('\u0000');
}

/** Whether two documents hold the same lines (the same array, or equal strings in order). */
function sameLines(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index++) if (a[index] !== b[index]) return false;
  return true;
}

/** The tokenizer of the document stored under `key` with exactly `lines`, made first if there is none. */
export function cachedTokenizer(
  key: string,
  lines: readonly string[],
  lang: string,
  source: TokenSource,
): LineTokenizer {
  documents ??= new LruCache(MAX_KEYS);
  const candidates = documents.get(key) ?? [];
  const found = candidates.find((document) => sameLines(document.lines, lines));
  if (found) return found.tokenizer;
  const tokenizer = createLineTokenizer({ lines, lang, source });
  documents.set(key, [...candidates.slice(1 - MAX_DOCUMENTS_PER_KEY), { lines, tokenizer }]);
  return tokenizer;
}
