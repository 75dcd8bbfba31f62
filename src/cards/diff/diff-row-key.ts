import type { DiffFileModel, DiffRow } from '../../diff';

function numbers(file: DiffFileModel | undefined, hunk: number, line: number): string {
  const found = file?.hunks[hunk]?.lines[line];
  return found ? `${found.oldNumber ?? ''}:${found.newNumber ?? ''}` : '';
}

/**
 * A row's identity, for React's `key`. Code rows are named by their line numbers, not by their
 * place in a hunk, so a drawn row stays the same element (and its memoised view is reused) when
 * revealed context merges two hunks and shifts every index after it.
 */
export function rowKey(row: DiffRow, file: DiffFileModel | undefined): string {
  switch (row.type) {
    case 'file-header':
      return `h${row.file}`;
    case 'load-diff':
      return `l${row.file}`;
    case 'file-note':
      return `n${row.file}`;
    case 'gap':
      return `g${row.file}:${row.gap.index}`;
    case 'hunk-header':
      return `@${row.file}:${row.hunk}`;
    case 'unread':
      return `r${row.file}:${row.hunk}`;
    case 'line':
      return `u${row.file}:${numbers(file, row.hunk, row.line)}`;
    case 'pair':
      return `s${row.file}:${numbers(file, row.hunk, row.oldIndex)}|${numbers(file, row.hunk, row.newIndex)}`;
    default: {
      const unreachable: never = row;
      return unreachable;
    }
  }
}
