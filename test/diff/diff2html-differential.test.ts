import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse as diff2htmlParse } from 'diff2html';
import type { DiffFile as Diff2HtmlFile } from 'diff2html/lib/types';
import { parsePatch } from '../../src/diff/parse-patch';
import type { DiffFileModel } from '../../src/diff/diff-model';

/**
 * diff2html's `parse()` is the oracle of the kit's patch reader: every complete patch in the
 * fixtures (the `.diff` files, and every string of the JSON/JSONL fixtures that is a unified
 * diff: DSH views, render intents, session logs) and every patch of the diff2html and jsdiff peer
 * cases is read by both, and the files, hunks and lines must agree. The kit keeps its own reader
 * because it reads a streamed prefix, ends a hunk by its header's counts and never throws or logs;
 * where that makes it differ on purpose, the patch is listed in {@link DEPARTURES} with the reason,
 * and the same list is in docs/dependencies.md.
 */

// Each reason is named as docs/dependencies.md's table names it (its bold words), where the
// whole of it is said; the last test checks that the table counts the same patches per reason.
// git apply ends a hunk when its counts are used up; diff2html reads on while lines look like
// diff lines, so a `--- `/`+++ ` body line or an over-counting header splits differently.
const ENDS_BY_COUNTS = "A hunk ends by its header's counts";
// What a model often sends as an edit: hunks with no `---`/`+++`; diff2html returns no file.
const BARE_HUNKS = 'Bare hunks';
// After the tab come a timestamp, `(revision 1)` or a label; diff2html keeps them in the name.
const PATH_ENDS_AT_TAB = 'A path ends at its tab';
// `"a/caf\303\251"` is `café`; diff2html shows the escapes.
const QUOTED_PATHS = "Git's C-style quoted paths are unquoted";
// An editor trimmed the context line's space; git apply reads it as context, diff2html drops it.
const EMPTY_CONTEXT = 'An empty line in a hunk is context';
// diff2html splits lines there and reads no file.
const LINE_SEPARATORS = 'U+2028 and U+2029 are characters';
// git splits equal halves in the middle; diff2html at the last ` b/`.
const AMBIGUOUS_GIT_HEADER = '`diff --git a/x b/y b/x b/y` with equal halves';
// A CR-only change must show; diff2html breaks the line there.
const LONE_CR = 'A lone CR inside a line is text';
// diff2html numbers the lines of a `@@ @@` header from 0.
const UNNUMBERED_HEADER = 'A `@@ @@` header without ranges';

/**
 * Every patch on which the kit departs from diff2html, by where it comes from, with the reason.
 * The test fails when a listed patch agrees (the list must stay true) or an unlisted one departs.
 * docs/dependencies.md carries the same list.
 */
const DEPARTURES: Record<string, string> = {
  'peer-cases/diff2html.json › DiffParser › generateDiffJson › should parse unified diff with multiple hunks and files':
    ENDS_BY_COUNTS,
  'peer-cases/diff2html.json › DiffParser › generateDiffJson › should parse mixed eols diff': LONE_CR,
  'peer-cases/diff2html.json › DiffParser › generateDiffJson › should parse diff without proper hunk headers':
    UNNUMBERED_HEADER,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse basic patches': BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse single line hunks': BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse multiple hunks': BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should note added EOFNL': BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should note removed EOFNL': BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should ignore context no EOFNL': BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should handle OOM case': BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › unparseable `diff --git headers › should handle an unparseable `diff --git` header with no --- or +++ fallback':
    BARE_HUNKS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse single index patches': PATH_ENDS_AT_TAB,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse multiple index files': PATH_ENDS_AT_TAB,
  'peer-cases/jsdiff.json › patch/parse › #parse › should tolerate `Only in` lines from GNU `diff -r`':
    PATH_ENDS_AT_TAB,
  'peer-cases/jsdiff.json › patch/parse › #parse › should tolerate SVN property change sections between file diffs':
    PATH_ENDS_AT_TAB,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse multiple files without the Index line':
    PATH_ENDS_AT_TAB,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse the header format used by Mercurial': EMPTY_CONTEXT,
  'peer-cases/jsdiff.json › patch/parse › #parse › should parse patches with filenames having quotes and back slashes':
    QUOTED_PATHS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should unquote C-style quoted filenames in rename from/to':
    QUOTED_PATHS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should handle all Git C-style escape sequences in quoted filenames':
    QUOTED_PATHS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should handle multi-byte UTF-8 octal escapes in quoted filenames':
    QUOTED_PATHS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should treat non-ASCII line break characters \\u2028 and \\u2029 like ordinary characters':
    LINE_SEPARATORS,
  "peer-cases/jsdiff.json › patch/parse › #parse › shouldn't be caught out by removal/addition of lines starting with -- or ++":
    ENDS_BY_COUNTS,
  'peer-cases/jsdiff.json › patch/parse › #parse › should handle `diff --git` with a filename containing " b/"':
    AMBIGUOUS_GIT_HEADER,
};

interface PatchSource {
  key: string;
  patch: string;
}

/** A whole unified diff: it opens with a file header and holds a hunk or a git metadata line. */
function isPatch(text: string): boolean {
  return (
    /^(diff |--- |Index: )/.test(text) &&
    /^(@@ |Binary files |rename from |old mode |new file mode |deleted file mode )/m.test(text)
  );
}

/** Every patch of the fixtures, keyed by its file and (inside JSON) the path to the string. */
function fixturePatches(): PatchSource[] {
  const root = resolve(process.cwd(), 'test/fixtures');
  const found: PatchSource[] = [];
  const collect = (value: unknown, where: string) => {
    const stack: Array<{ value: unknown; path: string }> = [{ value, path: where }];
    while (stack.length > 0) {
      const { value: current, path } = stack.pop() as { value: unknown; path: string };
      if (typeof current === 'string') {
        if (isPatch(current)) found.push({ key: path, patch: current });
      } else if (current !== null && typeof current === 'object') {
        for (const [name, child] of Object.entries(current)) stack.push({ value: child, path: `${path}.${name}` });
      }
    }
  };
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const key = relative(root, path);
      if (statSync(path).isDirectory()) {
        // The peer cases are read below, by case name.
        if (name !== 'peer-cases') walk(path);
      } else if (name.endsWith('.diff')) found.push({ key, patch: readFileSync(path, 'utf8') });
      else if (name.endsWith('.json')) collect(JSON.parse(readFileSync(path, 'utf8')), key);
      else if (name.endsWith('.jsonl'))
        readFileSync(path, 'utf8')
          .split('\n')
          .forEach((line, index) => line.trim() !== '' && collect(JSON.parse(line), `${key}:${index + 1}`));
    }
  };
  walk(root);
  return found;
}

/** Every patch of the peer cases that its own library reads without an error (bare hunks among them). */
function peerPatches(): PatchSource[] {
  const read = (file: string) =>
    (
      JSON.parse(readFileSync(resolve(process.cwd(), 'test/fixtures/peer-cases', file), 'utf8')) as {
        cases: Array<{ name: string; patch: string; matcher?: string }>;
      }
    ).cases;
  const seen = new Map<string, number>();
  const keyOf = (file: string, name: string) => {
    const base = `peer-cases/${file} › ${name}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} [${count}]`;
  };
  return [
    ...read('diff2html.json').map((peer) => ({ key: keyOf('diff2html.json', peer.name), patch: peer.patch })),
    ...read('jsdiff.json')
      .filter((peer) => peer.matcher !== 'throws')
      .map((peer) => ({ key: keyOf('jsdiff.json', peer.name), patch: peer.patch })),
  ];
}

type ComparedLine = [kind: string, text: string, oldNumber: number | undefined, newNumber: number | undefined];

interface ComparedFile {
  oldPath: string | null;
  newPath: string | null;
  isNew: boolean;
  isDeleted: boolean;
  isRename: boolean;
  isBinary: boolean;
  oldMode: string | undefined;
  newMode: string | undefined;
  hunks: Array<{ oldStart: number; oldLines: number; newStart: number; newLines: number; lines: ComparedLine[] }>;
}

const orNull = (path: string | undefined) => (path === undefined || path === '' || path === '/dev/null' ? null : path);

function theirs(patch: string): ComparedFile[] {
  return diff2htmlParse(patch).map((file: Diff2HtmlFile) => ({
    oldPath: file.isNew ? null : orNull(file.oldName),
    newPath: file.isDeleted ? null : orNull(file.newName),
    isNew: file.isNew === true,
    isDeleted: file.isDeleted === true,
    isRename: file.isRename === true,
    isBinary: file.isBinary === true,
    oldMode: typeof file.oldMode === 'string' ? file.oldMode : (file.deletedFileMode ?? undefined),
    newMode: typeof file.newMode === 'string' ? file.newMode : (file.newFileMode ?? undefined),
    hunks: file.blocks
      .filter((block) => block.header.startsWith('@@'))
      .map((block) => {
        const lines = block.lines.map((line): ComparedLine => [
          line.type === 'insert' ? 'add' : line.type === 'delete' ? 'delete' : 'context',
          // A combined diff's lines have one prefix column per parent.
          line.content.slice(file.isCombined ? 2 : 1).replace(/\r$/, ''),
          line.oldNumber ?? undefined,
          line.newNumber ?? undefined,
        ]);
        return {
          oldStart: block.oldStartLine,
          oldLines: lines.filter(([kind]) => kind !== 'add').length,
          newStart: block.newStartLine,
          newLines: lines.filter(([kind]) => kind !== 'delete').length,
          lines,
        };
      }),
  }));
}

function ours(patch: string): ComparedFile[] {
  return parsePatch(patch).map((file: DiffFileModel) => ({
    oldPath: file.status === 'added' ? null : file.oldPath,
    newPath: file.status === 'deleted' ? null : file.newPath,
    isNew: file.status === 'added',
    isDeleted: file.status === 'deleted',
    isRename: file.status === 'renamed',
    isBinary: file.isBinary,
    oldMode: file.oldMode,
    newMode: file.newMode,
    hunks: file.hunks.map((hunk) => ({
      oldStart: hunk.oldStart,
      oldLines: hunk.oldLines,
      newStart: hunk.newStart,
      newLines: hunk.newLines,
      lines: hunk.lines.map((line): ComparedLine => [line.kind, line.text, line.oldNumber, line.newNumber]),
    })),
  }));
}

const sources = [...fixturePatches(), ...peerPatches()];

describe('the patch reader against diff2html’s parse()', () => {
  it('reads every complete patch of the fixtures and the peer cases (and finds enough of them to mean something)', () => {
    expect(fixturePatches().length).toBeGreaterThanOrEqual(3);
    expect(peerPatches().length).toBeGreaterThanOrEqual(20);
  });

  // One test per patch, named by it in full (`it.each` would shorten the long peer-case names).
  for (const { key, patch } of sources) {
    it(key, () => {
      const departure = DEPARTURES[key];
      const kit = ours(patch);
      const oracle = theirs(patch);
      if (departure === undefined)
        expect(kit, 'the kit departs from diff2html here: fix the reader, or list the patch with its reason').toEqual(
          oracle,
        );
      else expect(kit, `listed as a departure (${departure}) but agrees: remove it from the list`).not.toEqual(oracle);
    });
  }

  it('lists the same departures, reason by reason, as docs/dependencies.md', () => {
    const docs = readFileSync(resolve(process.cwd(), 'docs/dependencies.md'), 'utf8');
    const table = [...docs.matchAll(/^\| \*\*(.+?)\*\*.*\| (\d+) \|$/gm)].map(([, reason, count]) => [
      reason,
      Number(count),
    ]);
    const counted = new Map<string, number>();
    for (const reason of Object.values(DEPARTURES)) counted.set(reason, (counted.get(reason) ?? 0) + 1);
    expect(Object.fromEntries(table)).toEqual(Object.fromEntries(counted));
  });

  it('lists only patches it reads', () => {
    const keys = new Set(sources.map((source) => source.key));
    expect(Object.keys(DEPARTURES).filter((key) => !keys.has(key))).toEqual([]);
  });
});
