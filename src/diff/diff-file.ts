import type { DiffFileModel, DiffFileStatus, DiffHunk, DiffSource } from './diff-model';

/** What a parser or differ knows about a file before its counts are taken. */
export interface DiffFileFacts {
  /** The path before; `null` for an added file. */
  oldPath: string | null;
  /** The path after; `null` for a deleted file. */
  newPath: string | null;
  /** The hunks, in file order. */
  hunks: DiffHunk[];
  /** The file is new: `oldPath` is dropped. */
  isNew?: boolean;
  /** The file was deleted: `newPath` is dropped. */
  isDeleted?: boolean;
  /** The patch says `rename from`/`rename to`. */
  isRename?: boolean;
  /** The patch says `copy from`/`copy to`. */
  isCopy?: boolean;
  /** The patch says the file is binary. */
  isBinary?: boolean;
  /** The old mode (or a deleted file's mode). */
  oldMode?: string | undefined;
  /** The new mode (or a new file's mode). */
  newMode?: string | undefined;
  /** Similarity index of a rename or copy, in percent. */
  similarity?: number | undefined;
  /** The hunks replace the changed region whole: the line diff was over its cost cap. */
  approximate?: boolean;
  /** The full texts, when known: they make the context between hunks revealable. */
  source?: DiffSource | undefined;
}

/** The header's one word, by the precedence documented on {@link DiffFileStatus}. */
function statusOf(facts: DiffFileFacts): DiffFileStatus {
  if (facts.isNew) return 'added';
  if (facts.isDeleted) return 'deleted';
  if (facts.isRename) return 'renamed';
  if (facts.isCopy) return 'copied';
  if (facts.isBinary) return 'binary';
  if (facts.oldMode !== undefined && facts.newMode !== undefined && facts.oldMode !== facts.newMode) {
    return 'mode-changed';
  }
  return 'modified';
}

/**
 * A finished file: counts, line endings and no-newline flags are taken from the lines, so they
 * always agree with what the view draws.
 */
export function createDiffFile(facts: DiffFileFacts): DiffFileModel {
  const file: DiffFileModel = {
    oldPath: facts.isNew ? null : facts.oldPath,
    newPath: facts.isDeleted ? null : facts.newPath,
    status: statusOf(facts),
    isBinary: facts.isBinary === true,
    additions: 0,
    deletions: 0,
    hunks: [],
    canExpandContext: facts.source !== undefined,
  };
  if (facts.oldMode !== undefined) file.oldMode = facts.oldMode;
  if (facts.newMode !== undefined) file.newMode = facts.newMode;
  if (facts.similarity !== undefined) file.similarity = facts.similarity;
  if (facts.approximate) file.approximate = true;
  if (facts.source !== undefined) file.source = facts.source;
  return withHunks(file, facts.hunks);
}

/**
 * A copy of `file` with other hunks, its line facts (counts, line endings, no-newline flags)
 * taken again from them in one pass.
 */
export function withHunks(file: DiffFileModel, hunks: DiffHunk[]): DiffFileModel {
  let additions = 0;
  let deletions = 0;
  let lineCount = 0;
  let crlfCount = 0;
  let oldNoNewlineAtEnd = false;
  let newNoNewlineAtEnd = false;
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      lineCount += 1;
      if (line.kind === 'add') additions += 1;
      else if (line.kind === 'delete') deletions += 1;
      if (line.crlf) crlfCount += 1;
      if (line.noNewlineAtEnd) {
        if (line.kind !== 'add') oldNoNewlineAtEnd = true;
        if (line.kind !== 'delete') newNoNewlineAtEnd = true;
      }
    }
  }
  const next: DiffFileModel = { ...file, hunks, additions, deletions };
  delete next.oldNoNewlineAtEnd;
  delete next.newNoNewlineAtEnd;
  delete next.lineEndings;
  if (oldNoNewlineAtEnd) next.oldNoNewlineAtEnd = true;
  if (newNoNewlineAtEnd) next.newNoNewlineAtEnd = true;
  if (crlfCount > 0) next.lineEndings = crlfCount === lineCount ? 'crlf' : 'mixed';
  return next;
}
