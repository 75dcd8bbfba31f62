import fc from 'fast-check';
import { alignSequences } from '../../src/diff/align-sequences';
import { DELETE, EQUAL, INSERT } from '../../src/diff/edit-script';
import type { EditOp } from '../../src/diff/edit-script';
import { diffTexts, splitTextLines } from '../../src/diff/diff-texts';
import { lineKeys } from '../../src/diff/line-keys';

/** Replays a script on `a`; throws when it keeps an element the two sides do not share. */
function replay(ops: readonly EditOp[], a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  for (const op of ops) {
    if (op === EQUAL) {
      if (a[i] !== b[j]) throw new Error(`kept ${a[i]} against ${b[j]}`);
      out.push(a[i]!);
      i += 1;
      j += 1;
    } else if (op === DELETE) i += 1;
    else out.push(b[j++]!);
  }
  if (i !== a.length || j !== b.length) throw new Error('the script does not cover both sides');
  return out;
}

/** The longest common subsequence's length, by the textbook table. */
function lcsLength(a: readonly number[], b: readonly number[]): number {
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(above, row[j - 1]!);
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const edits = (ops: readonly EditOp[]) => ops.filter((op) => op !== EQUAL).length;
// Few distinct values, so lines repeat as braces and blank lines do in code.
const lines = (max: number) => fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: max });

describe('alignSequences', () => {
  it('always turns the old lines into the new ones, whatever the cap', () => {
    fc.assert(
      fc.property(lines(300), lines(300), fc.integer({ min: 0, max: 2000 }), (a, b, maxEdits) => {
        const { ops } = alignSequences(a, b, { maxEdits });
        expect(replay(ops, a, b)).toEqual(b);
      }),
      { numRuns: 300 },
    );
  });

  it('turns long texts with moved blocks and repeated lines into the new ones', () => {
    // Mostly unique lines (anchors) with repeated ones among them, and blocks moved or dropped.
    const text = fc.array(fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 100, max: 100_000 })), {
      minLength: 50,
      maxLength: 400,
    });
    fc.assert(
      fc.property(text, fc.nat(), fc.nat(), fc.nat(), (a, from, to, at) => {
        const start = from % a.length;
        const end = start + (to % (a.length - start));
        const block = a.slice(start, end);
        const rest = [...a.slice(0, start), ...a.slice(end)];
        const place = at % (rest.length + 1);
        const b = [...rest.slice(0, place), ...block, 7, ...rest.slice(place)];
        const { ops } = alignSequences(a, b, { maxEdits: 1000 });
        expect(replay(ops, a, b)).toEqual(b);
      }),
      { numRuns: 200 },
    );
  });

  it('finds a minimal diff for short changes, as the longest common subsequence says', () => {
    fc.assert(
      fc.property(lines(30), lines(30), (a, b) => {
        const { ops, approximate } = alignSequences(a, b, { maxEdits: 1000 });
        expect(approximate).toBe(false);
        expect(edits(ops)).toBe(a.length + b.length - 2 * lcsLength(a, b));
      }),
      { numRuns: 500 },
    );
  });

  it('writes each run of changes deletions first, then insertions', () => {
    const { ops } = alignSequences([1, 2, 3, 9], [4, 5, 6, 9], { maxEdits: 1000 });
    expect(ops).toEqual([DELETE, DELETE, DELETE, INSERT, INSERT, INSERT, EQUAL]);
  });

  it('gives up past the cap with the region between the common ends replaced whole, and says so', () => {
    const a = [9, 1, 1, 2, 2, 9];
    const b = [9, 2, 2, 1, 1, 9];
    const capped = alignSequences(a, b, { maxEdits: 2 });
    expect(capped.approximate).toBe(true);
    expect(capped.ops).toEqual([EQUAL, DELETE, DELETE, DELETE, DELETE, INSERT, INSERT, INSERT, INSERT, EQUAL]);
    const searched = alignSequences(a, b, { maxEdits: 4 });
    expect(searched).toMatchObject({ approximate: false, searched: 4 });
  });
});

/** A code-like file: mostly unique lines, with braces and blank lines repeated. */
function codeFile(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    // Lines 30 to 35 close blocks: braces and blank lines in turn.
    if (index >= 30 && index < 36) return index % 2 ? '' : '}';
    return index % 7 === 6 ? '}' : index % 11 === 10 ? '' : `  const value${index} = compute(${index});`;
  });
}

/** The model's version of the file: some lines edited, and the closing lines 30 to 35 reordered. */
function editedCopy(lines: readonly string[], edited: number): string[] {
  const copy = lines.map((line, index) => (index % 25 === 7 && index < edited * 25 ? `${line} // reviewed` : line));
  // Repeated lines out of order between two unique ones: the one gap that needs a search.
  copy.splice(30, 6, ...copy.slice(30, 36).reverse());
  return copy;
}

/** The streamed state: the new text cut after `characters`, the rest of the old text not yet written. */
function streamed(fileLines: number, characters: number) {
  const old = codeFile(fileLines);
  const text = `${editedCopy(old, 40).join('\n')}\n`;
  return { oldText: `${old.join('\n')}\n`, newText: text.slice(0, characters) };
}

describe('a streaming edit', () => {
  const stepsFor = (fileLines: number, characters: number) => {
    const work = { steps: 0 };
    const { oldText, newText } = streamed(fileLines, characters);
    const file = diffTexts({ path: 'f.ts', oldText, newText }, { work });
    return { steps: work.steps, file, oldText, newText };
  };

  it('costs the same search work in a 2,000-line file as in a 20,000-line one', () => {
    for (const characters of [500, 5_000, 20_000, 40_000]) {
      const small = stepsFor(2_000, characters);
      const large = stepsFor(20_000, characters);
      expect(large.steps).toBe(small.steps);
      expect(large.file.approximate).toBeUndefined();
    }
  });

  it('searches only around the lines that moved, and not at all once they are behind the cut', () => {
    const beforeMove = stepsFor(2_000, 200);
    const afterMove = stepsFor(2_000, 20_000);
    expect(beforeMove.steps).toBe(0);
    expect(afterMove.steps).toBeGreaterThan(0);
    // A search among a handful of lines, not the 2,000 of the file.
    expect(afterMove.steps).toBeLessThan(200);
  });

  it('shows the typed lines aligned and the rest of the old file deleted', () => {
    const { file, oldText, newText } = stepsFor(2_000, 30_000);
    const typedLines = splitTextLines(newText).lines.length;
    const keys = lineKeys(splitTextLines(oldText), splitTextLines(newText));
    expect(keys.newKeys.length).toBe(typedLines);
    // Every line of the old file the new text has not reached is deleted, in one last run.
    const lastHunk = file.hunks.at(-1)!;
    const deletedAtEnd = lastHunk.lines.filter((line) => line.kind === 'delete' && line.oldNumber! > typedLines).length;
    expect(deletedAtEnd).toBeGreaterThan(2_000 - typedLines - 2);
    expect(file.approximate).toBeUndefined();
    // Edits: the reviewed lines typed so far, each a deletion and an addition, plus the reordered lines and the partial
    // last line.
    expect(file.additions).toBeLessThan(60);
  });
});
