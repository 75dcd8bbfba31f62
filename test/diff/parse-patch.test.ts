import { parsePatch } from '../../src/diff/parse-patch';
import { summarize } from '../../src/diff/diff-summary';
import { countRawPatch, readPatch } from './diff-fixtures';

describe('parsePatch over the corpus patches', () => {
  it.each(['chalk-5.3.0-to-5.4.1.diff', 'zod-3.22.0-to-3.22.4.diff'])(
    'gives %s the file, addition and deletion counts of the patch text itself',
    (name) => {
      const patch = readPatch(name);
      const raw = countRawPatch(patch);
      const files = parsePatch(patch);
      expect(files).toHaveLength(raw.length);
      files.forEach((file, index) => {
        const expected = raw[index]!;
        expect(expected.header).toContain(`b/${file.newPath}`);
        expect([file.additions, file.deletions]).toEqual([expected.additions, expected.deletions]);
      });
      expect(summarize(files)).toEqual({
        files: raw.length,
        additions: raw.reduce((sum, file) => sum + file.additions, 0),
        deletions: raw.reduce((sum, file) => sum + file.deletions, 0),
      });
    },
  );

  it('reads the corpus as modified files with numbered, prefix-free lines', () => {
    const files = parsePatch(readPatch('chalk-5.3.0-to-5.4.1.diff'));
    expect(files.map((file) => file.status)).toEqual(Array(files.length).fill('modified'));
    const packageJson = files[0]!;
    expect(packageJson.oldPath).toBe('chalk-5.3.0/package.json');
    expect(packageJson.newPath).toBe('chalk-5.4.1/package.json');
    const first = packageJson.hunks[0]!;
    expect(first).toMatchObject({ oldStart: 1, oldLines: 6, newStart: 1, newLines: 6, header: '@@ -1,6 +1,6 @@' });
    expect(first.lines[2]).toEqual({ kind: 'delete', text: '\t"version": "5.3.0",', oldNumber: 3 });
    expect(first.lines[3]).toEqual({ kind: 'add', text: '\t"version": "5.4.1",', newNumber: 3 });
    expect(packageJson.canExpandContext).toBe(false);
  });

  it('keeps a deleted markdown rule `---` as a deletion, not a file header', () => {
    const readme = parsePatch(readPatch('chalk-5.3.0-to-5.4.1.diff'))[1]!;
    const rules = readme.hunks.flatMap((hunk) => hunk.lines).filter((line) => line.text === '---');
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.every((line) => line.kind === 'delete')).toBe(true);
  });

  it('keeps the function context git prints after the hunk range', () => {
    const files = parsePatch(readPatch('zod-3.22.0-to-3.22.4.diff'));
    const contexts = files.flatMap((file) => file.hunks.map((hunk) => hunk.context)).filter(Boolean);
    expect(contexts.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const hunk of file.hunks) expect(hunk.header.endsWith(hunk.context)).toBe(true);
    }
  });
});

describe('parsePatch: what git says about files', () => {
  it('reads a new file and a deleted file', () => {
    const files = parsePatch(
      [
        'diff --git a/new.txt b/new.txt',
        'new file mode 100644',
        'index 0000000..3b18e51',
        '--- /dev/null',
        '+++ b/new.txt',
        '@@ -0,0 +1,2 @@',
        '+hello',
        '+world',
        'diff --git a/old.txt b/old.txt',
        'deleted file mode 100755',
        'index 3b18e51..0000000',
        '--- a/old.txt',
        '+++ /dev/null',
        '@@ -1 +0,0 @@',
        '-bye',
        '',
      ].join('\n'),
    );
    expect(files[0]).toMatchObject({
      status: 'added',
      oldPath: null,
      newPath: 'new.txt',
      newMode: '100644',
      additions: 2,
    });
    expect(files[0]!.hunks[0]!.lines[1]).toEqual({ kind: 'add', text: 'world', newNumber: 2 });
    expect(files[1]).toMatchObject({
      status: 'deleted',
      oldPath: 'old.txt',
      newPath: null,
      oldMode: '100755',
      deletions: 1,
    });
  });

  it('reads a rename without changes, followed by another file', () => {
    const files = parsePatch(
      [
        'diff --git a/docs/old name.md b/docs/new name.md',
        'similarity index 100%',
        'rename from docs/old name.md',
        'rename to docs/new name.md',
        'diff --git a/a.txt b/a.txt',
        '--- a/a.txt',
        '+++ b/a.txt',
        '@@ -1 +1 @@',
        '-a',
        '+b',
      ].join('\n'),
    );
    expect(files).toHaveLength(2);
    expect(files[0]).toMatchObject({
      status: 'renamed',
      oldPath: 'docs/old name.md',
      newPath: 'docs/new name.md',
      similarity: 100,
      hunks: [],
      additions: 0,
      deletions: 0,
    });
  });

  it('reads a rename with changes', () => {
    const [file] = parsePatch(
      [
        'diff --git a/src/a.ts b/src/b.ts',
        'similarity index 80%',
        'rename from src/a.ts',
        'rename to src/b.ts',
        'index 1111111..2222222 100644',
        '--- a/src/a.ts',
        '+++ b/src/b.ts',
        '@@ -1,2 +1,2 @@',
        ' export const x = 1;',
        '-export const y = 2;',
        '+export const y = 3;',
      ].join('\n'),
    );
    expect(file).toMatchObject({
      status: 'renamed',
      oldPath: 'src/a.ts',
      newPath: 'src/b.ts',
      similarity: 80,
      additions: 1,
      deletions: 1,
    });
  });

  it('reads a copy', () => {
    const [file] = parsePatch(
      ['diff --git a/a.txt b/b.txt', 'similarity index 100%', 'copy from a.txt', 'copy to b.txt', ''].join('\n'),
    );
    expect(file).toMatchObject({ status: 'copied', oldPath: 'a.txt', newPath: 'b.txt', similarity: 100 });
  });

  it('reads binary files, changed and added', () => {
    const files = parsePatch(
      [
        'diff --git a/logo.png b/logo.png',
        'index 1111111..2222222 100644',
        'Binary files a/logo.png and b/logo.png differ',
        'diff --git a/icon.png b/icon.png',
        'new file mode 100644',
        'index 0000000..3333333',
        'Binary files /dev/null and b/icon.png differ',
        '',
      ].join('\n'),
    );
    expect(files[0]).toMatchObject({
      status: 'binary',
      isBinary: true,
      oldPath: 'logo.png',
      newPath: 'logo.png',
      hunks: [],
    });
    expect(files[1]).toMatchObject({ status: 'added', isBinary: true, oldPath: null, newPath: 'icon.png', hunks: [] });
  });

  it('reads a mode change alone', () => {
    const [file] = parsePatch(['diff --git a/run.sh b/run.sh', 'old mode 100644', 'new mode 100755', ''].join('\n'));
    expect(file).toMatchObject({
      status: 'mode-changed',
      oldMode: '100644',
      newMode: '100755',
      hunks: [],
      isBinary: false,
    });
  });

  it('decodes a path git quoted for its non-ASCII bytes', () => {
    const [file] = parsePatch(
      [
        'diff --git "a/\\303\\244.txt" "b/\\303\\244.txt"',
        '--- "a/\\303\\244.txt"',
        '+++ "b/\\303\\244.txt"',
        '@@ -1 +1 @@',
        '-a',
        '+b',
        '',
      ].join('\n'),
    );
    expect(file!.newPath).toBe('ä.txt');
  });

  it('decodes quoted paths of a rename without changes', () => {
    const [file] = parsePatch(
      [
        'diff --git "a/\\303\\244" "b/\\303\\266"',
        'similarity index 100%',
        'rename from "\\303\\244"',
        'rename to "\\303\\266"',
        '',
      ].join('\n'),
    );
    expect(file).toMatchObject({ status: 'renamed', oldPath: 'ä', newPath: 'ö' });
  });

  it('reads a 150,000-line single hunk', () => {
    const count = 150_000;
    const lines = ['diff --git a/big.txt b/big.txt', '--- a/big.txt', '+++ b/big.txt', `@@ -1,${count} +1,${count} @@`];
    for (let index = 0; index < count; index++) lines.push(`-old ${index}`);
    for (let index = 0; index < count; index++) lines.push(`+new ${index}`);
    const [file] = parsePatch(`${lines.join('\n')}\n`);
    expect(file).toMatchObject({ additions: count, deletions: count });
    expect(file!.hunks[0]!.lines.at(-1)).toEqual({ kind: 'add', text: `new ${count - 1}`, newNumber: count });
  });
});
