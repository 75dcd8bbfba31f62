import { DEFAULT_CHANGED_LINES_BUDGET } from './changed-lines-budget';
import type { DiffFileModel } from './diff-model';
import {
  defaultCollapsedFiles,
  pushFileRows,
  pushPairedLines,
  pushUnifiedLines,
  type DiffRow,
  type DiffRowsOptions,
} from './diff-rows';
import { fileNote } from './file-note';
import { lastAtOrBefore } from '../sorted/last-at-or-before';

/** The two layouts rows are made for. */
export type DiffRowLayout = 'unified' | 'split';

/**
 * The rows of a diff, as the virtualized list reads them: how many there are, the row at an
 * index, and where a file's header row is. A file's rows are made the first time one of them is
 * read, and its hunks parsed then (see `parsePatch`'s `firstPassBudget`), so a 157-file patch
 * builds the files on screen before its first paint, not all of them. Reading every row gives
 * exactly `unifiedRows` or `splitRows`.
 */
export interface DiffRowSource {
  /** How many rows. */
  readonly length: number;
  /** The row at `index`; `undefined` outside `0 … length - 1`. */
  at(index: number): DiffRow | undefined;
  /** The index of file `file`'s header row (every file's first row); `-1` for no such file. */
  fileHeaderIndex(file: number): number;
}

/**
 * How many rows a file makes, from its outline when its hunks are not read yet (`undefined`
 * when they are: its rows are made to be counted).
 */
function outlinedRowCount(
  file: DiffFileModel,
  isCollapsed: boolean,
  budget: number,
  layout: DiffRowLayout,
): number | undefined {
  const outline = file.hunkOutline;
  if (!outline || file.canExpandContext) return undefined;
  if (isCollapsed) return file.additions + file.deletions > budget ? 2 : 1;
  if (fileNote(file)) return 2;
  return 1 + outline.count + (layout === 'split' ? outline.pairedLines : outline.lines) + outline.unread;
}

/** The rows of `files` in `layout`, made file by file as they are read (see {@link DiffRowSource}). */
export function diffRowSource(
  files: readonly DiffFileModel[],
  layout: DiffRowLayout,
  options: DiffRowsOptions = {},
): DiffRowSource {
  const budget = options.budget ?? DEFAULT_CHANGED_LINES_BUDGET;
  const collapsed = options.collapsed ?? defaultCollapsedFiles(files, budget);
  const pushLines = layout === 'split' ? pushPairedLines : pushUnifiedLines;
  const made: (DiffRow[] | undefined)[] = new Array<DiffRow[] | undefined>(files.length);
  const rowsOf = (index: number): DiffRow[] => {
    let rows = made[index];
    if (!rows) {
      rows = [];
      const file = files[index];
      if (file) pushFileRows(rows, file, index, collapsed.has(index), budget, pushLines);
      made[index] = rows;
    }
    return rows;
  };
  // Where each file's rows start; one more entry holds the total.
  const starts = new Array<number>(files.length + 1);
  let total = 0;
  files.forEach((file, index) => {
    starts[index] = total;
    total += outlinedRowCount(file, collapsed.has(index), budget, layout) ?? rowsOf(index).length;
  });
  starts[files.length] = total;

  return {
    length: total,
    at(index) {
      if (!(index >= 0 && index < total)) return undefined;
      const file = lastAtOrBefore(starts, files.length, index);
      return rowsOf(file)[index - (starts[file] ?? 0)];
    },
    fileHeaderIndex: (file) => (file >= 0 && file < files.length ? (starts[file] ?? -1) : -1),
  };
}
