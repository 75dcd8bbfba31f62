import { cutAroundHit } from '../../../src/cards/search/cut-around-hit';
import { matchLine } from '../../../src/cards/search/match-line';
import { hitRanges, markSegments } from '../../../src/cards/search/mark-ranges';
import { buildPathTree, pathTreeRows } from '../../../src/cards/search/path-tree';
import { searchCopyText } from '../../../src/cards/search/search-copy-text';
import { searchMatchRows, type SearchMatchRows } from '../../../src/cards/search/search-rows';
import { searchSummary } from '../../../src/cards/search/search-summary';
import type { SearchIntent } from '../../../src/protocol/intent-types';

describe('hitRanges', () => {
  it("uses the host's ranges: clamped, sorted, overlaps merged, empty ones dropped", () => {
    expect(
      hitRanges(
        'abcdefghij',
        [
          [6, 8],
          [0, 2],
          [1, 3],
          [5, 5],
          [9, 50],
        ],
        'zzz',
      ),
    ).toEqual([
      [0, 3],
      [6, 8],
      [9, 10],
    ]);
  });

  it('finds a literal, case-sensitive query when there are no ranges: a.b does not match axb', () => {
    expect(hitRanges('axb a.b A.B a.b', undefined, 'a.b')).toEqual([
      [4, 7],
      [12, 15],
    ]);
  });

  it('never compiles the query: regex syntax is just text', () => {
    expect(hitRanges('(a+)+$ and more', undefined, '(a+)+$')).toEqual([[0, 6]]);
    expect(hitRanges('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!', undefined, '(a+)+$')).toEqual([]);
  });

  it('marks nothing with neither ranges nor a query, nor with empty ranges', () => {
    expect(hitRanges('abc', undefined, undefined)).toEqual([]);
    expect(hitRanges('abc', undefined, '')).toEqual([]);
    expect(hitRanges('abc', [], 'abc')).toEqual([]);
  });
});

describe('markSegments', () => {
  it('cuts a line into plain and marked segments within a window', () => {
    expect(markSegments('const ZodError = 1', [[6, 14]])).toEqual([
      { text: 'const ', hit: false },
      { text: 'ZodError', hit: true },
      { text: ' = 1', hit: false },
    ]);
    expect(
      markSegments(
        '0123456789',
        [
          [2, 5],
          [8, 9],
        ],
        3,
        8,
      ),
    ).toEqual([
      { text: '34', hit: true },
      { text: '567', hit: false },
    ]);
  });
});

describe('cutAroundHit', () => {
  it('shows short lines whole', () => {
    expect(cutAroundHit('short', 2)).toEqual({ start: 0, end: 5, cutStart: false, cutEnd: false });
  });

  it('cuts a long line around its first hit, with context before it', () => {
    const line = 'x'.repeat(10_000);
    expect(cutAroundHit(line, 5000, 240, 40)).toEqual({ start: 4960, end: 5200, cutStart: true, cutEnd: true });
    expect(cutAroundHit(line, 9990, 240, 40)).toEqual({ start: 9760, end: 10_000, cutStart: true, cutEnd: false });
    expect(cutAroundHit(line, undefined, 240, 40)).toEqual({ start: 0, end: 240, cutStart: false, cutEnd: true });
  });

  it('never cuts a surrogate pair', () => {
    const line = '😀'.repeat(500);
    const window = cutAroundHit(line, 101, 240, 40);
    expect(line.codePointAt(window.start)).toBe(0x1f600);
    expect(line.slice(window.start, window.end)).toBe('😀'.repeat((window.end - window.start) / 2));
  });

  it('keeps the hit in view on a minified line, through matchLine', () => {
    const line = `${'a'.repeat(5000)}NEEDLE${'b'.repeat(5000)}`;
    const model = matchLine({ lineNumber: 1, line }, 'NEEDLE');
    expect(model.cutStart && model.cutEnd).toBe(true);
    expect(model.segments.filter((segment) => segment.hit).map((segment) => segment.text)).toEqual(['NEEDLE']);
    expect(model.segments.map((segment) => segment.text).join('').length).toBeLessThanOrEqual(240);
  });
});

const matches = (truncated: boolean, total: number): SearchIntent => ({
  card: 'search',
  shape: 'matches',
  truncated,
  total,
  files: [
    {
      path: 'a.ts',
      matches: [
        { lineNumber: 1, line: 'x' },
        { lineNumber: 2, line: 'y' },
      ],
    },
    { path: 'b.ts', matches: [{ lineNumber: 7, line: 'z' }] },
  ],
});

describe('searchSummary', () => {
  it('counts matches and files', () => {
    expect(searchSummary(matches(false, 3))).toEqual({ shown: 3, total: 3, capped: false, files: 2 });
  });

  it('never presents a capped result as complete', () => {
    expect(searchSummary(matches(true, 112))).toMatchObject({ shown: 3, total: 112, capped: true });
    // truncated: false, but more were found than sent: still capped.
    expect(searchSummary(matches(false, 10)).capped).toBe(true);
    // A total below what was sent is raised, never "3 of 1".
    expect(searchSummary(matches(false, 1))).toMatchObject({ total: 3, capped: false });
  });
});

describe('searchMatchRows', () => {
  const kinds = (rows: SearchMatchRows) => Array.from({ length: rows.count }, (_, index) => rows.rowAt(index)?.kind);

  it('lists each file header then its matches, leaving out closed files', () => {
    const intent = matches(false, 3);
    if (intent.shape !== 'matches') throw new Error('shape');
    expect(kinds(searchMatchRows(intent.files, new Set()))).toEqual(['file', 'match', 'match', 'file', 'match']);
    const closed = searchMatchRows(intent.files, new Set([0]));
    expect(kinds(closed)).toEqual(['file', 'file', 'match']);
    expect(closed.rowAt(0)).toMatchObject({ open: false, count: 2 });
    expect(closed.rowAt(2)).toMatchObject({ kind: 'match', file: 1, index: 0 });
    expect([closed.rowAt(-1), closed.rowAt(3), closed.rowAt(1.5)]).toEqual([undefined, undefined, undefined]);
  });

  it('makes a row only when it is asked for: 5,000 matches build no row up front', () => {
    const files = Array.from({ length: 50 }, (_, file) => ({
      path: `src/file-${file}.ts`,
      matches: Array.from({ length: 100 }, (_, line) => ({ lineNumber: line + 1, line: `hit ${line}` })),
    }));
    // Reading a match's fields is what building its row does: count the reads.
    let reads = 0;
    const watched = files.map((file) => ({
      ...file,
      matches: file.matches.map(
        (match) => new Proxy(match, { get: (target, key) => ((reads += 1), Reflect.get(target, key)) }),
      ),
    }));
    const rows = searchMatchRows(watched, new Set([3]));
    expect(rows.count).toBe(50 + 49 * 100);
    expect(reads).toBe(0);
    expect(rows.rowAt(4000)).toMatchObject({ kind: 'match', path: 'src/file-40.ts' });
    expect(reads).toBe(0);
    expect((rows.rowAt(4000) as { match: { line: string } }).match.line).toBe('hit 59');
    expect(reads).toBe(1);
  });
});

describe('the path tree', () => {
  const paths = [
    'lib/types.d.ts',
    'lib/helpers/util.d.ts',
    'lib/helpers/errorUtil.d.ts',
    'README.md',
    'lib/locales/en/index.d.ts',
    '/abs/x.ts',
  ];

  it('groups paths into folders with counts, folders before files, in code-unit order', () => {
    const rows = pathTreeRows(buildPathTree(paths), new Set());
    expect(
      rows.map((row) => `${'  '.repeat(row.depth)}${row.name}${row.kind === 'folder' ? `/ (${row.count})` : ''}`),
    ).toEqual([
      '/abs/ (1)',
      '  x.ts',
      'lib/ (4)',
      '  helpers/ (2)',
      '    errorUtil.d.ts',
      '    util.d.ts',
      '  locales/en/ (1)',
      '    index.d.ts',
      '  types.d.ts',
      'README.md',
    ]);
  });

  it('keeps the full path on every file row and hides what closed folders hold', () => {
    const tree = buildPathTree(paths);
    const rows = pathTreeRows(tree, new Set(['lib/helpers']));
    expect(rows.find((row) => row.name === 'helpers')).toMatchObject({ kind: 'folder', open: false, count: 2 });
    expect(rows.some((row) => row.name === 'util.d.ts')).toBe(false);
    expect(rows.find((row) => row.name === 'index.d.ts')?.path).toBe('lib/locales/en/index.d.ts');
  });

  it('builds a tree from a path 100,000 folders deep without overflowing the stack', () => {
    const deep = `${'a/'.repeat(100_000)}file.ts`;
    const rows = pathTreeRows(buildPathTree([deep, 'b.ts']), new Set());
    expect(rows[rows.length - 2]).toMatchObject({ kind: 'file', path: deep });
  });
});

describe('searchCopyText', () => {
  it("copies matches in grep's path:line:text format and paths one a line", () => {
    expect(searchCopyText(matches(false, 3))).toBe('a.ts:1:x\na.ts:2:y\nb.ts:7:z');
    expect(searchCopyText({ card: 'search', shape: 'paths', paths: ['a', 'b'], truncated: false, total: 2 })).toBe(
      'a\nb',
    );
  });
});

describe('host ranges that split an emoji', () => {
  it('are widened to whole code points, so no text node holds half a pair', () => {
    const line = '😀x😀y';
    expect(hitRanges(line, [[1, 4]], undefined)).toEqual([[0, 5]]);
    const segments = markSegments(line, hitRanges(line, [[1, 4]], undefined));
    expect(segments).toEqual([
      { text: '😀x😀', hit: true },
      { text: 'y', hit: false },
    ]);
  });
});
