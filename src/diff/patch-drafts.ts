import type { DiffHunk, DiffLine, UnreadPatchLines } from './diff-model';
import type { LineFacts } from './diff-file';
import { readPath, withoutSidePrefix } from './git-path';

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$/;
const COMBINED_HUNK_HEADER = /^@@@ -(\d+)(?:,(\d+))? -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@@ ?(.*)$/;
const DEV_NULL = '/dev/null';
const LINE_BREAK = /[\n\r\u2028\u2029]/;

/** A path as a header gives it: a string, `null` for `/dev/null`, `undefined` when not given. */
export type HeaderPath = string | null | undefined;

/**
 * What is known about a file while its lines are read. Its `LineFacts` are counted from every
 * line read, kept or not, as `withHunks` counts them.
 */
export interface FileDraft extends LineFacts {
  /** It began with `diff --git` / `diff --cc`: its metadata lines (modes, renames) apply. */
  git: boolean;
  /** Where the line that opened the file starts in the patch: its hunks are read again from there. */
  start: number;
  /** Paths from the `diff --git` line (least reliable: spaces make it ambiguous). */
  headerOld: HeaderPath;
  headerNew: HeaderPath;
  /** Paths from `rename from` / `copy from` and their `to`. */
  movedOld: HeaderPath;
  movedNew: HeaderPath;
  /** Paths from the `---` / `+++` pair. */
  minusPath: HeaderPath;
  plusPath: HeaderPath;
  /** The hunks kept so far; emptied when the file is deferred. */
  hunks: DiffHunk[];
  /** Hunks read, kept or not. */
  hunkCount: number;
  /** Lines and hunks kept; past the parser's budget the file is deferred. */
  kept: number;
  /** The file's hunks are only counted: they are parsed again when first read. */
  deferred: boolean;
  /** Where the last hunk ends on each side (its start plus its count). */
  lastOldEnd: number;
  lastNewEnd: number;
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
export interface HunkDraft {
  oldStart: number;
  newStart: number;
  context: string;
  /** The lines kept (none once the file is deferred). */
  lines: DiffLine[];
  /** Lines read, and how many of them are on the old and the new side. */
  lineCount: number;
  oldLines: number;
  newLines: number;
  oldNext: number;
  newNext: number;
  /** Lines the header still announces; `Infinity` for a header without counts. */
  oldLeft: number;
  newLeft: number;
  /** One prefix column per parent: 2 in a combined diff (`@@@`). */
  prefixWidth: number;
  /** The text after it, when a line that is not a diff line ended it early. */
  unread?: UnreadPatchLines;
}

/** A new file draft, opened by the line at `start`. */
export function newDraft(git: boolean, start: number): FileDraft {
  return {
    git,
    start,
    headerOld: undefined,
    headerNew: undefined,
    movedOld: undefined,
    movedNew: undefined,
    minusPath: undefined,
    plusPath: undefined,
    hunks: [],
    hunkCount: 0,
    kept: 0,
    deferred: false,
    additions: 0,
    deletions: 0,
    lineCount: 0,
    crlfCount: 0,
    oldNoNewlineAtEnd: false,
    newNoNewlineAtEnd: false,
    lastOldEnd: 0,
    lastNewEnd: 0,
    isNew: false,
    isDeleted: false,
    isRename: false,
    isCopy: false,
    isBinary: false,
  };
}

/** A `---`/`+++`/`Binary files` path: `null` for `/dev/null`, without git's side prefix. */
export function headerPathOf(text: string): string | null {
  const path = readPath(text).path;
  if (path === DEV_NULL) return null;
  return withoutSidePrefix(path);
}

/** Whether `char` starts a hunk body line: a space, `+` or `-`. */
export function isBodyPrefix(char: string | undefined): boolean {
  return char === ' ' || char === '+' || char === '-';
}

function hunkDraft(
  oldStart: number,
  oldCount: number,
  newStart: number,
  newCount: number,
  context: string,
  prefixWidth: number,
): HunkDraft {
  return {
    oldStart,
    newStart,
    context,
    lines: [],
    lineCount: 0,
    oldLines: 0,
    newLines: 0,
    // git writes the line before an empty range as its start (`-0,0`), and the numbers go on from there.
    oldNext: oldCount === 0 ? oldStart + 1 : oldStart,
    newNext: newCount === 0 ? newStart + 1 : newStart,
    oldLeft: oldCount,
    newLeft: newCount,
    prefixWidth,
  };
}

const DIGIT_0 = 48;
const DIGIT_9 = 57;
const COMMA = 44;
const SPACE = 32;
const PLUS = 43;
const MINUS = 45;
const AT = 64;
const CARRIAGE_RETURN = 13;

/** Where {@link readDigits} stopped in the line it read. */
let digitsEnd = 0;

/**
 * The decimal number at `line[at]`, its end in {@link digitsEnd}; `NaN` when there is none, or
 * past 15 digits (where a sum in doubles could round differently from `Number()`).
 */
function readDigits(line: string, at: number): number {
  let end = at;
  let value = 0;
  for (let code = line.charCodeAt(end); code >= DIGIT_0 && code <= DIGIT_9; code = line.charCodeAt(++end))
    value = value * 10 + code - DIGIT_0;
  digitsEnd = end;
  return end === at || end - at > 15 ? Number.NaN : value;
}

/**
 * `@@ -a,b +c,d @@ context` read by hand, with no match array and no strings but the context: a
 * patch of a million hunks reads a million headers. `undefined` for any other shape, which the
 * regular expressions then read.
 */
function readPlainHunkHeader(line: string): HunkDraft | undefined {
  // After `@@ -`, which the caller checked.
  const oldStart = readDigits(line, 4);
  let at = digitsEnd;
  let oldCount = 1;
  if (line.charCodeAt(at) === COMMA) {
    oldCount = readDigits(line, at + 1);
    at = digitsEnd;
  }
  if (line.charCodeAt(at) !== SPACE || line.charCodeAt(at + 1) !== PLUS) return undefined;
  const newStart = readDigits(line, at + 2);
  at = digitsEnd;
  let newCount = 1;
  if (line.charCodeAt(at) === COMMA) {
    newCount = readDigits(line, at + 1);
    at = digitsEnd;
  }
  if (line.charCodeAt(at) !== SPACE || line.charCodeAt(at + 1) !== AT || line.charCodeAt(at + 2) !== AT)
    return undefined;
  if (Number.isNaN(oldStart + oldCount + newStart + newCount)) return undefined;
  at += 3;
  const context = at >= line.length ? '' : line.slice(line.charCodeAt(at) === SPACE ? at + 1 : at);
  // The expression's `.` stops at line breaks: a context holding one is the expression's to refuse.
  if (context !== '' && LINE_BREAK.test(context)) return undefined;
  return hunkDraft(oldStart, oldCount, newStart, newCount, context, 1);
}

/** The draft of a hunk from its `@@` line (a `@@` line without ranges starts one too, uncounted). */
export function readHunkHeader(line: string): HunkDraft {
  const quick = line.startsWith('@@ -') ? readPlainHunkHeader(line) : undefined;
  if (quick) return quick;
  const plain = HUNK_HEADER.exec(line);
  if (plain) {
    return hunkDraft(
      Number(plain[1]),
      Number(plain[2] ?? 1),
      Number(plain[3]),
      Number(plain[4] ?? 1),
      plain[5] ?? '',
      1,
    );
  }
  const combined = COMBINED_HUNK_HEADER.exec(line);
  if (combined) {
    return hunkDraft(
      Number(combined[1]),
      Number(combined[2] ?? 1),
      Number(combined[3]),
      Number(combined[4] ?? 1),
      combined[5] ?? '',
      2,
    );
  }
  // A header without ranges (`@@ @@`, or one cut off while streaming): read its lines, numbered from 1.
  return hunkDraft(1, Number.POSITIVE_INFINITY, 1, Number.POSITIVE_INFINITY, '', 1);
}

/** A body line's kind by its prefix; in a combined diff, by both columns (as git prints them). */
function kindOf(prefix: string): DiffLine['kind'] {
  if (prefix.includes('+')) return 'add';
  if (prefix.includes('-')) return 'delete';
  return 'context';
}

/** What one body line is, read without making its model. */
interface BodyLine {
  kind: DiffLine['kind'];
  crlf: boolean;
  oldNumber: number | undefined;
  newNumber: number | undefined;
}

// One record reused for every line: a deferred file's million lines allocate nothing here.
const read: BodyLine = { kind: 'context', crlf: false, oldNumber: undefined, newNumber: undefined };

/** Reads one body line into {@link read}, moving the hunk's numbers and announced counts on. */
function readBodyLine(hunk: HunkDraft, line: string): BodyLine {
  if (hunk.prefixWidth === 1) {
    const prefix = line.charCodeAt(0);
    read.crlf = line.length > 1 && line.charCodeAt(line.length - 1) === CARRIAGE_RETURN;
    if (prefix === PLUS) {
      read.kind = 'add';
      read.oldNumber = undefined;
      read.newNumber = hunk.newNext++;
      hunk.newLeft -= 1;
    } else if (prefix === MINUS) {
      read.kind = 'delete';
      read.oldNumber = hunk.oldNext++;
      read.newNumber = undefined;
      hunk.oldLeft -= 1;
    } else {
      read.kind = 'context';
      read.oldNumber = hunk.oldNext++;
      read.newNumber = hunk.newNext++;
      hunk.oldLeft -= 1;
      hunk.newLeft -= 1;
    }
    return read;
  }
  const prefix = line.slice(0, hunk.prefixWidth);
  read.kind = kindOf(prefix);
  read.crlf = line.length > hunk.prefixWidth && line.charCodeAt(line.length - 1) === CARRIAGE_RETURN;
  read.oldNumber = read.kind === 'add' ? undefined : hunk.oldNext++;
  read.newNumber = read.kind === 'delete' ? undefined : hunk.newNext++;
  // The first parent's column says whether the line was in the old file; the rest, the new one.
  if (prefix[0] !== '+') hunk.oldLeft -= 1;
  if (!prefix.includes('-')) hunk.newLeft -= 1;
  return read;
}

/** The model of the line {@link readBodyLine} read, with its prefix and a CRLF's `\r` cut off. */
function lineModel(body: BodyLine, line: string, prefixWidth: number): DiffLine {
  const text = body.crlf ? line.slice(prefixWidth, -1) : line.slice(prefixWidth);
  let model: DiffLine;
  if (body.kind === 'add') model = { kind: 'add', text, newNumber: body.newNumber as number };
  else if (body.kind === 'delete') model = { kind: 'delete', text, oldNumber: body.oldNumber as number };
  else model = { kind: 'context', text, oldNumber: body.oldNumber as number, newNumber: body.newNumber as number };
  if (body.crlf) model.crlf = true;
  return model;
}

/**
 * Adds one body line to `hunk` of `file`: counted in both, and kept (its model made) unless the
 * file is deferred. Returns the line's kind, for a `\ No newline at end of file` after it. A
 * patch's body lines are nearly all of its text, so the common case (one prefix column) takes a
 * path without intermediate strings or calls: a diff is parsed when its card first mounts, while
 * the page's code is still cold.
 */
export function addBodyLine(file: FileDraft, hunk: HunkDraft, line: string): DiffLine | DiffLine['kind'] {
  const body = readBodyLine(hunk, line);
  hunk.lineCount += 1;
  file.lineCount += 1;
  if (body.kind === 'add') file.additions += 1;
  else hunk.oldLines += 1;
  if (body.kind === 'delete') file.deletions += 1;
  else hunk.newLines += 1;
  if (body.crlf) file.crlfCount += 1;
  if (file.deferred) return body.kind;
  const model = lineModel(body, line, hunk.prefixWidth);
  hunk.lines.push(model);
  file.kept += 1;
  return model;
}

/** Marks the line read last (its model, or only its kind in a deferred file) as missing its newline. */
export function markNoNewline(file: FileDraft, line: DiffLine | DiffLine['kind']): void {
  const kind = typeof line === 'string' ? line : line.kind;
  if (typeof line !== 'string') line.noNewlineAtEnd = true;
  if (kind !== 'add') file.oldNoNewlineAtEnd = true;
  if (kind !== 'delete') file.newNoNewlineAtEnd = true;
}

/** Reads one git metadata line into `draft`; `false` when the line is none. */
export function readMetadata(draft: FileDraft, line: string): boolean {
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
