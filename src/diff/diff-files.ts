import type { DiffIntent, FileDiff } from '../protocol/intent-types';
import { excerptsFile } from './diff-excerpts';
import type { DiffFileModel } from './diff-model';
import { diffTexts } from './diff-texts';
import type { DiffTextsOptions } from './diff-texts';
import { parsePatch } from './parse-patch';

/** The entries of `diffs` by path, in the order each path first appears. */
function groupByPath(diffs: readonly FileDiff[]): [string, FileDiff[]][] {
  const groups = new Map<string, FileDiff[]>();
  for (const diff of diffs) {
    const group = groups.get(diff.path);
    if (group) group.push(diff);
    else groups.set(diff.path, [diff]);
  }
  return [...groups];
}

/**
 * Whether a path's entries are its whole texts: one entry the host places at line 1 of both
 * sides, diffed with three lines of context and the rest revealable. Any other entry is an
 * excerpt (a DSH hunk) drawn whole; a new file's (`oldText: null`) is numbered from line 1.
 */
function isWholeText(entries: readonly FileDiff[]): entries is [FileDiff] {
  if (entries.length !== 1) return false;
  const [entry] = entries as [FileDiff];
  return entry.oldText !== null && entry.oldStart === 1 && entry.newStart === 1;
}

/**
 * The files of a `diff` intent: one per path. `diffs` win when both are given: with the texts
 * the reader can see the lines around each change, which a patch cannot offer.
 */
export function diffFilesOf(intent: Pick<DiffIntent, 'diffs' | 'patch'>, options?: DiffTextsOptions): DiffFileModel[] {
  if (intent.diffs && intent.diffs.length > 0) {
    return groupByPath(intent.diffs).map(([path, entries]) =>
      isWholeText(entries) ? diffTexts(entries[0], options) : excerptsFile(path, entries, options?.maxEditLength),
    );
  }
  return intent.patch ? parsePatch(intent.patch) : [];
}
