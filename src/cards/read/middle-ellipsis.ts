const ELLIPSIS = '…';

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * `text` cut in the middle to at most `max` UTF-16 units, an ellipsis in place of the cut:
 * `packages/core/…/deep/module/file.ts`. The end of a path says which file it is, so the tail
 * keeps the whole last segment when it fits, and the head keeps at least a few characters of
 * where it lives. Never splits a surrogate pair. Deterministic, so it is safe in server markup
 * (a cut measured in the browser would differ from the server's).
 */
export function middleEllipsis(text: string, max: number): string {
  if (text.length <= max) return text;
  const budget = Math.max(max - ELLIPSIS.length, 2);
  const minHead = Math.min(8, Math.floor(budget / 3));
  const separator = Math.max(text.lastIndexOf('/', text.length - 2), text.lastIndexOf('\\', text.length - 2));
  const lastSegment = separator >= 0 ? text.length - separator : 0;
  const tail = Math.min(Math.max(Math.ceil(budget / 2), lastSegment), budget - minHead);
  let head = budget - tail;
  if (isHigh(text.charCodeAt(head - 1))) head -= 1;
  let tailStart = text.length - tail;
  if (isLow(text.charCodeAt(tailStart)) && isHigh(text.charCodeAt(tailStart - 1))) {
    tailStart += 1;
  }
  return text.slice(0, head) + ELLIPSIS + text.slice(tailStart);
}
