import { defaultCollapsedFiles, splitRows, unifiedRows } from '../../src/diff/diff-rows';
import { DEFAULT_CHANGED_LINES_BUDGET } from '../../src/diff/changed-lines-budget';
import type { DiffRow } from '../../src/diff/diff-rows';
import { diffTexts } from '../../src/diff/diff-texts';
import { parsePatch } from '../../src/diff/parse-patch';
import type { DiffFileModel } from '../../src/diff/diff-model';
import { readPatch } from './diff-fixtures';

const open = new Set<number>();
const ofType = <T extends DiffRow['type']>(rows: DiffRow[], type: T) =>
  rows.filter((row): row is Extract<DiffRow, { type: T }> => row.type === type);

function numberedText(count: number, change?: (index: number) => string | undefined): string {
  const lines: string[] = [];
  for (let index = 0; index < count; index++) lines.push(change?.(index) ?? `line ${index + 1}`);
  return `${lines.join('\n')}\n`;
}

describe.each(['chalk-5.3.0-to-5.4.1.diff', 'zod-3.22.0-to-3.22.4.diff'])('rows of %s', (name) => {
  const files = parsePatch(readPatch(name));

  it('unified: one header per file and hunk, and every line exactly once, in order', () => {
    const rows = unifiedRows(files, { collapsed: open });
    expect(ofType(rows, 'file-header').map((row) => row.file)).toEqual(files.map((_, index) => index));
    expect(ofType(rows, 'hunk-header')).toHaveLength(files.reduce((sum, file) => sum + file.hunks.length, 0));
    const seen = ofType(rows, 'line').map((row) => `${row.file}:${row.hunk}:${row.line}`);
    const expected = files.flatMap((file, f) =>
      file.hunks.flatMap((hunk, h) => hunk.lines.map((_, l) => `${f}:${h}:${l}`)),
    );
    expect(seen).toEqual(expected);
    expect(ofType(rows, 'gap')).toEqual([]);
  });

  it('split: deletions left, additions right, context on both sides, each once, numbers rising', () => {
    const rows = ofType(splitRows(files, { collapsed: open }), 'pair');
    const left = new Set<string>();
    const right = new Set<string>();
    let lastOld = 0;
    let lastNew = 0;
    let lastHunk = '';
    for (const row of rows) {
      const hunk = files[row.file]!.hunks[row.hunk]!;
      if (`${row.file}:${row.hunk}` !== lastHunk) [lastOld, lastNew, lastHunk] = [0, 0, `${row.file}:${row.hunk}`];
      const oldLine = hunk.lines[row.oldIndex];
      const newLine = hunk.lines[row.newIndex];
      expect(oldLine ?? newLine).toBeDefined();
      if (oldLine) {
        expect(oldLine.kind).not.toBe('add');
        expect(oldLine.oldNumber).toBeGreaterThan(lastOld);
        lastOld = oldLine.oldNumber!;
        left.add(`${row.file}:${row.hunk}:${row.oldIndex}`);
      }
      if (newLine) {
        expect(newLine.kind).not.toBe('delete');
        expect(newLine.newNumber).toBeGreaterThan(lastNew);
        lastNew = newLine.newNumber!;
        right.add(`${row.file}:${row.hunk}:${row.newIndex}`);
      }
      if (oldLine?.kind === 'context' || newLine?.kind === 'context') expect(row.oldIndex).toBe(row.newIndex);
    }
    const totals = files.reduce((sum, file) => sum + file.additions + file.deletions, 0);
    const context = files.reduce(
      (sum, file) => sum + file.hunks.flatMap((h) => h.lines).filter((l) => l.kind === 'context').length,
      0,
    );
    expect(left.size + right.size).toBe(totals + 2 * context);
  });

  it("unified partners are the split rows' pairs", () => {
    const partners = ofType(unifiedRows(files, { collapsed: open }), 'line').filter(
      (row) => files[row.file]!.hunks[row.hunk]!.lines[row.line]!.kind === 'delete' && row.partner >= 0,
    );
    const pairs = new Set(
      ofType(splitRows(files, { collapsed: open }), 'pair').map(
        (row) => `${row.file}:${row.hunk}:${row.oldIndex}:${row.newIndex}`,
      ),
    );
    expect(partners.length).toBeGreaterThan(0);
    for (const row of partners) expect(pairs.has(`${row.file}:${row.hunk}:${row.line}:${row.partner}`)).toBe(true);
  });
});

describe('rows: budgets, notes and gaps', () => {
  it(`collapses a file over ${DEFAULT_CHANGED_LINES_BUDGET} changed lines behind "Load diff", and opens it on request`, () => {
    const small = diffTexts({
      path: 'small',
      oldText: numberedText(10),
      newText: numberedText(10, (i) => (i === 4 ? 'five' : undefined)),
    });
    const big = diffTexts({ path: 'big', oldText: null, newText: numberedText(401) });
    expect(defaultCollapsedFiles([small, big])).toEqual(new Set([1]));
    const rows = unifiedRows([small, big]);
    expect(rows.filter((row) => row.file === 1)).toEqual([
      { type: 'file-header', file: 1, collapsed: true },
      { type: 'load-diff', file: 1, changedLines: 401 },
    ]);
    expect(
      ofType(unifiedRows([small, big], { collapsed: new Set() }), 'line').filter((row) => row.file === 1),
    ).toHaveLength(401);
    // A small file the reader collapsed shows only its header.
    expect(unifiedRows([small, big], { collapsed: new Set([0]) }).filter((row) => row.file === 0)).toEqual([
      { type: 'file-header', file: 0, collapsed: true },
    ]);
  });

  it('gives files without lines a note instead', () => {
    const files: DiffFileModel[] = [
      diffTexts({ path: 'same', oldText: 'x\n', newText: 'x\n' }),
      diffTexts({ path: 'empty', oldText: null, newText: '' }),
      ...parsePatch(
        [
          'diff --git a/a.png b/a.png',
          'Binary files a/a.png and b/a.png differ',
          'diff --git a/r1 b/r2',
          'similarity index 100%',
          'rename from r1',
          'rename to r2',
          'diff --git a/m b/m',
          'old mode 100644',
          'new mode 100755',
          '',
        ].join('\n'),
      ),
    ];
    expect(ofType(splitRows(files), 'file-note').map((row) => row.note)).toEqual([
      'no-changes',
      'empty',
      'binary',
      'renamed',
      'mode-changed',
    ]);
  });

  it('offers the hidden context of a diffTexts file as gaps: before, between and after hunks', () => {
    const file = diffTexts({
      path: 'f',
      oldText: numberedText(100),
      newText: numberedText(100, (i) => (i === 19 || i === 59 ? 'changed' : undefined)),
    });
    const gaps = ofType(unifiedRows([file]), 'gap').map((row) => row.gap);
    expect(gaps).toEqual([
      { index: 0, oldStart: 1, newStart: 1, lines: 16 },
      { index: 1, oldStart: 24, newStart: 24, lines: 33 },
      { index: 2, oldStart: 64, newStart: 64, lines: 37 },
    ]);
    const rows = unifiedRows([file]);
    expect(rows.map((row) => row.type).slice(0, 4)).toEqual(['file-header', 'gap', 'hunk-header', 'line']);
    expect(rows[rows.length - 1]!.type).toBe('gap');
  });

  it('lays out a 150,000-line single hunk in both layouts', () => {
    const count = 150_000;
    const file = diffTexts({
      path: 'gen',
      oldText: numberedText(count),
      newText: numberedText(count, (i) => `new ${i}`),
    });
    const unified = unifiedRows([file], { collapsed: open });
    const split = splitRows([file], { collapsed: open });
    expect(unified).toHaveLength(2 + 2 * count);
    expect(split).toHaveLength(2 + count);
    expect(split[2 + count - 1]).toEqual({
      type: 'pair',
      file: 0,
      hunk: 0,
      oldIndex: count - 1,
      newIndex: 2 * count - 1,
    });
    expect(unifiedRows([file])).toEqual([
      { type: 'file-header', file: 0, collapsed: true },
      { type: 'load-diff', file: 0, changedLines: 2 * count },
    ]);
  });
});
