import { MAX_UNREAD_LINES, type DiffFileModel, type DiffLine, type UnreadPatchLines } from './diff-model';
import { createDiffFile } from './diff-file';
import { createHunk } from './diff-hunk';
import { deferredDiffFile } from './deferred-hunks';
import { readGitHeaderPaths, readPath } from './git-path';
import { PatchLines, patchSeparator } from './patch-lines';
import { closeRun, countPairedLine, skimHunkBody, type ChangeRun, type CountedDraft } from './skim-hunk-body';
import type { HeaderPath, HunkDraft } from './patch-drafts';
import {
  addBodyLine,
  headerPathOf,
  isBodyPrefix,
  markNoNewline,
  newDraft,
  readHunkHeader,
  readMetadata,
} from './patch-drafts';

const BINARY_FILES = /^Binary files (.*) and (.*) differ$/;

/**
 * Lines and hunks one file keeps from the parser's one pass. Past them its hunks are only counted,
 * and parsed again when first read (`deferredDiffFile`): a file that big starts collapsed behind
 * "Load diff", so a patch of a million hunks costs its card a count, not a million objects.
 */
export const FIRST_PASS_BUDGET = 50_000;

/** Options of {@link parsePatch}. */
export interface ParsePatchOptions {
  /**
   * Lines and hunks a file keeps from the first pass; {@link FIRST_PASS_BUDGET} unless set. `0`
   * keeps none: every file's hunks are parsed when first read (what the diff card asks for, so
   * a patch of 157 files builds the files on screen before its first paint, not all of them).
   */
  firstPassBudget?: number;
}

/** A file being read, with what its rows need that its line facts do not hold. */
interface OutlinedDraft extends CountedDraft {
  /** Hunks cut short. */
  unreadHunks: number;
}

function openDraft(git: boolean, start: number): OutlinedDraft {
  return { ...newDraft(git, start), pairedLines: 0, unreadHunks: 0 };
}

function finishFile(draft: OutlinedDraft, reread: () => DiffFileModel[]): DiffFileModel {
  const pick = (...paths: HeaderPath[]) => {
    for (const path of paths) if (path !== undefined) return path === '' ? null : path;
    return null;
  };
  // `---`/`+++` name the paths exactly (or /dev/null); `rename from` beats the ambiguous `diff --git` line.
  const oldPath = pick(draft.minusPath, draft.movedOld, draft.headerOld);
  const newPath = pick(draft.plusPath, draft.movedNew, draft.headerNew);
  const isNew = draft.isNew || (draft.minusPath === null && newPath !== null);
  const isDeleted = !isNew && (draft.isDeleted || (draft.plusPath === null && oldPath !== null));
  const facts = {
    oldPath,
    newPath,
    isNew,
    isDeleted,
    isRename: draft.isRename,
    isCopy: draft.isCopy,
    isBinary: draft.isBinary,
    oldMode: draft.oldMode,
    newMode: draft.newMode,
    similarity: draft.isRename || draft.isCopy ? draft.similarity : undefined,
  };
  if (!draft.deferred) return createDiffFile({ ...facts, hunks: draft.hunks });
  const outline = {
    count: draft.hunkCount,
    lastOldEnd: draft.lastOldEnd,
    lastNewEnd: draft.lastNewEnd,
    lines: draft.lineCount,
    pairedLines: draft.pairedLines,
    unread: draft.unreadHunks,
  };
  return deferredDiffFile(facts, draft, outline, () => reread()[0]?.hunks ?? []);
}

function withoutCarriageReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** Whether `raw` opens a file or a hunk: where the text after a hunk cut short ends. */
function startsPart(raw: string, lines: PatchLines): boolean {
  const line = withoutCarriageReturn(raw);
  return (
    line.startsWith('diff ') ||
    line.startsWith('@@') ||
    (line.startsWith('--- ') && lines.nextStartsWith('+++ ')) ||
    BINARY_FILES.test(line)
  );
}

/**
 * Parses a unified diff (git, with renames, copies, modes and binary files; a combined `diff --cc`;
 * a plain `diff -u` or `diff -ru`; SVN and Mercurial output; one file or many; LF, CRLF or old
 * Mac CR) into the line model. One linear pass that never throws and never logs: text that is
 * not part of a diff is skipped, a hunk ends when its header's counts are used up (so body lines
 * starting `--`/`++` stay body lines, and trailing mail text is not a change) or, cut short, on a
 * line that is no diff line (kept with what follows it as the hunk's `unread` text), and a patch cut off
 * anywhere, as one streams in, gives the files and lines read so far. Counts are taken from the
 * lines read; a hunk's header is rewritten from them, keeping its function context.
 */
export function parsePatch(patch: string, options: ParsePatchOptions = {}): DiffFileModel[] {
  return parseRange(patch, patchSeparator(patch), 0, patch.length, options.firstPassBudget ?? FIRST_PASS_BUDGET);
}

/**
 * The files of `patch.slice(from, to)`, read line by line. A deferred file's hunks are read again
 * from the line that opened it to the line that opened the next: the same lines in the same
 * state (no file, no hunk), so they are the hunks this pass counted.
 */
function parseRange(patch: string, separator: string, from: number, to: number, budget: number): DiffFileModel[] {
  const lines = new PatchLines(patch, separator, from, to);
  const files: DiffFileModel[] = [];
  let file: OutlinedDraft | undefined;
  let hunk: HunkDraft | undefined;
  let lastLine: DiffLine | DiffLine['kind'] | undefined;
  // A `---` line whose `+++` never came: names a following headerless hunk.
  let loneMinusPath: HeaderPath;
  // The text after a hunk cut short, kept until the next file or hunk starts.
  let unread: UnreadPatchLines | undefined;

  // The run of changes read last in the open hunk: side by side, its longer side is its rows.
  const run: ChangeRun = { deletes: 0, adds: 0 };
  const closeHunk = () => {
    if (file) closeRun(file, run);
    if (hunk && file && (hunk.lineCount > 0 || hunk.unread)) {
      file.hunkCount += 1;
      if (hunk.unread) file.unreadHunks += 1;
      file.lastOldEnd = hunk.oldStart + hunk.oldLines;
      file.lastNewEnd = hunk.newStart + hunk.newLines;
      if (!file.deferred) {
        const made = createHunk(hunk.oldStart, hunk.newStart, hunk.lines, hunk.context);
        if (hunk.unread) made.unread = hunk.unread;
        file.hunks.push(made);
        file.kept += 1;
      }
    }
    hunk = undefined;
  };
  /** Closes the file open before the line at `end`. */
  const closeFile = (end: number) => {
    closeHunk();
    const draft = file;
    if (draft && (draft.git || draft.hunkCount > 0 || draft.isBinary || draft.plusPath !== undefined)) {
      files.push(finishFile(draft, () => parseRange(patch, separator, draft.start, end, Number.POSITIVE_INFINITY)));
    }
    file = undefined;
  };

  while (lines.hasNext) {
    if (hunk && file?.deferred && !unread && hunk.prefixWidth === 1 && Number.isFinite(hunk.oldLeft)) {
      lastLine = skimHunkBody(lines, file, hunk, run, typeof lastLine === 'object' ? lastLine.kind : lastLine);
      if (!lines.hasNext) break;
    }
    const at = lines.offset;
    const raw = lines.read() ?? '';
    if (unread) {
      if (!startsPart(raw, lines)) {
        if (unread.lines.length < MAX_UNREAD_LINES) unread.lines.push(withoutCarriageReturn(raw));
        else unread.more += 1;
        continue;
      }
      unread = undefined;
    }
    if (hunk && file) {
      if (raw.startsWith('\\')) {
        // "\ No newline at end of file" belongs to the line before it, even the hunk's last.
        if (lastLine) markNoNewline(file, lastLine);
        continue;
      }
      const counted = Number.isFinite(hunk.oldLeft);
      const exhausted = hunk.oldLeft <= 0 && hunk.newLeft <= 0;
      let body = raw;
      // git apply reads an empty line inside a hunk as an empty context line (an editor trimmed
      // its space), but not the empty string after the patch's final newline.
      if ((body === '' || body === '\r') && !exhausted && counted && lines.hasNext) body = ` ${body}`;
      const looksLikeBody = isBodyPrefix(body[0]) && (hunk.prefixWidth === 1 || isBodyPrefix(body[1]));
      const nextFileStarts = body.startsWith('--- ') && lines.nextStartsWith('+++ ');
      if (looksLikeBody && !exhausted && (counted || !nextFileStarts)) {
        lastLine = addBodyLine(file, hunk, body);
        countPairedLine(file, run, typeof lastLine === 'string' ? lastLine : lastLine.kind);
        if (!file.deferred && file.kept > budget) {
          // Past the budget the file's hunks are only counted: what was kept is let go.
          file.deferred = true;
          file.hunks = [];
          hunk.lines = [];
        }
        continue;
      }
      // The header announced more, and this is no diff line: git apply calls the patch corrupt.
      // Its text is kept, from here to the next file or hunk, for the card to show as sent.
      const cutShort = counted && !exhausted && !startsPart(raw, lines) && (raw !== '' || lines.hasNext);
      if (cutShort) {
        unread = {
          oldMissing: Math.max(0, hunk.oldLeft),
          newMissing: Math.max(0, hunk.newLeft),
          lines: [withoutCarriageReturn(raw)],
          more: 0,
        };
        hunk.unread = unread;
        closeHunk();
        lastLine = undefined;
        continue;
      }
      closeHunk();
    }
    lastLine = undefined;
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;

    if (line.startsWith('diff ')) {
      closeFile(at);
      const git = /^diff --(git|cc|combined) /.exec(line);
      file = openDraft(git !== null, at);
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
    if (line.startsWith('--- ') && lines.nextStartsWith('+++ ')) {
      const next = lines.read() ?? '';
      // The pair belongs to the file its `diff` line opened; otherwise it opens a file itself.
      if (!file || file.minusPath !== undefined || file.hunkCount > 0 || file.isBinary) {
        closeFile(at);
        file = openDraft(false, at);
      }
      file.minusPath = headerPathOf(line.slice(4));
      file.plusPath = headerPathOf((next.endsWith('\r') ? next.slice(0, -1) : next).slice(4));
      loneMinusPath = undefined;
      continue;
    }
    if (line.startsWith('@@')) {
      if (!file) {
        // Hunks with no file header (as jsdiff and `git diff` fragments give them): one nameless file.
        file = openDraft(false, at);
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
      if (!file || !file.git || file.hunkCount > 0 || file.isBinary) {
        closeFile(at);
        file = openDraft(false, at);
      }
      file.isBinary = true;
      file.minusPath ??= headerPathOf(binary[1] ?? '');
      file.plusPath ??= headerPathOf(binary[2] ?? '');
      continue;
    }
    // Metadata belongs before a git file's first hunk; anything else is text around the diff.
    if (file?.git && file.hunkCount === 0) readMetadata(file, line);
  }
  closeFile(to);
  return files;
}
