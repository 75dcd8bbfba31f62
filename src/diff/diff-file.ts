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
function statusOf(facts: Omit<DiffFileFacts, 'hunks'>): DiffFileStatus {
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

/** A file of no lines yet: everything but what its hunks tell. */
export function fileShell(facts: Omit<DiffFileFacts, 'hunks'>): DiffFileModel {
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
  return file;
}

/**
 * A finished file: counts, line endings and no-newline flags are taken from the lines, so they
 * always agree with what the view draws.
 */
export function createDiffFile(facts: DiffFileFacts): DiffFileModel {
  return withHunks(fileShell(facts), facts.hunks);
}

/**
 * A copy of `file` with other hunks, its line facts (counts, line endings, no-newline flags)
 * taken again from them in one pass.
 */
export function withHunks(file: DiffFileModel, hunks: DiffHunk[]): DiffFileModel {
  const facts = {
    additions: 0,
    deletions: 0,
    lineCount: 0,
    crlfCount: 0,
    oldNoNewlineAtEnd: false,
    newNoNewlineAtEnd: false,
  };
  for (const hunk of hunks) {
    for (const line of hunk.lines) {
      facts.lineCount += 1;
      if (line.kind === 'add') facts.additions += 1;
      else if (line.kind === 'delete') facts.deletions += 1;
      if (line.crlf) facts.crlfCount += 1;
      if (line.noNewlineAtEnd) {
        if (line.kind !== 'add') facts.oldNoNewlineAtEnd = true;
        if (line.kind !== 'delete') facts.newNoNewlineAtEnd = true;
      }
    }
  }
  const next: DiffFileModel = { ...file, hunks };
  delete next.hunkOutline;
  return withLineFacts(next, facts);
}

/** What a file's lines tell about it, counted by whoever read them. */
export interface LineFacts {
  additions: number;
  deletions: number;
  /** Every line, context included. */
  lineCount: number;
  /** Lines that ended with `\r\n`. */
  crlfCount: number;
  oldNoNewlineAtEnd: boolean;
  newNoNewlineAtEnd: boolean;
}

/** `file` with its counts, line endings and no-newline flags set from `facts` (in place). */
export function withLineFacts(file: DiffFileModel, facts: LineFacts): DiffFileModel {
  file.additions = facts.additions;
  file.deletions = facts.deletions;
  delete file.oldNoNewlineAtEnd;
  delete file.newNoNewlineAtEnd;
  delete file.lineEndings;
  if (facts.oldNoNewlineAtEnd) file.oldNoNewlineAtEnd = true;
  if (facts.newNoNewlineAtEnd) file.newNoNewlineAtEnd = true;
  if (facts.crlfCount > 0) file.lineEndings = facts.crlfCount === facts.lineCount ? 'crlf' : 'mixed';
  return file;
}
