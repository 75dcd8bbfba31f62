// A lone surrogate cannot cross UTF-8: the server sends U+FFFD where the browser still holds the
// surrogate, and hydration fails. Strings are made well-formed once, where an intent enters.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

interface WellFormedString {
  isWellFormed?: () => boolean;
  toWellFormed?: () => string;
}

// Looked up once: the check runs for every string of every intent.
const hasNativeCheck = typeof (String.prototype as WellFormedString).isWellFormed === 'function';

/** True when `text` has no lone surrogate (it survives UTF-8 unchanged). */
export function isWellFormedText(text: string): boolean {
  return hasNativeCheck ? (text as unknown as Required<WellFormedString>).isWellFormed() : !LONE_SURROGATE.test(text);
}

/**
 * `text` with every lone surrogate replaced by U+FFFD, as a UTF-8 round trip would; the same string when there is none.
 */
export function toWellFormedText(text: string): string {
  if (isWellFormedText(text)) return text;
  const native = (text as unknown as WellFormedString).toWellFormed;
  return typeof native === 'function' ? native.call(text) : text.replace(LONE_SURROGATES, '\uFFFD');
}

/**
 * Where to cut `text` so that at most `end` UTF-16 units stay and no surrogate pair is split:
 * `end`, or one less when `end` falls between the two halves of a pair.
 */
export function codePointCut(text: string, end: number): number {
  if (end <= 0) return 0;
  if (end >= text.length) return text.length;
  const before = text.charCodeAt(end - 1);
  const after = text.charCodeAt(end);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff ? end - 1 : end;
}

/** The first `end` UTF-16 units of `text` at most, never ending in half a surrogate pair. */
export function sliceAtCodePoint(text: string, end: number): string {
  return text.slice(0, codePointCut(text, end));
}
