import { parsePatch } from '../../src/diff/parse-patch';

const lines = (patch: string) => parsePatch(patch).flatMap((file) => file.hunks.flatMap((hunk) => hunk.lines));

describe('parsePatch: line endings and odd lines', () => {
  it('flags the line before "\\ No newline at end of file", on the old side', () => {
    const [file] = parsePatch(
      ['--- a/x', '+++ b/x', '@@ -1,2 +1,2 @@', ' a', '-b', '\\ No newline at end of file', '+b', ''].join('\n'),
    );
    expect(file!.hunks[0]!.lines).toEqual([
      { kind: 'context', text: 'a', oldNumber: 1, newNumber: 1 },
      { kind: 'delete', text: 'b', oldNumber: 2, noNewlineAtEnd: true },
      { kind: 'add', text: 'b', newNumber: 2 },
    ]);
    expect(file!.oldNoNewlineAtEnd).toBe(true);
    expect(file!.newNoNewlineAtEnd).toBeUndefined();
  });

  it('flags the new side, and a context line missing its newline on both sides', () => {
    const added = parsePatch(
      ['--- a/x', '+++ b/x', '@@ -1 +1 @@', '-b', '+c', '\\ No newline at end of file', ''].join('\n'),
    )[0]!;
    expect(added.newNoNewlineAtEnd).toBe(true);
    expect(added.oldNoNewlineAtEnd).toBeUndefined();
    const both = parsePatch(
      ['--- a/x', '+++ b/x', '@@ -1,2 +1,2 @@', '-a', '+A', ' z', '\\ No newline at end of file', ''].join('\n'),
    )[0]!;
    expect(both).toMatchObject({ oldNoNewlineAtEnd: true, newNoNewlineAtEnd: true, additions: 1, deletions: 1 });
  });

  it('cuts the \\r of CRLF lines from the text and notes it per line and per file', () => {
    const patch = [
      'diff --git a/w.txt b/w.txt',
      '--- a/w.txt',
      '+++ b/w.txt',
      '@@ -1,2 +1,2 @@',
      ' one',
      '-two',
      '+two',
      '',
    ].join('\r\n');
    const [file] = parsePatch(patch);
    expect(file!.newPath).toBe('w.txt');
    expect(file!.hunks[0]!.lines).toEqual([
      { kind: 'context', text: 'one', oldNumber: 1, newNumber: 1, crlf: true },
      { kind: 'delete', text: 'two', oldNumber: 2, crlf: true },
      { kind: 'add', text: 'two', newNumber: 2, crlf: true },
    ]);
    expect(file!.lineEndings).toBe('crlf');
  });

  it('shows a change of line ending only (LF to CRLF) as a changed pair', () => {
    const [file] = parsePatch(['--- a/w', '+++ b/w', '@@ -1 +1 @@', '-two', '+two\r', ''].join('\n'));
    expect(file!.hunks[0]!.lines.map((line) => [line.kind, line.text, line.crlf])).toEqual([
      ['delete', 'two', undefined],
      ['add', 'two', true],
    ]);
    expect(file!.lineEndings).toBe('mixed');
  });

  it('keeps a lone \\r and backslashes inside a line as text', () => {
    const texts = lines(
      ['--- a/x', '+++ b/x', '@@ -1 +1 @@', '-a\rb', '+C:\\dir\\ No newline at end of file', ''].join('\n'),
    );
    expect(texts.map((line) => line.text)).toEqual(['a\rb', 'C:\\dir\\ No newline at end of file']);
    expect(texts[1]!.noNewlineAtEnd).toBeUndefined();
  });

  it('reads a plain diff -u with timestamps, and a second file after it', () => {
    const files = parsePatch(
      [
        '--- old/app.txt\t2024-01-01 10:00:00.000000000 +0100',
        '+++ new/app.txt\t2024-01-02 11:00:00.000000000 +0100',
        '@@ -1,3 +1,3 @@',
        ' a',
        '-b',
        '+B',
        ' c',
        '--- old/b.txt\tMon Jan  1 10:00:00 2024',
        '+++ new/b.txt\tMon Jan  1 10:00:01 2024',
        '@@ -1 +1,2 @@',
        ' x',
        '+y',
        '',
      ].join('\n'),
    );
    expect(files.map((file) => [file.oldPath, file.newPath, file.status, file.additions, file.deletions])).toEqual([
      ['old/app.txt', 'new/app.txt', 'modified', 1, 1],
      ['old/b.txt', 'new/b.txt', 'modified', 1, 0],
    ]);
  });

  it('reads "Binary files ... differ" in a plain diff -r', () => {
    const files = parsePatch(
      [
        'diff -ru a/x.txt b/x.txt',
        '--- a/x.txt',
        '+++ b/x.txt',
        '@@ -1 +1 @@',
        '-1',
        '+2',
        'Binary files a/img.bin and b/img.bin differ',
        '',
      ].join('\n'),
    );
    expect(files.map((file) => [file.newPath, file.status, file.additions])).toEqual([
      ['x.txt', 'modified', 1],
      ['img.bin', 'binary', 0],
    ]);
  });

  it('reads a new file from a plain diff -N as added', () => {
    const [file] = parsePatch(['--- /dev/null', '+++ b/n.txt', '@@ -0,0 +1 @@', '+n', ''].join('\n'));
    expect(file).toMatchObject({ status: 'added', oldPath: null, newPath: 'n.txt', additions: 1 });
  });

  it('reads an empty line inside a hunk as an empty context line, as git apply does', () => {
    const [file] = parsePatch(['--- a/x', '+++ b/x', '@@ -1,3 +1,3 @@', ' a', '', '-b', '+B', ''].join('\n'));
    expect(file!.hunks[0]!.lines.map((line) => [line.kind, line.text, line.oldNumber, line.newNumber])).toEqual([
      ['context', 'a', 1, 1],
      ['context', '', 2, 2],
      ['delete', 'b', 3, undefined],
      ['add', 'B', undefined, 3],
    ]);
  });

  it('leaves git format-patch\'s "-- " signature out of the last hunk', () => {
    const [file] = parsePatch(
      [
        'From 1 Mon Sep 17 00:00:00 2001',
        'Subject: [PATCH] x',
        '---',
        ' x | 2 +-',
        '',
        'diff --git a/x b/x',
        '--- a/x',
        '+++ b/x',
        '@@ -1 +1 @@',
        '-a',
        '+b',
        '-- ',
        '2.43.0',
        '',
      ].join('\n'),
    );
    expect([file!.additions, file!.deletions]).toEqual([1, 1]);
  });

  it('keeps a deleted "- " line that the hunk still counts, even when it looks like a signature', () => {
    const [file] = parsePatch(['--- a/x', '+++ b/x', '@@ -1,2 +1 @@', '-- ', '-b', '+c', ''].join('\n'));
    expect(file!.hunks[0]!.lines.map((line) => [line.kind, line.text])).toEqual([
      ['delete', '- '],
      ['delete', 'b'],
      ['add', 'c'],
    ]);
  });

  it('reads a git binary patch (--binary) as binary, without its data as lines', () => {
    const files = parsePatch(
      [
        'diff --git a/x.png b/x.png',
        'index 1111111..2222222 100644',
        'GIT binary patch',
        'literal 5',
        'McmZQzWMO0m00Q3t0RR91',
        '',
        'literal 3',
        'KcmZQzU|;|M00aO5',
        '',
        'diff --git a/y.txt b/y.txt',
        '--- a/y.txt',
        '+++ b/y.txt',
        '@@ -1 +1 @@',
        '-1',
        '+2',
        '',
      ].join('\n'),
    );
    expect(files.map((file) => [file.newPath, file.status, file.hunks.length, file.additions])).toEqual([
      ['x.png', 'binary', 0, 0],
      ['y.txt', 'modified', 1, 1],
    ]);
  });

  it('returns no files for text that is not a diff', () => {
    expect(parsePatch('')).toEqual([]);
    expect(parsePatch('hello\nworld\n')).toEqual([]);
  });

  it('reads hunks without any file header as one nameless file', () => {
    const [file, ...rest] = parsePatch(['@@ -1,2 +1,2 @@', ' a', '-b', '+c', '@@ -9 +9 @@', '-x', '+y'].join('\n'));
    expect(rest).toEqual([]);
    expect(file).toMatchObject({ oldPath: null, newPath: null, status: 'modified', additions: 2, deletions: 2 });
    expect(file!.hunks.map((hunk) => hunk.header)).toEqual(['@@ -1,2 +1,2 @@', '@@ -9 +9 @@']);
  });

  it('keeps the lines of a hunk after a lone `---` line, named by it', () => {
    const [file] = parsePatch(['--- bar', '@@ -1 +1 @@', '-old', '+new'].join('\n'));
    expect(file).toMatchObject({ oldPath: 'bar', newPath: 'bar', additions: 1, deletions: 1 });
  });

  it('keeps body lines that start with `--- ` and `+++ ` inside a counted hunk', () => {
    const files = parsePatch(
      ['--- foo', '+++ bar', '@@ -4 +4 @@', '--- bla', '+++ bla', '@@ -6,0 +7 @@', '+seventh', ''].join('\n'),
    );
    expect(files).toHaveLength(1);
    expect(files[0]!.hunks.flatMap((hunk) => hunk.lines.map((line) => [line.kind, line.text]))).toEqual([
      ['delete', '-- bla'],
      ['add', '++ bla'],
      ['add', 'seventh'],
    ]);
  });

  it('does not count text after the last hunk, such as an SVN property section, as changes', () => {
    const [file] = parsePatch(
      [
        'Index: a.txt',
        '===',
        '--- a.txt\t(revision 1)',
        '+++ a.txt\t(working copy)',
        '@@ -1 +1 @@',
        '-a',
        '+b',
        '',
        'Property changes on: a.txt',
        '___',
        'Added: svn:eol-style',
        '## -0,0 +1 ##',
        '+native',
        '',
      ].join('\n'),
    );
    expect([file!.additions, file!.deletions]).toEqual([1, 1]);
  });

  it('reads a malformed `@@` line as an uncounted hunk without logging anything', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const patch = ['--- a/x', '+++ b/x', ...Array.from({ length: 1000 }, () => '@@ broken @@\n x')].join('\n');
    const [file] = parsePatch(patch);
    expect(file!.hunks).toHaveLength(1000);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('decodes every escape of a quoted path, with or without an octal one', () => {
    const [file] = parsePatch(
      ['diff --git "a/t\\tb\\\\c" "b/t\\tb\\\\c"', 'old mode 100644', 'new mode 100755', ''].join('\n'),
    );
    expect(file!.newPath).toBe('t\tb\\c');
  });

  it('reads a patch whose lines end in a lone CR (old Mac)', () => {
    const [file] = parsePatch(['--- a/x', '+++ b/x', '@@ -1 +1 @@', '-a', '+b', ''].join('\r'));
    expect(file).toMatchObject({ newPath: 'x', additions: 1, deletions: 1 });
  });
});
