// The parser module alone: the package's main entry also loads its HTML renderers and their template engine.
import { parse } from 'diff2html/lib/diff-parser.js';
import type { DiffBlock, DiffFile } from 'diff2html/lib/types';
import type { DiffFileModel, DiffHunk, DiffLine } from './diff-model';
import { createDiffFile } from './diff-file';
import { createHunk, createLine } from './diff-hunk';
import { preparePatch } from './prepare-patch';
import type { PreparedPatch } from './prepare-patch';
import { unquoteGitPath } from './unquote-git-path';

const HUNK_HEADER = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@ ?(.*)$/;
const DEV_NULL = '/dev/null';

/**
 * Parses a unified diff (git, with renames, copies, modes and binary files, or a plain `diff -u`;
 * one file or many; LF or CRLF) into the line model, with diff2html's `parse()`. Counts are
 * taken from the parsed lines; a hunk's header is rewritten from them, keeping its function context.
 */
export function parsePatch(patch: string): DiffFileModel[] {
  const prepared = preparePatch(patch);
  const files: DiffFileModel[] = [];
  for (const section of prepared.sections) {
    for (const file of parse(section)) files.push(convertFile(file, prepared));
  }
  return files;
}

/** A path as diff2html gave it, back to the patch's own text; `null` for `/dev/null`. */
function pathOf(name: string | undefined, prepared: PreparedPatch): string | null {
  if (!name) return null;
  // A plain diff -u puts a timestamp after a tab; diff2html only strips the ISO form of it.
  let path = prepared.decode(name).text.split('\t')[0] ?? '';
  // diff2html keeps the closing quote of a quoted `rename from "…"` (its pattern is greedy); git
  // escapes a quote inside a path, so a bare one at the end can only be that closing quote.
  if (path.endsWith('"') && !path.endsWith('\\"')) path = path.slice(0, -1);
  path = unquoteGitPath(path);
  return path === DEV_NULL ? null : path;
}

/** The first parent's mode of a combined diff, else the mode itself. */
function modeOf(mode: string | string[] | undefined): string | undefined {
  return Array.isArray(mode) ? mode[0] : mode;
}

function convertFile(file: DiffFile, prepared: PreparedPatch): DiffFileModel {
  const oldPath = pathOf(file.oldName, prepared);
  const newPath = pathOf(file.newName, prepared);
  // A combined diff (`diff --cc`) has one prefix column per parent.
  const prefixWidth = file.isCombined ? 2 : 1;
  const hunks: DiffHunk[] = [];
  for (const block of file.blocks) {
    const hunk = convertBlock(block, prefixWidth, prepared);
    if (hunk) hunks.push(hunk);
  }
  const isNew = file.isNew === true || (oldPath === null && newPath !== null);
  const isDeleted = !isNew && (file.isDeleted === true || (newPath === null && oldPath !== null));
  return createDiffFile({
    oldPath,
    newPath,
    hunks,
    isNew,
    isDeleted,
    isRename: file.isRename === true,
    isCopy: file.isCopy === true,
    isBinary: file.isBinary === true,
    oldMode: modeOf(file.oldMode) ?? file.deletedFileMode,
    newMode: file.newMode ?? file.newFileMode,
    similarity: file.isRename || file.isCopy ? file.unchangedPercentage : undefined,
  });
}

/** One `@@` block; `undefined` for diff2html's placeholder blocks of binary files. */
function convertBlock(block: DiffBlock, prefixWidth: number, prepared: PreparedPatch): DiffHunk | undefined {
  const header = HUNK_HEADER.exec(prepared.decode(block.header).text);
  if (!header && !block.header.startsWith('@@')) return undefined;
  const lines: DiffLine[] = [];
  for (const parsed of block.lines) {
    const decoded = prepared.decode(parsed.content.slice(prefixWidth));
    const kind = parsed.type === 'insert' ? 'add' : parsed.type === 'delete' ? 'delete' : 'context';
    const line = createLine(kind, decoded.text, parsed.oldNumber, parsed.newNumber);
    if (decoded.crlf) line.crlf = true;
    if (decoded.noNewlineAtEnd) line.noNewlineAtEnd = true;
    lines.push(line);
  }
  const oldStart = header ? Number(header[1]) : block.oldStartLine;
  const newStart = header ? Number(header[2]) : block.newStartLine;
  return createHunk(oldStart, newStart, lines, header?.[3] ?? '');
}
