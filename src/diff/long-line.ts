/**
 * Longest line text the view draws before cutting it with an expander. Minified bundles and
 * generated JSON put megabytes on one line; laying that out would freeze the page. The model
 * always keeps the whole text (copying and word diff see all of it).
 */
export const MAX_LINE_CHARS = 10_000;

/** A line cut for display: the part shown, and how many UTF-16 code units are hidden after it. */
export interface CutLine {
  /** The text to draw. */
  shown: string;
  /** Code units left out (0 when the line is whole). */
  hidden: number;
}

/**
 * The first `max` code units of `text`, never splitting a surrogate pair (half an emoji would
 * draw as a replacement character).
 */
export function cutLongLine(text: string, max: number = MAX_LINE_CHARS): CutLine {
  if (text.length <= max) return { shown: text, hidden: 0 };
  let end = Math.max(0, max);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return { shown: text.slice(0, end), hidden: text.length - end };
}
