/**
 * A 64-bit fingerprint of a text given as lines, for cache keys. It is cyrb53 (bryc, public
 * domain: https://github.com/bryc/code/blob/master/jshash/experimental/cyrb53.js) with both
 * 32-bit halves kept. Every character is mixed in, so two texts that differ only in the middle
 * get different keys (a key made of the first and last characters would not). Not cryptographic:
 * a collision costs a wrong colour, never wrong text, since views draw the text they are given.
 */

const NEWLINE = 0x0a;

/** The fingerprint of `lines` joined by `\n`: 16 hex digits, then the line count and length. */
export function hashLines(lines: readonly string[]): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  let length = 0;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (index > 0) {
      h1 = Math.imul(h1 ^ NEWLINE, 2654435761);
      h2 = Math.imul(h2 ^ NEWLINE, 1597334677);
    }
    for (let i = 0; i < line.length; i++) {
      const code = line.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    length += line.length;
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0');
  return `${hex(h2)}${hex(h1)}:${lines.length}:${length}`;
}
