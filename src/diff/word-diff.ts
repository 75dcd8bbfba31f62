import { DELETE, EQUAL, INSERT } from './edit-script';
import type { DiffWork, EditOp } from './edit-script';
import { shortestEdit } from './shortest-edit';
import { wordTokens } from './word-tokens';

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
  /** Where the search counts its steps (for tests). */
  work?: DiffWork;
}

/** Default for {@link WordDiffOptions.maxLength}. */
const WORD_DIFF_MAX_LENGTH = 1000;

/**
 * Default for {@link WordDiffOptions.maxCost}. A search costs up to the line's tokens times the
 * edits; 100 on a 1,000-character line keeps the worst pair well under a millisecond, so a
 * screenful of pairs stays cheap.
 */
const WORD_DIFF_MAX_COST = 100;

/**
 * The changed words between a deleted line and its added partner: both lines cut into words,
 * whitespace runs and single other characters (see `wordTokens`), the common first and last tokens
 * set aside, and the middles compared with the bounded O(NP) search (`shortestEdit`). Every common
 * token is the same text on both sides, so offsets add up. `undefined` when a line is too long or
 * the lines differ too much: the view then marks the whole lines, as GitHub does.
 */
export function wordDiff(oldText: string, newText: string, options: WordDiffOptions = {}): WordDiff | undefined {
  const maxLength = options.maxLength ?? WORD_DIFF_MAX_LENGTH;
  if (oldText.length > maxLength || newText.length > maxLength) return undefined;
  const result: WordDiff = { old: [], new: [] };
  if (oldText === newText) return result;
  const maxCost = options.maxCost ?? WORD_DIFF_MAX_COST;
  const oldTokens = wordTokens(oldText);
  const newTokens = wordTokens(newText);
  const ids = new Map<string, number>();
  const idsOf = (tokens: readonly string[]) =>
    tokens.map((token) => ids.get(token) ?? ids.set(token, ids.size).get(token)!);
  const a = idsOf(oldTokens);
  const b = idsOf(newTokens);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix += 1;
  const aTo = a.length - suffix;
  const bTo = b.length - suffix;
  // Every script makes at least the difference in lengths; the rest is what the search may find.
  const extra = maxCost - Math.abs(aTo - bTo);
  const ops: EditOp[] = [];
  for (let index = 0; index < prefix; index++) ops.push(EQUAL);
  const limits = { maxExtraEdits: extra, maxSteps: maxLength * (maxCost + 1), work: options.work };
  if (extra < 0 || !shortestEdit(a, prefix, aTo, b, prefix, bTo, limits, ops)) return undefined;
  for (let index = 0; index < suffix; index++) ops.push(EQUAL);

  let oldOffset = 0;
  let newOffset = 0;
  let oldIndex = 0;
  let newIndex = 0;
  for (const op of ops) {
    if (op === DELETE) {
      const length = oldTokens[oldIndex++]!.length;
      addRange(result.old, oldOffset, oldOffset + length);
      oldOffset += length;
    } else if (op === INSERT) {
      const length = newTokens[newIndex++]!.length;
      addRange(result.new, newOffset, newOffset + length);
      newOffset += length;
    } else {
      oldOffset += oldTokens[oldIndex++]!.length;
      newOffset += newTokens[newIndex++]!.length;
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
