import type { DiffFileFacts, LineFacts } from './diff-file';
import { fileShell, withLineFacts } from './diff-file';
import type { DiffFileModel, DiffHunk, HunkOutline } from './diff-model';

/**
 * A file whose hunks are read only when something first reads `file.hunks` (the view, when it
 * draws the file's lines; Copy): until then it holds its counts and {@link HunkOutline}, which
 * is all a header, a collapsed file and the card's summary show. `load` must give the hunks the
 * counts were taken from; it runs once.
 */
export function deferredDiffFile(
  facts: Omit<DiffFileFacts, 'hunks'>,
  lines: LineFacts,
  outline: HunkOutline,
  load: () => DiffHunk[],
): DiffFileModel {
  const file = withLineFacts(fileShell(facts), lines);
  file.hunkOutline = outline;
  Object.defineProperty(file, 'hunks', {
    enumerable: true,
    configurable: true,
    get(): DiffHunk[] {
      const hunks = load();
      Object.defineProperty(file, 'hunks', { value: hunks, enumerable: true, configurable: true, writable: true });
      return hunks;
    },
  });
  return file;
}

/** How many hunks `file` has, without reading them when they are deferred. */
export function hunkCountOf(file: DiffFileModel): number {
  return file.hunkOutline ? file.hunkOutline.count : file.hunks.length;
}

/** How many lines `file`'s hunks hold, without reading them when they are deferred. */
export function hunkLineCountOf(file: DiffFileModel): number {
  if (file.hunkOutline) return file.hunkOutline.lines;
  let lines = 0;
  for (const hunk of file.hunks) lines += hunk.lines.length;
  return lines;
}
