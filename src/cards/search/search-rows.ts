import type { SearchFile, SearchMatch } from '../../protocol/intent-types';
import { lastAtOrBefore } from '../../sorted/last-at-or-before';

/**
 * One drawn row of grep results: a file's header (with `fileCount`, the files in the list), or one
 * of its matches (with `matchCount`, its file's matches), so a row can say its place in the list.
 */
export type SearchMatchRow =
  | { kind: 'file'; file: number; path: string; count: number; open: boolean; fileCount: number }
  | { kind: 'match'; file: number; index: number; path: string; match: SearchMatch; matchCount: number };

/**
 * The grep results as one flat list of rows, each file's header followed by its matches unless
 * the file is closed: one list to virtualize, however the matches spread over files. Built per
 * file, not per match: a row is made only when asked for, so 5,000 matches cost what the rows on
 * screen cost, plus one entry per file.
 */
export interface SearchMatchRows {
  /** Rows in the list: a header per file, and the matches of the open files. */
  readonly count: number;
  /** The row at `index`, or `undefined` outside the list. */
  rowAt(index: number): SearchMatchRow | undefined;
}

/** The rows of `files`, leaving out the matches of the files in `closed` (by index). */
export function searchMatchRows(files: readonly SearchFile[], closed: ReadonlySet<number>): SearchMatchRows {
  // starts[f] is the row of file f's header; its matches follow it when it is open.
  const starts: number[] = [];
  let count = 0;
  files.forEach((file, fileIndex) => {
    starts.push(count);
    count += 1 + (closed.has(fileIndex) ? 0 : file.matches.length);
  });

  /** The file whose rows hold `index`: the last one starting at or before it. */
  function fileAt(index: number): number {
    return lastAtOrBefore(starts, starts.length, index);
  }

  return {
    count,
    rowAt(index) {
      if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
      const fileIndex = fileAt(index);
      const file = files[fileIndex];
      if (file === undefined) return undefined;
      const offset = index - (starts[fileIndex] ?? 0);
      if (offset === 0)
        return {
          kind: 'file',
          file: fileIndex,
          path: file.path,
          count: file.matches.length,
          open: !closed.has(fileIndex),
          fileCount: files.length,
        };
      const match = file.matches[offset - 1];
      return match === undefined
        ? undefined
        : {
            kind: 'match',
            file: fileIndex,
            index: offset - 1,
            path: file.path,
            match,
            matchCount: file.matches.length,
          };
    },
  };
}
