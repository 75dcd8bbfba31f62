import { extendFind, findInLines, hitsByLine, type FindResult } from '../../../src/cards/terminal/find-in-lines';
import { splitSpansAtHits } from '../../../src/cards/terminal/span-pieces';

const lines = ['Error: boom', 'no match here', 'error again, ERROR twice', 'İstanbul error'];
const lineText = (index: number) => lines[index] ?? '';

describe('findInLines', () => {
  it('finds every occurrence, case-insensitively, with offsets into the line', () => {
    const { hits, capped } = findInLines(lineText, 0, lines.length, 'error');
    expect(capped).toBe(false);
    expect(hits).toEqual([
      { line: 0, start: 0, end: 5 },
      { line: 2, start: 0, end: 5 },
      { line: 2, start: 13, end: 18 },
      // 'İ' lower-cases to two characters: that line is searched as-is, so the offsets stay right.
      { line: 3, start: 9, end: 14 },
    ]);
  });

  it('finds nothing for an empty query, and stops at the limit', () => {
    expect(findInLines(lineText, 0, lines.length, '').hits).toEqual([]);
    const capped = findInLines(lineText, 0, lines.length, 'e', 3);
    expect(capped.hits).toHaveLength(3);
    expect(capped.capped).toBe(true);
  });

  it('does not count overlapping occurrences twice', () => {
    expect(findInLines(() => 'aaaa', 0, 1, 'aa').hits).toEqual([
      { line: 0, start: 0, end: 2 },
      { line: 0, start: 2, end: 4 },
    ]);
  });

  it('searches again only from the changed line when the log grows', () => {
    const grown = [...lines.slice(0, 3), 'error changed', 'new error'];
    const previous: FindResult = { query: 'error', ...findInLines(lineText, 0, lines.length, 'error') };
    const searched: number[] = [];
    const result = extendFind(previous, (index) => (searched.push(index), grown[index] ?? ''), 3, grown.length);
    expect(searched).toEqual([3, 4]);
    expect(result.hits).toEqual([
      ...previous.hits.slice(0, 3),
      { line: 3, start: 0, end: 5 },
      { line: 4, start: 4, end: 9 },
    ]);
  });

  it('groups hits by line', () => {
    const byLine = hitsByLine(findInLines(lineText, 0, lines.length, 'error').hits);
    expect([...byLine.keys()]).toEqual([0, 2, 3]);
    expect(byLine.get(2)).toHaveLength(2);
  });
});

describe('splitSpansAtHits', () => {
  const red = { fg: { kind: 'palette' as const, index: 1 } };
  const spans = [
    { text: 'abc', style: {} },
    { text: 'def', style: red },
  ];

  it('cuts a hit that crosses two spans so each part keeps its span', () => {
    const split = splitSpansAtHits(spans, [{ line: 0, start: 2, end: 4 }], 2);
    expect(split.map((part) => part.pieces)).toEqual([
      [{ text: 'ab' }, { text: 'c', hit: 'current' }],
      [{ text: 'd', hit: 'current' }, { text: 'ef' }],
    ]);
    expect(split[1]?.span.style).toBe(red);
  });

  it('marks the current hit apart from the others and leaves lines without hits whole', () => {
    const split = splitSpansAtHits(
      spans,
      [
        { line: 0, start: 0, end: 1 },
        { line: 0, start: 5, end: 6 },
      ],
      5,
    );
    expect(split.flatMap((part) => part.pieces)).toEqual([
      { text: 'a', hit: 'hit' },
      { text: 'bc' },
      { text: 'de' },
      { text: 'f', hit: 'current' },
    ]);
    expect(splitSpansAtHits(spans, undefined, -1).map((part) => part.pieces)).toEqual([
      [{ text: 'abc' }],
      [{ text: 'def' }],
    ]);
  });
});
