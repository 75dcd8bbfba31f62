import { parsePatch } from '../../src/diff/parse-patch';
import { MAX_UNREAD_LINES } from '../../src/diff/diff-model';

// The example: the header announces 3 old and 4 new lines; the second line has no prefix.
const CUT_SHORT = ['--- a/f.txt', '+++ b/f.txt', '@@ -1,3 +1,4 @@', ' line2', 'line3', '+line4', ' line5'];

describe('parsePatch: a hunk cut short by a line that is not a diff line', () => {
  it("keeps that line and the ones after it as the hunk's unread text, with what the header still announced", () => {
    const [file] = parsePatch(CUT_SHORT.join('\n'));
    const [hunk] = file!.hunks;
    expect(hunk!.lines.map((line) => line.text)).toEqual(['line2']);
    expect(hunk!.unread).toEqual({ oldMissing: 2, newMissing: 3, lines: ['line3', '+line4', ' line5'], more: 0 });
    // The unread lines are not changes.
    expect([file!.additions, file!.deletions]).toEqual([0, 0]);
  });

  it('ends the unread text where the next file or hunk starts, and reads that as usual', () => {
    const patch = [
      ...CUT_SHORT,
      '@@ -9 +10 @@',
      '-x',
      '+y',
      'diff --git a/g b/g',
      '--- a/g',
      '+++ b/g',
      '@@ -1 +1 @@',
      '-p',
      '+q',
      '',
    ].join('\n');
    const [first, second] = parsePatch(patch);
    expect(first!.hunks.map((hunk) => hunk.unread?.lines)).toEqual([['line3', '+line4', ' line5'], undefined]);
    expect(first!.hunks[1]!.lines.map((line) => line.text)).toEqual(['x', 'y']);
    expect(second!.hunks[0]!.lines.map((line) => line.text)).toEqual(['p', 'q']);
  });

  it('keeps a hunk cut short at its very first line, with CRLF endings taken off', () => {
    const [file] = parsePatch(['--- a/f', '+++ b/f', '@@ -1,2 +1,2 @@', 'no prefix', 'again'].join('\r\n'));
    expect(file!.hunks).toHaveLength(1);
    expect(file!.hunks[0]!.lines).toEqual([]);
    expect(file!.hunks[0]!.unread?.lines).toEqual(['no prefix', 'again']);
  });

  it(`keeps at most ${MAX_UNREAD_LINES} unread lines and counts the rest`, () => {
    const patch = [
      '--- a/f',
      '+++ b/f',
      '@@ -1,2 +1,2 @@',
      ' a',
      ...Array.from({ length: MAX_UNREAD_LINES + 5 }, (_, index) => `junk ${index}`),
    ].join('\n');
    const unread = parsePatch(patch)[0]!.hunks[0]!.unread!;
    expect(unread.lines).toHaveLength(MAX_UNREAD_LINES);
    expect(unread.more).toBe(5);
  });

  it('leaves text after a hunk whose counts are used up out, as before (a mail signature is no change)', () => {
    const [file] = parsePatch(['--- a/f', '+++ b/f', '@@ -1 +1 @@', '-a', '+b', 'thanks,', 'me'].join('\n'));
    expect(file!.hunks[0]!.unread).toBeUndefined();
  });

  it('does not take a streamed patch that stops inside a hunk for one cut short', () => {
    const [file] = parsePatch(['--- a/f', '+++ b/f', '@@ -1,3 +1,3 @@', ' a', '-b', ''].join('\n'));
    expect(file!.hunks[0]!.unread).toBeUndefined();
    expect(file!.hunks[0]!.lines.map((line) => line.text)).toEqual(['a', 'b']);
  });
});
