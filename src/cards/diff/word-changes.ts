import { type DiffLine, wordDiff, type TextRange, type WordDiff } from '../../diff';

/** Whether `text` outside `ranges` is only whitespace: the lines share no word. */
function nothingKept(text: string, ranges: readonly TextRange[]): boolean {
  let at = 0;
  for (const range of ranges) {
    if (text.slice(at, range.start).trim() !== '') return false;
    at = range.end;
  }
  return text.slice(at).trim() === '';
}

// Per deleted line, its partner and their word changes: a pair scrolled away and back, or drawn
// by both rows of the unified layout, is diffed once. Lines are the model's own objects, so an
// entry goes with its diff.
const byOldLine = new WeakMap<DiffLine, { newLine: DiffLine; changes: WordDiff | undefined }>();

/**
 * The changed word spans of a deleted line and the added line paired with it, for word-level
 * highlighting, computed when a row of the pair is first drawn and remembered per pair.
 * `undefined` when there is nothing to mark: the lines are too long or too different for
 * `wordDiff`'s budgets, or share no word at all (every word would be marked, which says no more
 * than the row's colour), as GitHub does.
 */
export function wordChanges(oldLine: DiffLine, newLine: DiffLine): WordDiff | undefined {
  if (oldLine.kind !== 'delete' || newLine.kind !== 'add') return undefined;
  const known = byOldLine.get(oldLine);
  if (known && known.newLine === newLine) return known.changes;
  let changes = wordDiff(oldLine.text, newLine.text);
  if (changes && nothingKept(oldLine.text, changes.old) && nothingKept(newLine.text, changes.new)) changes = undefined;
  byOldLine.set(oldLine, { newLine, changes });
  return changes;
}
