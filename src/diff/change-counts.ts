import type { FileDiff } from '../protocol/intent-types';
import type { DiffSummary } from './diff-model';

/** Added and deleted lines of one change. */
interface ChangeCounts {
  additions: number;
  deletions: number;
}

/** A text's lines as the line differ compares them: each with its `\n`, the last without one when the text has none. */
function comparableLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (text.endsWith('\n')) lines.pop();
  const last = lines.length - 1;
  return lines.map((line, index) => (index === last && !text.endsWith('\n') ? line : `${line}\n`));
}

/**
 * The added and deleted lines a minimal line diff of two texts has, found without diffing, or
 * `undefined` when that cannot be proved cheaply. Past their common first and last lines, the
 * middles share at most `shared` lines (the sum over each line of its smaller count on the two
 * sides); when the shared lines come in the same order on both sides, a common subsequence that
 * long exists, so it is the longest, and a minimal diff deletes the rest of the old middle and
 * adds the rest of the new. A line that moved breaks the order: then only the differ can say.
 */
function provableChangeCounts(oldText: string, newText: string): ChangeCounts | undefined {
  const oldLines = comparableLines(oldText);
  const newLines = comparableLines(newText);
  let prefix = 0;
  const shortest = Math.min(oldLines.length, newLines.length);
  while (prefix < shortest && oldLines[prefix] === newLines[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < shortest - prefix &&
    oldLines[oldLines.length - 1 - suffix] === newLines[newLines.length - 1 - suffix]
  )
    suffix += 1;
  const oldMiddle = oldLines.slice(prefix, oldLines.length - suffix);
  const newMiddle = newLines.slice(prefix, newLines.length - suffix);

  const counts = new Map<string, [number, number]>();
  for (const line of oldMiddle) (counts.get(line) ?? counts.set(line, [0, 0]).get(line)!)[0] += 1;
  for (const line of newMiddle) (counts.get(line) ?? counts.set(line, [0, 0]).get(line)!)[1] += 1;
  // Each side keeps, per line, its first `min` copies: equal sequences prove the order holds.
  const keep = (lines: readonly string[]) => {
    const left = new Map<string, number>();
    const kept: string[] = [];
    for (const line of lines) {
      const [inOld, inNew] = counts.get(line) ?? [0, 0];
      const used = left.get(line) ?? 0;
      if (used < Math.min(inOld, inNew)) {
        kept.push(line);
        left.set(line, used + 1);
      }
    }
    return kept;
  };
  const oldKept = keep(oldMiddle);
  const newKept = keep(newMiddle);
  if (oldKept.length !== newKept.length || oldKept.some((line, index) => line !== newKept[index])) return undefined;
  return { additions: newMiddle.length - newKept.length, deletions: oldMiddle.length - oldKept.length };
}

/** Whether a path's entries are its whole texts (as `diffFilesOf` decides): one entry at line 1 of both sides. */
function isWholeText(entries: readonly FileDiff[]): boolean {
  const [entry] = entries;
  return (
    entries.length === 1 &&
    entry !== undefined &&
    entry.oldText !== null &&
    entry.oldStart === 1 &&
    entry.newStart === 1
  );
}

/** An excerpt's text with a final newline, as `excerptHunk` closes it. */
function closed(text: string): string {
  return text === '' || text.endsWith('\n') ? text : `${text}\n`;
}

/**
 * The summary a `diffs` intent's files will have, without running the line differ: what the
 * header of a collapsed card shows, so a chat of closed edits never diffs a text it does not
 * draw. It follows `diffFilesOf`'s rules (whole texts or excerpts, a new text all additions); the
 * texts it can count are the ones the differ aligns without search, so caps never apply to them. `undefined` when some
 * entry needs the differ
 * to be counted (a line that moved): the caller then builds the files.
 */
export function summarizeTextDiffs(diffs: readonly FileDiff[]): DiffSummary | undefined {
  const paths = new Map<string, FileDiff[]>();
  for (const entry of diffs) {
    const group = paths.get(entry.path);
    if (group) group.push(entry);
    else paths.set(entry.path, [entry]);
  }
  let additions = 0;
  let deletions = 0;
  for (const entries of paths.values()) {
    const whole = isWholeText(entries);
    for (const entry of entries) {
      const oldText = whole ? (entry.oldText ?? '') : closed(entry.oldText ?? '');
      const newText = whole ? entry.newText : closed(entry.newText);
      if (oldText === newText) continue;
      if (oldText === '') {
        additions += comparableLines(newText).length;
        continue;
      }
      // The differ aligns such texts in one pass, without search (nothing charged, never approximate).
      const counts = provableChangeCounts(oldText, newText);
      if (!counts) return undefined;
      additions += counts.additions;
      deletions += counts.deletions;
    }
  }
  return { files: paths.size, additions, deletions };
}
