/** The part of a long line to draw, and whether text was left out on either side. */
export interface LineWindow {
  start: number;
  end: number;
  cutStart: boolean;
  cutEnd: boolean;
}

/** Characters drawn of a long line; enough for a wide screen, cheap for a minified 2 MB line. */
const MAX_LINE_CHARS = 240;
/** Characters kept before the first hit when the line is cut, so the hit keeps some context. */
const CONTEXT_BEFORE_HIT = 40;

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * Where to cut a line of `line.length` characters so the first hit (at `firstHit`, if any) is
 * shown with some context before it. Short lines are shown whole. Never cuts a surrogate pair.
 */
export function cutAroundHit(
  line: string,
  firstHit: number | undefined,
  maxChars = MAX_LINE_CHARS,
  contextBefore = CONTEXT_BEFORE_HIT,
): LineWindow {
  const length = line.length;
  if (length <= maxChars) return { start: 0, end: length, cutStart: false, cutEnd: false };
  let start = firstHit === undefined ? 0 : Math.max(0, Math.min(firstHit - contextBefore, length - maxChars));
  let end = Math.min(length, start + maxChars);
  if (start > 0 && isHighSurrogate(line.charCodeAt(start - 1))) start -= 1;
  if (end < length && isHighSurrogate(line.charCodeAt(end - 1))) end -= 1;
  return { start, end, cutStart: start > 0, cutEnd: end < length };
}
