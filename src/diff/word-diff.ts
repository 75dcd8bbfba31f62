import { diffWordsWithSpace } from 'diff';

/** A span of a line, in UTF-16 code units: `start` inclusive, `end` exclusive (like `slice`). */
export interface TextRange {
  /** First code unit of the span. */
  start: number;
  /** One past the last code unit. */
  end: number;
}

/** The changed words of a deleted line and of the added line paired with it. */
export interface WordDiff {
  /** Spans of the old line that were removed. */
  old: TextRange[];
  /** Spans of the new line that were added. */
  new: TextRange[];
}

/** Budgets for {@link wordDiff}. */
export interface WordDiffOptions {
  /** Longest line (in UTF-16 code units) worth diffing word by word; default 1,000. */
  maxLength?: number;
  /** Most words and spaces removed plus added before giving up; default 100. */
  maxCost?: number;
}

/** Default for {@link WordDiffOptions.maxLength}. */
const WORD_DIFF_MAX_LENGTH = 1000;

/**
 * Default for {@link WordDiffOptions.maxCost}. jsdiff's cost grows with the square of the edit
 * length; 100 keeps the worst pair near a millisecond, so a screenful of pairs stays cheap.
 */
const WORD_DIFF_MAX_COST = 100;

/**
 * The changed words between a deleted line and its added partner, with jsdiff's
 * `diffWordsWithSpace` (whitespace runs are tokens of their own, so every common token is the
 * same text on both sides and offsets add up). `undefined` when a line is too long or the lines
 * differ too much: the view then marks the whole lines, as GitHub does.
 */
export function wordDiff(oldText: string, newText: string, options: WordDiffOptions = {}): WordDiff | undefined {
  const maxLength = options.maxLength ?? WORD_DIFF_MAX_LENGTH;
  if (oldText.length > maxLength || newText.length > maxLength) return undefined;
  const result: WordDiff = { old: [], new: [] };
  if (oldText === newText) return result;
  const changes = diffWordsWithSpace(oldText, newText, { maxEditLength: options.maxCost ?? WORD_DIFF_MAX_COST });
  if (changes === undefined) return undefined;
  let oldOffset = 0;
  let newOffset = 0;
  for (const change of changes) {
    const length = change.value.length;
    if (change.removed) {
      addRange(result.old, oldOffset, oldOffset + length);
      oldOffset += length;
    } else if (change.added) {
      addRange(result.new, newOffset, newOffset + length);
      newOffset += length;
    } else {
      oldOffset += length;
      newOffset += length;
    }
  }
  return result;
}

/** Appends a span, merged with the previous one when they touch (one mark, not two). */
function addRange(ranges: TextRange[], start: number, end: number): void {
  const last = ranges[ranges.length - 1];
  if (last && last.end === start) last.end = end;
  else ranges.push({ start, end });
}
