import { hunkCountOf } from './deferred-hunks';
import type { DiffFileModel } from './diff-model';

/** Why a file shows a note instead of lines. */
export type DiffFileNote = 'no-changes' | 'binary' | 'renamed' | 'copied' | 'mode-changed' | 'empty';

/** Why a file with no hunks has nothing to draw; `undefined` when it has hunks. */
export function fileNote(file: DiffFileModel): DiffFileNote | undefined {
  if (hunkCountOf(file) > 0) return undefined;
  if (file.isBinary) return 'binary';
  if (file.status === 'renamed' || file.status === 'copied' || file.status === 'mode-changed') return file.status;
  if (file.status === 'added' || file.status === 'deleted') return 'empty';
  return 'no-changes';
}
