import fc from 'fast-check';
import { wordDiff } from '../../src/diff/word-diff';
import { pairChangedLines } from '../../src/diff/pair-changed-lines';
import { createHunk, createLine } from '../../src/diff/diff-hunk';
import { parsePatch } from '../../src/diff/parse-patch';
import { readPatch } from './diff-fixtures';

const marked = (text: string, ranges: { start: number; end: number }[]) =>
  ranges.map((r) => text.slice(r.start, r.end));

describe('wordDiff', () => {
  it('marks only the changed words of a pair', () => {
    const oldText = 'const total = price * count;';
    const newText = 'const total = price * quantity + tax;';
    const diff = wordDiff(oldText, newText)!;
    expect(marked(oldText, diff.old)).toEqual(['count']);
    expect(marked(newText, diff.new)).toEqual(['quantity + tax']);
  });

  it('gives UTF-16 offsets past astral characters', () => {
    const oldText = '😀 hello world';
    const newText = '😀 hello there';
    const diff = wordDiff(oldText, newText)!;
    expect(diff.old).toEqual([{ start: 9, end: 14 }]);
    expect(marked(newText, diff.new)).toEqual(['there']);
  });

  it('marks nothing in equal texts (a pair that differs only by its line ending)', () => {
    expect(wordDiff('same', 'same')).toEqual({ old: [], new: [] });
  });

  it('falls back to whole lines past the length limit', () => {
    const long = 'x '.repeat(600);
    expect(wordDiff(long, `${long}y`)).toBeUndefined();
    expect(wordDiff('a b', 'a c', { maxLength: 2 })).toBeUndefined();
    expect(wordDiff(long, `${long}y`, { maxLength: 5000 })).toBeDefined();
  });

  it('falls back to whole lines past the cost limit', () => {
    const oldText = Array.from({ length: 200 }, (_, i) => `w${i}`).join(' ');
    const newText = Array.from({ length: 200 }, (_, i) => `v${i}`).join(' ');
    expect(wordDiff(oldText, newText)).toBeUndefined();
    expect(wordDiff('a b c', 'x y z', { maxCost: 2 })).toBeUndefined();
    expect(wordDiff('a b c', 'a y c', { maxCost: 2 })).toEqual({
      old: [{ start: 2, end: 3 }],
      new: [{ start: 2, end: 3 }],
    });
  });

  it('finds word highlights in the corpus pairs', () => {
    const [packageJson] = parsePatch(readPatch('chalk-5.3.0-to-5.4.1.diff'));
    const hunk = packageJson!.hunks[0]!;
    const partner = pairChangedLines(hunk);
    const deleted = hunk.lines.findIndex((line) => line.kind === 'delete');
    const added = partner[deleted]!;
    const diff = wordDiff(hunk.lines[deleted]!.text, hunk.lines[added]!.text)!;
    // "5.3.0" to "5.4.1": the digits that changed, not the whole line.
    expect(hunk.lines[deleted]!.text).toBe('\t"version": "5.3.0",');
    expect(marked(hunk.lines[deleted]!.text, diff.old)).toEqual(['3', '0']);
    expect(marked(hunk.lines[added]!.text, diff.new)).toEqual(['4', '1']);
  });
});

describe('wordDiff, on any pair of lines', () => {
  /** The text outside the marked spans: what the two lines keep in common. */
  const kept = (text: string, ranges: { start: number; end: number }[]) => {
    let out = '';
    let at = 0;
    for (const range of ranges) {
      out += text.slice(at, range.start);
      at = range.end;
    }
    return out + text.slice(at);
  };

  it('keeps the same text on both sides once the marked words are taken out', () => {
    const line = fc
      .array(fc.constantFrom('a', 'b', 'foo', ' ', '  ', '.', '(', ')', '😀', 'é', '42'), { maxLength: 40 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(line, line, (oldText, newText) => {
        const diff = wordDiff(oldText, newText, { maxCost: 1000 });
        expect(diff).toBeDefined();
        expect(kept(oldText, diff!.old)).toBe(kept(newText, diff!.new));
      }),
      { numRuns: 300 },
    );
  });

  it('stays within its step budget on a pathological pair, and falls back to whole lines', () => {
    // 500 one-letter words against the same words shifted: every token repeats, nothing lines up.
    const oldText = 'a b '.repeat(125).trim();
    const newText = 'b a '.repeat(125).trim();
    expect(oldText.length).toBeLessThanOrEqual(1000);
    const work = { steps: 0 };
    const diff = wordDiff(oldText, newText, { work });
    // The cap: the line's length times the cost cap (100) plus one, whatever the pair.
    expect(work.steps).toBeLessThanOrEqual(1000 * 101 + 1000);
    expect(work.steps).toBeGreaterThan(0);
    if (diff) expect(kept(oldText, diff.old)).toBe(kept(newText, diff.new));
  });
});

describe('pairChangedLines', () => {
  it('pairs the i-th deletion with the i-th addition of each run; context pairs with itself', () => {
    const hunk = createHunk(1, 1, [
      createLine('context', 'a', 1, 1),
      createLine('delete', 'b', 2),
      createLine('delete', 'c', 3),
      createLine('delete', 'd', 4),
      createLine('add', 'B', undefined, 2),
      createLine('add', 'C', undefined, 3),
      createLine('context', 'e', 5, 4),
      createLine('add', 'F', undefined, 5),
      createLine('delete', 'g', 6),
    ]);
    expect(Array.from(pairChangedLines(hunk))).toEqual([0, 4, 5, -1, 1, 2, 6, 8, 7]);
  });
});
