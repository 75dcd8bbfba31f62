import { parsePatch } from '../../src/diff/parse-patch';
import type { DiffFileModel } from '../../src/diff/diff-model';
import { expectPeerCase, loadPeerCases } from './peer-cases';

/**
 * The patch-parsing test cases of diff2html and jsdiff, run against the kit's parser. Files are
 * compared as what the card shows: paths (`null` for /dev/null or none), rename/copy/binary, and
 * each hunk's lines with their kinds and numbers. Every case agrees or is listed below with the
 * reason the kit differs on purpose; the README mirrors these lists.
 */

const NEVER_THROWS = 'never throws: a malformed or cut-off patch shows the files and lines it has (jsdiff refuses it)';
const NO_OPTIONS =
  "diff2html's diffMaxChanges / diffMaxLineLength options: the kit has its own budgets (a large file waits behind Load diff)";
const LONE_CR =
  'a lone CR inside a line is text (a CR-only change must show); only a patch with no LF at all is read as CR-separated';
const ZERO_BASED = 'a `@@ @@` header without ranges numbers its lines from 1, not 0';

const BY_COUNTS =
  "a hunk's header counts decide where it ends (as git apply reads it), so `--- x`/`+++ x` lines it still counts are its body; this case's hunk header over-counts its lines";

const DIFF2HTML_DIFFERENCES: Record<string, string> = {
  'DiffParser › generateDiffJson › should parse unified diff with multiple hunks and files': BY_COUNTS,
  'DiffParser › generateDiffJson › should parse mixed eols diff': LONE_CR,
  'DiffParser › generateDiffJson › should parse diff without proper hunk headers': ZERO_BASED,
  'DiffParser › generateDiffJson › should work when `diffMaxChanges` is set and excedeed': NO_OPTIONS,
  'DiffParser › generateDiffJson › should work when `diffMaxChanges` is set and excedeed, and `diffTooBigMessage` is set':
    NO_OPTIONS,
  'DiffParser › generateDiffJson › should work when `diffMaxLineLength` is set and excedeed': NO_OPTIONS,
  'DiffParser › generateDiffJson › should work when `diffMaxLineLength` is set and excedeed, and `diffTooBigMessage` is set':
    NO_OPTIONS,
};

const JSDIFF_DIFFERENCES: Record<string, string> = {
  'patch/parse › #parse › should throw if --- and +++ file headers are not paired': NEVER_THROWS,
  'patch/parse › #parse › should throw if --- and +++ file headers are not paired [2]': NEVER_THROWS,
  'patch/parse › #parse › should perform sanity checks on line numbers': NEVER_THROWS,
  'patch/parse › #parse › should perform sanity checks on line numbers [2]': NEVER_THROWS,
  'patch/parse › #parse › should emit an error if a hunk has wrong line counts causing extra hunk-body lines to spill out':
    NEVER_THROWS,
  'patch/parse › #parse › should emit an error if a hunk contains an invalid line': NEVER_THROWS,
  'patch/parse › #parse › should emit a useful error message if the final hunk of the patch file ends prematurely':
    NEVER_THROWS,
  'patch/parse › #parse › should emit a useful error message if the final hunk of the patch file ends prematurely [2]':
    NEVER_THROWS,
};

const orNull = (path: string | null | undefined) =>
  path === undefined || path === '' || path === '/dev/null' ? null : path;
const sidePrefix = (path: string | null) => (path !== null && /^[abciow]\//.test(path) ? path.slice(2) : path);

interface Diff2HtmlLine {
  content: string;
  type: 'insert' | 'delete' | 'context';
  oldNumber: number | null;
  newNumber: number | null;
}

interface Diff2HtmlFile {
  isNew?: boolean;
  isDeleted?: boolean;
  oldName?: string;
  newName?: string;
  isCombined?: boolean;
  isRename?: boolean;
  isCopy?: boolean;
  isBinary?: boolean;
  blocks: { header: string; lines: Diff2HtmlLine[] }[];
}

function diff2htmlView(files: Diff2HtmlFile[]) {
  return files.map((file) => ({
    oldPath: file.isNew ? null : orNull(file.oldName),
    newPath: file.isDeleted ? null : orNull(file.newName),
    flags: [file.isRename && 'renamed', file.isCopy && 'copied', file.isBinary && 'binary'].filter(Boolean),
    hunks: file.blocks
      .filter((block) => block.header.startsWith('@@'))
      .map((block) =>
        block.lines.map((line) => [
          line.type === 'insert' ? 'add' : line.type === 'delete' ? 'delete' : 'context',
          line.content.slice(file.isCombined ? 2 : 1),
          line.oldNumber ?? undefined,
          line.newNumber ?? undefined,
        ]),
      ),
  }));
}

function ourDiff2htmlView(files: DiffFileModel[]) {
  return files.map((file) => ({
    oldPath: file.status === 'added' ? null : file.oldPath,
    newPath: file.status === 'deleted' ? null : file.newPath,
    flags: [
      file.status === 'renamed' && 'renamed',
      file.status === 'copied' && 'copied',
      file.isBinary && 'binary',
    ].filter(Boolean),
    // diff2html turns every CRLF into LF; the kit keeps the fact as a flag (drawn as a marker), not in the text.
    hunks: file.hunks.map((hunk) => hunk.lines.map((line) => [line.kind, line.text, line.oldNumber, line.newNumber])),
  }));
}

interface JsdiffFile {
  oldFileName?: string;
  newFileName?: string;
  isGit?: boolean;
  isCreate?: boolean;
  isDelete?: boolean;
  isRename?: boolean;
  isCopy?: boolean;
  isBinary?: boolean;
  hunks: { oldStart: number; oldLines: number; newStart: number; newLines: number; lines: string[] }[];
}

function jsdiffView(files: JsdiffFile[]) {
  return files.map((file) => ({
    oldPath: file.isCreate ? null : sidePrefix(orNull(file.oldFileName)),
    newPath: file.isDelete ? null : sidePrefix(orNull(file.newFileName)),
    flags: [file.isRename && 'renamed', file.isCopy && 'copied', file.isBinary && 'binary'].filter(Boolean),
    // jsdiff keeps an empty context line (an editor trimmed its space) as ''; the kit reads it as ' '.
    hunks: file.hunks.map((hunk) => ({ ...hunk, lines: hunk.lines.map((line) => (line === '' ? ' ' : line)) })),
  }));
}

function ourJsdiffView(files: DiffFileModel[]) {
  return files.map((file) => ({
    oldPath: file.oldPath,
    newPath: file.newPath,
    flags: [
      file.status === 'renamed' && 'renamed',
      file.status === 'copied' && 'copied',
      file.isBinary && 'binary',
    ].filter(Boolean),
    hunks: file.hunks.map((hunk) => ({
      // jsdiff numbers an empty range from the line after it; git, and the kit, from the line before.
      oldStart: hunk.oldLines === 0 ? hunk.oldStart + 1 : hunk.oldStart,
      oldLines: hunk.oldLines,
      newStart: hunk.newLines === 0 ? hunk.newStart + 1 : hunk.newStart,
      newLines: hunk.newLines,
      lines: hunk.lines.flatMap((line) => {
        const text = `${line.kind === 'add' ? '+' : line.kind === 'delete' ? '-' : ' '}${line.text}${line.crlf ? '\r' : ''}`;
        return line.noNewlineAtEnd ? [text, '\\ No newline at end of file'] : [text];
      }),
    })),
  }));
}

describe('diff2html parser test cases', () => {
  it.each(loadPeerCases<{ name: string; patch: string; expected: Diff2HtmlFile[] }>('diff2html.json'))(
    '$key',
    ({ key, case: peer }) => {
      const ours = ourDiff2htmlView(parsePatch(peer.patch));
      const theirs = diff2htmlView(peer.expected);
      expectPeerCase(key, DIFF2HTML_DIFFERENCES, {
        agrees: JSON.stringify(ours) === JSON.stringify(theirs),
        ours,
        theirs,
      });
    },
  );
});

describe('jsdiff parsePatch test cases', () => {
  it.each(loadPeerCases<{ name: string; patch: string; matcher: string; expected: unknown }>('jsdiff.json'))(
    '$key',
    ({ key, case: peer }) => {
      const files = parsePatch(peer.patch);
      if (peer.matcher === 'throws') {
        // The kit never throws; jsdiff refusing the patch is the difference.
        expectPeerCase(key, JSDIFF_DIFFERENCES, {
          agrees: false,
          ours: files,
          theirs: `throws ${String(peer.expected)}`,
        });
        return;
      }
      if (peer.matcher === 'parses' || peer.matcher === 'length') {
        const agrees = peer.matcher === 'parses' || files.length === peer.expected;
        expectPeerCase(key, JSDIFF_DIFFERENCES, {
          agrees,
          ours: peer.matcher === 'length' ? files.length : 'parsed',
          theirs: peer.matcher === 'length' ? peer.expected : 'parsed',
        });
        return;
      }
      const ours = ourJsdiffView(files);
      const theirs = jsdiffView(peer.expected as JsdiffFile[]);
      expectPeerCase(key, JSDIFF_DIFFERENCES, {
        agrees: JSON.stringify(ours) === JSON.stringify(theirs),
        ours,
        theirs,
      });
    },
  );
});
