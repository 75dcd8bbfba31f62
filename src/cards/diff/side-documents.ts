import type { DiffRow, DiffFileModel, DiffLine } from '../../diff';
import { languageFor } from '../../highlight';

/** One side of a file as the highlighter sees it: a document of lines, in order. */
export interface SideDocument {
  /** The lines to tokenize, without `\n` or a CRLF's `\r`. */
  lines: readonly string[];
  /** The language from the side's path; `undefined` draws plain text. */
  lang: string | undefined;
}

/**
 * A file's two highlighting documents. Old lines are tokenized as the old file and new lines as
 * the new file, so a construct opened in an unchanged line (a block comment, a template string)
 * colours the lines after it on each side. With the full texts (`diffs` input) the documents are
 * the whole files. A patch holds only its hunks: each side's visible lines are joined in order as
 * a best effort, which can mis-colour a line inside a construct opened in lines the patch left out.
 */
export interface FileDocuments {
  /** The old file's document. */
  old: SideDocument;
  /** The new file's document. */
  new: SideDocument;
  /** The old document's index of a line of hunk `hunk`; `-1` for an addition. */
  oldIndex(hunk: number, line: DiffLine): number;
  /** The new document's index of a line of hunk `hunk`; `-1` for a deletion. */
  newIndex(hunk: number, line: DiffLine): number;
}

/** The lines without a CRLF's `\r` (the model's line text has none), copied only when needed. */
function withoutCarriageReturns(lines: readonly string[]): readonly string[] {
  let found = false;
  for (const line of lines) {
    if (line.endsWith('\r')) {
      found = true;
      break;
    }
  }
  return found ? lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line)) : lines;
}

function fromSource(file: DiffFileModel): FileDocuments {
  const source = file.source!;
  return {
    old: {
      lines: withoutCarriageReturns(source.oldLines),
      lang: languageFor({ path: file.oldPath ?? file.newPath ?? '' }),
    },
    new: {
      lines: withoutCarriageReturns(source.newLines),
      lang: languageFor({ path: file.newPath ?? file.oldPath ?? '' }),
    },
    oldIndex: (_hunk, line) => (line.oldNumber === undefined ? -1 : line.oldNumber - 1),
    newIndex: (_hunk, line) => (line.newNumber === undefined ? -1 : line.newNumber - 1),
  };
}

function fromHunks(file: DiffFileModel): FileDocuments {
  const oldLines: string[] = [];
  const newLines: string[] = [];
  // Per hunk: where its lines start in each document, and the line number that maps there.
  const oldBase: number[] = [];
  const newBase: number[] = [];
  const oldFirst: number[] = [];
  const newFirst: number[] = [];
  for (const hunk of file.hunks) {
    oldBase.push(oldLines.length);
    newBase.push(newLines.length);
    oldFirst.push(hunk.lines.find((line) => line.oldNumber !== undefined)?.oldNumber ?? 0);
    newFirst.push(hunk.lines.find((line) => line.newNumber !== undefined)?.newNumber ?? 0);
    for (const line of hunk.lines) {
      if (line.kind !== 'add') oldLines.push(line.text);
      if (line.kind !== 'delete') newLines.push(line.text);
    }
  }
  return {
    old: { lines: oldLines, lang: languageFor({ path: file.oldPath ?? file.newPath ?? '' }) },
    new: { lines: newLines, lang: languageFor({ path: file.newPath ?? file.oldPath ?? '' }) },
    oldIndex: (hunk, line) =>
      line.oldNumber === undefined ? -1 : (oldBase[hunk] ?? 0) + line.oldNumber - (oldFirst[hunk] ?? 0),
    newIndex: (hunk, line) =>
      line.newNumber === undefined ? -1 : (newBase[hunk] ?? 0) + line.newNumber - (newFirst[hunk] ?? 0),
  };
}

/** The documents of a file that draws no code: nothing to highlight. */
export const NO_DOCUMENTS: FileDocuments = {
  old: { lines: [], lang: undefined },
  new: { lines: [], lang: undefined },
  oldIndex: () => -1,
  newIndex: () => -1,
};

// Keyed by the full texts when known (they outlive a file grown by revealed context), else by
// the file: equal inputs keep one document, so the highlighter's cache keeps its tokens.
const bySource = new WeakMap<object, FileDocuments>();

/** The highlighting documents of a file, built once per file (or per pair of full texts). */
export function fileDocuments(file: DiffFileModel): FileDocuments {
  const key: object = file.source ?? file;
  let documents = bySource.get(key);
  if (!documents) {
    documents = file.source ? fromSource(file) : fromHunks(file);
    bySource.set(key, documents);
  }
  return documents;
}

/** A range of document lines, `end` exclusive; empty when `start >= end`. */
export interface LineWindow {
  /** The first line. */
  start: number;
  /** One past the last line. */
  end: number;
}

/** The lines of each document that `rows` (rows of one file) draw: what to highlight first. */
export function visibleWindows(
  file: DiffFileModel,
  documents: FileDocuments,
  rows: readonly DiffRow[],
): { old: LineWindow; new: LineWindow } {
  let oldStart = Infinity;
  let oldEnd = -1;
  let newStart = Infinity;
  let newEnd = -1;
  const note = (hunk: number, index: number) => {
    const line = file.hunks[hunk]?.lines[index];
    if (!line) return;
    const oldAt = documents.oldIndex(hunk, line);
    const newAt = documents.newIndex(hunk, line);
    if (oldAt >= 0) {
      oldStart = Math.min(oldStart, oldAt);
      oldEnd = Math.max(oldEnd, oldAt + 1);
    }
    if (newAt >= 0) {
      newStart = Math.min(newStart, newAt);
      newEnd = Math.max(newEnd, newAt + 1);
    }
  };
  for (const row of rows) {
    if (row.type === 'line') note(row.hunk, row.line);
    else if (row.type === 'pair') {
      note(row.hunk, row.oldIndex);
      if (row.newIndex !== row.oldIndex) note(row.hunk, row.newIndex);
    }
  }
  return {
    old: oldEnd < 0 ? { start: 0, end: 0 } : { start: oldStart, end: oldEnd },
    new: newEnd < 0 ? { start: 0, end: 0 } : { start: newStart, end: newEnd },
  };
}
