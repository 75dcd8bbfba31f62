import { gapBefore } from '../../src/diff/context-gap';
import { expandContext } from '../../src/diff/expand-context';
import { diffTexts } from '../../src/diff/diff-texts';
import { parsePatch } from '../../src/diff/parse-patch';
import type { DiffFileModel } from '../../src/diff/diff-model';

function numberedText(count: number, change: (index: number) => string | undefined = () => undefined): string {
  const lines: string[] = [];
  for (let index = 0; index < count; index++) lines.push(change(index) ?? `line ${index + 1}`);
  return `${lines.join('\n')}\n`;
}

/** Every hunk's lines hold the right text and numbers for both texts, and each header matches. */
function expectConsistent(file: DiffFileModel) {
  const { oldLines, newLines } = file.source!;
  for (const hunk of file.hunks) {
    let oldNumber = hunk.oldStart;
    let newNumber = hunk.newStart;
    for (const line of hunk.lines) {
      if (line.kind !== 'add') expect([line.oldNumber, line.text]).toEqual([oldNumber, oldLines[oldNumber++ - 1]]);
      if (line.kind !== 'delete') expect([line.newNumber, line.text]).toEqual([newNumber, newLines[newNumber++ - 1]]);
    }
    expect(hunk.header).toMatch(
      new RegExp(`^@@ -${hunk.oldStart},${hunk.oldLines} \\+${hunk.newStart},${hunk.newLines} @@`),
    );
  }
}

// Line 20 changed, line 60 gets an extra line after it: hunks over old lines 17-23 and 58-63.
const file = diffTexts({
  path: 'f',
  oldText: numberedText(100),
  newText: numberedText(100, (i) => (i === 19 ? 'twenty' : i === 59 ? 'line 60\nextra' : undefined)),
});

describe('expandContext', () => {
  it('reveals lines above the next hunk (up) and below the previous one (down)', () => {
    const up = expandContext(file, 1, 'up', 5);
    expect(gapBefore(file, 1)).toEqual({ index: 1, oldStart: 24, newStart: 24, lines: 34 });
    expect(up.hunks[1]).toMatchObject({ oldStart: 53, oldLines: 11, newStart: 53, newLines: 12 });
    expect(up.hunks[1]!.lines[0]).toEqual({ kind: 'context', text: 'line 53', oldNumber: 53, newNumber: 53 });
    expect(gapBefore(up, 1)!.lines).toBe(29);
    const down = expandContext(file, 1, 'down', 5);
    expect(down.hunks[0]).toMatchObject({ oldStart: 17, oldLines: 12 });
    expect(gapBefore(down, 1)).toEqual({ index: 1, oldStart: 29, newStart: 29, lines: 29 });
    expectConsistent(up);
    expectConsistent(down);
    expect([up.additions, up.deletions]).toEqual([file.additions, file.deletions]);
  });

  it('merges two hunks when their gap is revealed whole', () => {
    const merged = expandContext(file, 1, 'all');
    expect(merged.hunks).toHaveLength(1);
    expect(merged.hunks[0]).toMatchObject({ oldStart: 17, oldLines: 47, newStart: 17, newLines: 48 });
    expectConsistent(merged);
    expect(gapBefore(merged, 1)).toEqual({ index: 1, oldStart: 64, newStart: 65, lines: 37 });
  });

  it('grows the first hunk upwards from the top gap and the last downwards into the bottom gap', () => {
    const top = expandContext(file, 0, 'down', 100);
    expect(top.hunks[0]).toMatchObject({ oldStart: 1, newStart: 1 });
    expect(gapBefore(top, 0)!.lines).toBe(0);
    const bottom = expandContext(file, 2, 'up', 100);
    expect(bottom.hunks[1]!.lines.at(-1)).toEqual({
      kind: 'context',
      text: 'line 100',
      oldNumber: 100,
      newNumber: 101,
    });
    expect(gapBefore(bottom, 2)!.lines).toBe(0);
    expectConsistent(top);
    expectConsistent(bottom);
  });

  it('reveals the last line with its missing newline flag', () => {
    const noEol = diffTexts({ path: 'g', oldText: 'a\nb\nc\nd\ne\nf', newText: 'A\nb\nc\nd\ne\nf' }, { context: 1 });
    const grown = expandContext(noEol, 1, 'all');
    expect(grown.hunks[0]!.lines.at(-1)).toEqual({
      kind: 'context',
      text: 'f',
      oldNumber: 6,
      newNumber: 6,
      noNewlineAtEnd: true,
    });
    expect(grown).toMatchObject({ oldNoNewlineAtEnd: true, newNoNewlineAtEnd: true });
  });

  it('leaves a parsed patch as it is: its full texts are unknown', () => {
    const [patched] = parsePatch(['--- a/x', '+++ b/x', '@@ -10,2 +10,2 @@', ' a', '-b', '+c', ''].join('\n'));
    expect(patched!.canExpandContext).toBe(false);
    expect(gapBefore(patched!, 0)).toEqual({ index: 0, oldStart: 1, newStart: 1, lines: 9 });
    expect(gapBefore(patched!, 1)).toBeUndefined();
    expect(expandContext(patched!, 0, 'all')).toBe(patched);
  });
});
