import { diffFilesOf } from '../../diff/diff-files';
import type { DiffFileModel } from '../../diff/diff-model';
import type { DiffIntent } from '../../protocol/intent-types';

interface Entry {
  diffs: DiffIntent['diffs'] | undefined;
  patch: string | undefined;
  files: DiffFileModel[];
}

// A card reads its files three times (header summary, body, copy text); a few entries cover the
// cards being drawn now without keeping old diffs of a long chat alive.
const MAX_ENTRIES = 4;
const entries: Entry[] = [];

/**
 * The files of a `diff` intent, as {@link diffFilesOf} gives them, kept for the last few inputs:
 * the same `diffs` array, or an equal `patch` string, is diffed or parsed once. A cache of a pure
 * function: it changes how often the work is done, never the result.
 */
export function cachedDiffFiles(intent: Pick<DiffIntent, 'diffs' | 'patch'>): DiffFileModel[] {
  const diffs = intent.diffs && intent.diffs.length > 0 ? intent.diffs : undefined;
  const patch = diffs ? undefined : intent.patch;
  const index = entries.findIndex((entry) => entry.diffs === diffs && entry.patch === patch);
  if (index >= 0) {
    const [hit] = entries.splice(index, 1);
    if (hit) {
      entries.unshift(hit);
      return hit.files;
    }
  }
  const files = diffFilesOf({ diffs, patch });
  entries.unshift({ diffs, patch, files });
  if (entries.length > MAX_ENTRIES) entries.length = MAX_ENTRIES;
  return files;
}
