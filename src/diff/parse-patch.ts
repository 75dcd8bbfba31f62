import type { DiffFileModel, DiffHunk, DiffLine } from './diff-model';
import { createDiffFile } from './diff-file';
import { createHunk, createLine } from './diff-hunk';
import { readGitHeaderPaths, readPath, withoutSidePrefix } from './git-path';

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$/;
const COMBINED_HUNK_HEADER = /^@@@ -(\d+)(?:,(\d+))? -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@@ ?(.*)$/;
const BINARY_FILES = /^Binary files (.*) and (.*) differ$/;
const DEV_NULL = '/dev/null';

/** A path as a header gives it: a string, `null` for `/dev/null`, `undefined` when not given. */
type HeaderPath = string | null | undefined;

/** What is known about a file while its lines are read. */
interface FileDraft {
  /** It began with `diff --git` / `diff --cc`: its metadata lines (modes, renames) apply. */
  git: boolean;
  /** Paths from the `diff --git` line (least reliable: spaces make it ambiguous). */
  headerOld: HeaderPath;
  headerNew: HeaderPath;
  /** Paths from `rename from` / `copy from` and their `to`. */
  movedOld: HeaderPath;
  movedNew: HeaderPath;
  /** Paths from the `---` / `+++` pair. */
  minusPath: HeaderPath;
  plusPath: HeaderPath;
  hunks: DiffHunk[];
  isNew: boolean;
  isDeleted: boolean;
  isRename: boolean;
  isCopy: boolean;
  isBinary: boolean;
  oldMode?: string | undefined;
  newMode?: string | undefined;
  similarity?: number | undefined;
}

/** A hunk whose lines are being read. */
interface HunkDraft {
  oldStart: number;
  newStart: number;
  context: string;
  lines: DiffLine[];
  oldNext: number;
  newNext: number;
  /** Lines the header still announces; `Infinity` for a header without counts. */
  oldLeft: number;
  newLeft: number;
  /** One prefix column per parent: 2 in a combined diff (`@@@`). */
  prefixWidth: number;
}

function newDraft(git: boolean): FileDraft {
  return {
    git,
    headerOld: undefined,
    headerNew: undefined,
    movedOld: undefined,
    movedNew: undefined,
    minusPath: undefined,
    plusPath: undefined,
    hunks: [],
    isNew: false,
    isDeleted: false,
    isRename: false,
    isCopy: false,
    isBinary: false,
  };
}

/** A `---`/`+++`/`Binary files` path: `null` for `/dev/null`, without git's side prefix. */
function headerPathOf(text: string): string | null {
  const path = readPath(text).path;
  if (path === DEV_NULL) return null;
  return withoutSidePrefix(path);
}

function isBodyPrefix(char: string | undefined): boolean {
  return char === ' ' || char === '+' || char === '-';
}

/** A hunk header, or `undefined` when the line is not one (a `@@` line without ranges is one, uncounted). */
function readHunkHeader(line: string): HunkDraft | undefined {
  const draft = (oldStart: number, oldCount: number, newStart: number, newCount: number, context: string, prefixWidth: number): HunkDraft => ({
    // git writes the line before an empty range as its start (`-0,0`), and the numbers go on from there.
    oldStart,
    newStart,
    context,
    lines: [],
    oldNext: oldCount === 0 ? oldStart + 1 : oldStart,
    newNext: newCount === 0 ? newStart + 1 : newStart,
    oldLeft: oldCount,
    newLeft: newCount,
    prefixWidth,
  });
  const plain = HUNK_HEADER.exec(line);
  if (plain) {
    return draft(Number(plain[1]), Number(plain[2] ?? 1), Number(plain[3]), Number(plain[4] ?? 1), plain[5] ?? '', 1);
  }
  const combined = COMBINED_HUNK_HEADER.exec(line);
  if (combined) {
    return draft(Number(combined[1]), Number(combined[2] ?? 1), Number(combined[3]), Number(combined[4] ?? 1), combined[5] ?? '', 2);
  }
  // A header without ranges (`@@ @@`, or one cut off while streaming): read its lines, numbered from 1.
  return draft(1, Number.POSITIVE_INFINITY, 1, Number.POSITIVE_INFINITY, '', 1);
}

/** A body line's kind by its prefix; in a combined diff, by both columns (as git prints them). */
function kindOf(prefix: string): DiffLine['kind'] {
  if (prefix.includes('+')) return 'add';
  if (prefix.includes('-')) return 'delete';
  return 'context';
}

const PLUS = 43;
const MINUS = 45;
const CARRIAGE_RETURN = 13;

/**
 * Adds one body line to `hunk`. A patch's body lines are nearly all of its text, so the common
 * case (one prefix column) takes a path without intermediate strings or calls: a diff is parsed
 * when its card first mounts, while the page's code is still cold.
 */
function addBodyLine(hunk: HunkDraft, line: string): DiffLine {
  if (hunk.prefixWidth === 1) {
    const prefix = line.charCodeAt(0);
    const crlf = line.length > 1 && line.charCodeAt(line.length - 1) === CARRIAGE_RETURN;
    const text = crlf ? line.slice(1, -1) : line.slice(1);
    let model: DiffLine;
    if (prefix === PLUS) {
      model = { kind: 'add', text, newNumber: hunk.newNext++ };
      hunk.newLeft -= 1;
    } else if (prefix === MINUS) {
      model = { kind: 'delete', text, oldNumber: hunk.oldNext++ };
      hunk.oldLeft -= 1;
    } else {
      model = { kind: 'context', text, oldNumber: hunk.oldNext++, newNumber: hunk.newNext++ };
      hunk.oldLeft -= 1;
      hunk.newLeft -= 1;
    }
    if (crlf) model.crlf = true;
    hunk.lines.push(model);
    return model;
  }
  const prefix = line.slice(0, hunk.prefixWidth);
  const kind = kindOf(prefix);
  const model = createLine(kind, line.slice(hunk.prefixWidth), kind === 'add' ? undefined : hunk.oldNext++, kind === 'delete' ? undefined : hunk.newNext++);
  // The first parent's column says whether the line was in the old file; the rest, the new one.
  if (prefix[0] !== '+') hunk.oldLeft -= 1;
  if (!prefix.includes('-')) hunk.newLeft -= 1;
  hunk.lines.push(model);
  return model;
}

function finishFile(draft: FileDraft): DiffFileModel {
  const pick = (...paths: HeaderPath[]) => {
    for (const path of paths) if (path !== undefined) return path === '' ? null : path;
    return null;
  };
  // `---`/`+++` name the paths exactly (or /dev/null); `rename from` beats the ambiguous `diff --git` line.
  const oldPath = pick(draft.minusPath, draft.movedOld, draft.headerOld);
  const newPath = pick(draft.plusPath, draft.movedNew, draft.headerNew);
  const isNew = draft.isNew || (draft.minusPath === null && newPath !== null);
  const isDeleted = !isNew && (draft.isDeleted || (draft.plusPath === null && oldPath !== null));
  return createDiffFile({
    oldPath,
    newPath,
    hunks: draft.hunks,
    isNew,
    isDeleted,
    isRename: draft.isRename,
    isCopy: draft.isCopy,
    isBinary: draft.isBinary,
    oldMode: draft.oldMode,
    newMode: draft.newMode,
    similarity: draft.isRename || draft.isCopy ? draft.similarity : undefined,
  });
}

/** Reads one git metadata line into `draft`; `false` when the line is none. */
function readMetadata(draft: FileDraft, line: string): boolean {
  let match: RegExpExecArray | null;
  if ((match = /^old mode (\d+)/.exec(line))) draft.oldMode = match[1];
  else if ((match = /^new mode (\d+)/.exec(line))) draft.newMode = match[1];
  else if ((match = /^deleted file mode (\d+)/.exec(line))) {
    draft.oldMode = match[1];
    draft.isDeleted = true;
  } else if ((match = /^new file mode (\d+)/.exec(line))) {
    draft.newMode = match[1];
    draft.isNew = true;
  } else if ((match = /^mode (\d+)(?:,\d+)*\.\.(\d+)/.exec(line))) {
    draft.oldMode = match[1];
    draft.newMode = match[2];
  } else if ((match = /^(rename|copy) (from|to) (.*)$/.exec(line))) {
    const path = readPath(match[3] ?? '').path;
    if (match[2] === 'from') draft.movedOld = path;
    else draft.movedNew = path;
    if (match[1] === 'rename') draft.isRename = true;
    else draft.isCopy = true;
  } else if ((match = /^similarity index (\d+)%/.exec(line))) draft.similarity = Number(match[1]);
  else if (line.startsWith('GIT binary patch')) draft.isBinary = true;
  else return /^(?:index |dissimilarity index )/.test(line);
  return true;
}

/**
 * Parses a unified diff (git, with renames, copies, modes and binary files; a combined `diff --cc`;
 * a plain `diff -u` or `diff -ru`; SVN and Mercurial output; one file or many; LF, CRLF or old
 * Mac CR) into the line model. One linear pass that never throws and never logs: text that is
 * not part of a diff is skipped, a hunk ends when its header's counts are used up (so body lines
 * starting `--`/`++` stay body lines, and trailing mail text is not a change), and a patch cut off
 * anywhere, as one streams in, gives the files and lines read so far. Counts are taken from the
 * lines read; a hunk's header is rewritten from them, keeping its function context.
 */
export function parsePatch(patch: string): DiffFileModel[] {
  const lines = !patch.includes('\n') && patch.includes('\r') ? patch.split('\r') : patch.split('\n');
  const files: DiffFileModel[] = [];
  let file: FileDraft | undefined;
  let hunk: HunkDraft | undefined;
  let lastLine: DiffLine | undefined;
  // A `---` line whose `+++` never came: names a following headerless hunk.
  let loneMinusPath: HeaderPath;

  const closeHunk = () => {
    if (hunk && file && hunk.lines.length > 0) file.hunks.push(createHunk(hunk.oldStart, hunk.newStart, hunk.lines, hunk.context));
    hunk = undefined;
  };
  const closeFile = () => {
    closeHunk();
    if (file && (file.git || file.hunks.length > 0 || file.isBinary || file.plusPath !== undefined)) files.push(finishFile(file));
    file = undefined;
  };

  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] ?? '';
    if (hunk) {
      if (raw.startsWith('\\')) {
        // "\ No newline at end of file" belongs to the line before it, even the hunk's last.
        if (lastLine) lastLine.noNewlineAtEnd = true;
        continue;
      }
      const counted = Number.isFinite(hunk.oldLeft);
      const exhausted = hunk.oldLeft <= 0 && hunk.newLeft <= 0;
      let body = raw;
      // git apply reads an empty line inside a hunk as an empty context line (an editor trimmed
      // its space), but not the empty string after the patch's final newline.
      if ((body === '' || body === '\r') && !exhausted && counted && index < lines.length - 1) body = ` ${body}`;
      const looksLikeBody = isBodyPrefix(body[0]) && (hunk.prefixWidth === 1 || isBodyPrefix(body[1]));
      const nextFileStarts = body.startsWith('--- ') && (lines[index + 1] ?? '').startsWith('+++ ');
      if (looksLikeBody && !exhausted && (counted || !nextFileStarts)) {
        lastLine = addBodyLine(hunk, body);
        continue;
      }
      closeHunk();
    }
    lastLine = undefined;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;

    if (line.startsWith('diff ')) {
      closeFile();
      const git = /^diff --(git|cc|combined) /.exec(line);
      file = newDraft(git !== null);
      if (git?.[1] === 'git') {
        const paths = readGitHeaderPaths(line.slice('diff --git '.length));
        file.headerOld = paths?.oldPath;
        file.headerNew = paths?.newPath;
      } else if (git) {
        const path = readPath(line.slice(git[0].length)).path;
        file.headerOld = path;
        file.headerNew = path;
      }
      continue;
    }
    if (line.startsWith('--- ') && (lines[index + 1] ?? '').startsWith('+++ ')) {
      const next = lines[index + 1] ?? '';
      index += 1;
      // The pair belongs to the file its `diff` line opened; otherwise it opens a file itself.
      if (!file || file.minusPath !== undefined || file.hunks.length > 0 || file.isBinary) {
        closeFile();
        file = newDraft(false);
      }
      file.minusPath = headerPathOf(line.slice(4));
      file.plusPath = headerPathOf((next.endsWith('\r') ? next.slice(0, -1) : next).slice(4));
      loneMinusPath = undefined;
      continue;
    }
    if (line.startsWith('@@')) {
      if (!file) {
        // Hunks with no file header (as jsdiff and `git diff` fragments give them): one nameless file.
        file = newDraft(false);
        file.minusPath = loneMinusPath;
        file.plusPath = loneMinusPath ?? '';
      }
      hunk = readHunkHeader(line);
      continue;
    }
    if (line.startsWith('--- ')) {
      loneMinusPath = headerPathOf(line.slice(4));
      continue;
    }
    const binary = BINARY_FILES.exec(line);
    if (binary) {
      if (!file || !file.git || file.hunks.length > 0 || file.isBinary) {
        closeFile();
        file = newDraft(false);
      }
      file.isBinary = true;
      file.minusPath ??= headerPathOf(binary[1] ?? '');
      file.plusPath ??= headerPathOf(binary[2] ?? '');
      continue;
    }
    // Metadata belongs before a git file's first hunk; anything else is text around the diff.
    if (file?.git && file.hunks.length === 0) readMetadata(file, line);
  }
  closeFile();
  return files;
}
