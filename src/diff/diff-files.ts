import type { DiffIntent } from '../protocol/intent-types';
import type { DiffFileModel } from './diff-model';
import { diffTexts } from './diff-texts';
import type { DiffTextsOptions } from './diff-texts';
import { parsePatch } from './parse-patch';

/**
 * The files of a `diff` intent. `diffs` win when both are given: with the full texts the reader
 * can reveal the context between hunks, which a patch cannot offer.
 */
export function diffFilesOf(intent: Pick<DiffIntent, 'diffs' | 'patch'>, options?: DiffTextsOptions): DiffFileModel[] {
  if (intent.diffs && intent.diffs.length > 0) {
    const files: DiffFileModel[] = [];
    for (const diff of intent.diffs) files.push(diffTexts(diff, options));
    return files;
  }
  return intent.patch ? parsePatch(intent.patch) : [];
}
