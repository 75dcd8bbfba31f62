import { diffTexts, splitTextLines } from '../../src/diff/diff-texts';
import { diffFilesOf } from '../../src/diff/diff-files';
import { parsePatch } from '../../src/diff/parse-patch';
import { fileNote } from '../../src/diff/file-note';
import type { DiffFileModel } from '../../src/diff/diff-model';
import { readIntent } from './diff-fixtures';

/** Rebuilds one side of a file from its hunks and the lines between them. */
function sideFromHunks(file: DiffFileModel, side: 'old' | 'new'): string[] {
  const out: string[] = [];
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind !== (side === 'old' ? 'add' : 'delete')) out.push(line.text);
    }
  }
  return out;
}

describe('diffTexts', () => {
  it('shows a new file (oldText: null) as all additions, status added', () => {
    const intent = readIntent('diff-create');
    const [file] = diffFilesOf(intent);
    const newText = intent.diffs![0]!.newText;
    expect(file).toMatchObject({ status: 'added', oldPath: null, newPath: 'src/hello.ts', additions: 3, deletions: 0 });
    expect(file!.hunks).toHaveLength(1);
    expect(file!.hunks[0]).toMatchObject({
      header: '@@ -0,0 +1,3 @@',
      oldStart: 0,
      oldLines: 0,
      newStart: 1,
      newLines: 3,
    });
    expect(file!.hunks[0]!.lines.map((line) => [line.kind, line.newNumber, line.oldNumber])).toEqual([
      ['add', 1, undefined],
      ['add', 2, undefined],
      ['add', 3, undefined],
    ]);
    expect(file!.hunks[0]!.lines.map((line) => line.text).join('\n') + '\n').toBe(newText);
  });

  it('says "no changes" for the diff-edit intent placed as a whole file, whose old and new texts are the same', () => {
    const intent = readIntent('diff-edit');
    expect(intent.diffs![0]!.oldText).toBe(intent.diffs![0]!.newText);
    const [file] = diffFilesOf({ diffs: intent.diffs!.map((diff) => ({ ...diff, oldStart: 1, newStart: 1 })) });
    expect(file).toMatchObject({
      status: 'modified',
      newPath: 'source/index.js',
      hunks: [],
      additions: 0,
      deletions: 0,
    });
    expect(fileNote(file!)).toBe('no-changes');
  });

  it('numbers the hunks of an edit of the diff-edit file on both sides, with 3 lines of context', () => {
    const oldText = readIntent('diff-edit').diffs![0]!.oldText!;
    const oldLines = splitTextLines(oldText).lines;
    // Change lines 10 and 11, insert two after line 60, delete line 120.
    const newLines = oldLines.slice();
    newLines.splice(119, 1);
    newLines.splice(60, 0, '// inserted one', '// inserted two');
    newLines[9] = 'const GENERATOR = Symbol.for("GENERATOR");';
    newLines[10] = 'const STYLER = Symbol.for("STYLER");';
    const file = diffTexts({ path: 'source/index.js', oldText, newText: `${newLines.join('\n')}\n` });
    expect(file).toMatchObject({ status: 'modified', additions: 4, deletions: 3, canExpandContext: true });
    expect(file.hunks.map((hunk) => hunk.header)).toEqual([
      '@@ -7,8 +7,8 @@',
      '@@ -58,6 +58,8 @@',
      '@@ -117,7 +119,6 @@',
    ]);
    for (const hunk of file.hunks) {
      let oldNumber = hunk.oldStart;
      let newNumber = hunk.newStart;
      for (const line of hunk.lines) {
        if (line.kind !== 'add') {
          expect([line.oldNumber, line.text]).toEqual([oldNumber, oldLines[oldNumber - 1]]);
          oldNumber += 1;
        }
        if (line.kind !== 'delete') {
          expect([line.newNumber, line.text]).toEqual([newNumber, newLines[newNumber - 1]]);
          newNumber += 1;
        }
      }
      expect([oldNumber - hunk.oldStart, newNumber - hunk.newStart]).toEqual([hunk.oldLines, hunk.newLines]);
      const kinds = hunk.lines.map((line) => line.kind);
      expect(kinds.slice(0, 3)).toEqual(['context', 'context', 'context']);
      expect(kinds.slice(-3)).toEqual(['context', 'context', 'context']);
    }
  });

  it('parses the diff-patch intent like the patch it carries', () => {
    const intent = readIntent('diff-patch');
    const files = diffFilesOf(intent);
    // Its hunks are parsed when first read; read, the files are the patch's.
    const read = ({ hunkOutline: _outline, ...file }: DiffFileModel) => ({ ...file, hunks: file.hunks });
    expect(files.map(read)).toEqual(parsePatch(intent.patch!).map(read));
    expect(files.length).toBeGreaterThan(1);
    expect(files.every((file) => !file.canExpandContext)).toBe(true);
  });

  it('gives identical texts a file without hunks', () => {
    const file = diffTexts({ path: 'a.txt', oldText: 'same\n', newText: 'same\n' });
    expect(file).toMatchObject({ status: 'modified', hunks: [], additions: 0, deletions: 0 });
  });

  it('flags a missing newline at the end, on the side that lacks it', () => {
    const file = diffTexts({ path: 'a', oldText: 'a\nb', newText: 'a\nb\n' });
    expect(file.hunks[0]!.lines).toEqual([
      { kind: 'context', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'delete', text: 'b', oldNumber: 2, noNewlineAtEnd: true },
      { kind: 'add', text: 'b', newNumber: 2 },
    ]);
    expect(file.oldNoNewlineAtEnd).toBe(true);
    expect(file.newNoNewlineAtEnd).toBeUndefined();
  });

  it('cuts and notes the \\r of CRLF texts', () => {
    const file = diffTexts({ path: 'w', oldText: 'one\r\ntwo\r\n', newText: 'one\r\nTWO\r\n' });
    expect(file.hunks[0]!.lines.map((line) => [line.kind, line.text, line.crlf])).toEqual([
      ['context', 'one', true],
      ['delete', 'two', true],
      ['add', 'TWO', true],
    ]);
    expect(file.lineEndings).toBe('crlf');
  });

  it('numbers a pure insertion from the line before it, as git does', () => {
    const file = diffTexts(
      { path: 'n', oldText: '1\n2\n3\n4\n5\n6\n7\n8\n', newText: '1\n2\n3\n4\n5\nX\n6\n7\n8\n' },
      { context: 0 },
    );
    expect(file.hunks[0]).toMatchObject({
      header: '@@ -5,0 +6 @@',
      oldStart: 5,
      oldLines: 0,
      newStart: 6,
      newLines: 1,
    });
  });

  it('falls back to one replace hunk between the common ends when the lines moved past the search cap', () => {
    // Repeated lines in reverse order: no line is unique, and a minimal diff needs 8 edits.
    const oldText = ['keep 1', 'keep 2', 'a', 'a', 'b', 'b', 'c', 'c', 'keep 3', ''].join('\n');
    const newText = ['keep 1', 'keep 2', 'c', 'c', 'b', 'b', 'a', 'a', 'keep 3', ''].join('\n');
    const file = diffTexts({ path: 'f', oldText, newText }, { maxEditLength: 2 });
    expect(file.approximate).toBe(true);
    expect(file.hunks).toHaveLength(1);
    expect(file.hunks[0]).toMatchObject({ oldStart: 1, oldLines: 9, newStart: 1, newLines: 9 });
    expect(file.hunks[0]!.lines.map((line) => line.kind).join(' ')).toBe(
      'context context delete delete delete delete delete delete add add add add add add context',
    );
    expect(sideFromHunks(file, 'new')).toEqual(newText.split('\n').slice(0, -1));
    // With room to search, the same texts get a minimal diff.
    const exact = diffTexts({ path: 'f', oldText, newText });
    expect(exact).toMatchObject({ additions: 4, deletions: 4 });
    expect(exact.approximate).toBeUndefined();
  });

  it('shows a pure insertion exactly whatever the cap: nothing needs a search', () => {
    const file = diffTexts(
      { path: 'f', oldText: 'a\nz\n', newText: `a\n${'x\n'.repeat(50)}z\n` },
      { maxEditLength: 10 },
    );
    expect(file).toMatchObject({ additions: 50, deletions: 0 });
    expect(file.approximate).toBeUndefined();
    expect(file.hunks[0]).toMatchObject({ oldStart: 1, oldLines: 2, newStart: 1, newLines: 52 });
  });

  it('diffs 150,000 changed lines without throwing, as one exact hunk that replaces them all', () => {
    const count = 150_000;
    const oldLines: string[] = [];
    const newLines: string[] = [];
    for (let index = 0; index < count; index++) {
      oldLines.push(`const value${index} = ${index};`);
      newLines.push(`const value${index} = ${index + 1};`);
    }
    const file = diffTexts({
      path: 'generated.ts',
      oldText: `${oldLines.join('\n')}\n`,
      newText: `${newLines.join('\n')}\n`,
    });
    // No line is shared, so replacing them all is the minimal diff, found without a search.
    expect(file).toMatchObject({ additions: count, deletions: count });
    expect(file.approximate).toBeUndefined();
    expect(file.hunks).toHaveLength(1);
    expect(file.hunks[0]!.lines).toHaveLength(2 * count);
    expect(file.hunks[0]!.header).toBe(`@@ -1,${count} +1,${count} @@`);
  });
});
