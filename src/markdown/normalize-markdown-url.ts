/** Characters a URL may carry as they are; everything else is percent-encoded. */
const KEPT = /[A-Za-z0-9!#$&'()*+,\-./:;=?@_~]/;

/**
 * A Markdown link destination percent-encoded as CommonMark renders it (`\` → `%5C`, a space
 * → `%20`, non-ASCII as UTF-8 bytes; a valid `%XX` kept). Needed before the link policy: the
 * URL parser would read `https://example.com/\[\` as `https://example.com//[/`, so the link would
 * go somewhere other than where its text says (CommonMark example 605).
 */
export function normalizeMarkdownUrl(url: string): string {
  let result = '';
  const encoder = new TextEncoder();
  for (let index = 0; index < url.length; index++) {
    const char = url[index] ?? '';
    if (char === '%' && /^[0-9A-Fa-f]{2}$/.test(url.slice(index + 1, index + 3))) {
      result += char;
    } else if (KEPT.test(char)) {
      result += char;
    } else {
      const code = url.codePointAt(index) ?? 0;
      const whole = String.fromCodePoint(code);
      index += whole.length - 1;
      // A lone surrogate has no UTF-8 form: U+FFFD, as a URL encoder writes it.
      const text = whole.length === 1 && code >= 0xd800 && code <= 0xdfff ? '\uFFFD' : whole;
      for (const byte of encoder.encode(text)) result += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    }
  }
  return result;
}
