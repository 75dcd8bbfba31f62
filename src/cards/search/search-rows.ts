import type { SearchFile, SearchMatch } from '../../protocol/intent-types';

/** One drawn row of grep results: a file's header, or one of its matches. */
export type SearchMatchRow =
  { kind: 'file'; file: number; path: string; count: number; open: boolean } | { kind: 'match'; file: number; index: number; path: string; match: SearchMatch };

/**
 * The grep results as one flat list of rows, each file's header followed by its matches unless
 * the file is in `closed`: one list to virtualize, however the matches spread over files.
 */
export function searchMatchRows(files: readonly SearchFile[], closed: ReadonlySet<number>): SearchMatchRow[] {
  const rows: SearchMatchRow[] = [];
  files.forEach((file, fileIndex) => {
    const open = !closed.has(fileIndex);
    rows.push({ kind: 'file', file: fileIndex, path: file.path, count: file.matches.length, open });
    if (!open) return;
    file.matches.forEach((match, index) => rows.push({ kind: 'match', file: fileIndex, index, path: file.path, match }));
  });
  return rows;
}
