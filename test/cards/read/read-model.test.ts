import { middleEllipsis } from '../../../src/cards/read/middle-ellipsis';
import { readCopyText } from '../../../src/cards/read/read-copy-text';
import { readLinesOf } from '../../../src/cards/read/read-lines';
import { readRange } from '../../../src/cards/read/read-range';
import { readModelOf } from '../../../src/cards/read/read-model';
import readWindow from '../../fixtures/intents/read-window.json';

describe('readLinesOf', () => {
  it('keeps the numbers `lines` carry: a window at 1200 starts at 1200', () => {
    const lines = [
      { number: 1200, text: 'a' },
      { number: 1201, text: 'b' },
    ];
    expect(readLinesOf({ lines, offset: 1 })).toBe(lines);
  });

  it('numbers `text` from `offset`, or from 1 without one', () => {
    expect(readLinesOf({ text: 'x\ny\n', offset: 1200 })).toEqual([
      { number: 1200, text: 'x' },
      { number: 1201, text: 'y' },
    ]);
    expect(readLinesOf({ text: 'only' })).toEqual([{ number: 1, text: 'only' }]);
  });

  it('keeps an empty last line that has no line ending after it, and drops CRLF endings', () => {
    expect(readLinesOf({ text: 'a\r\n\r\nb\n\n' })).toEqual([
      { number: 1, text: 'a' },
      { number: 2, text: '' },
      { number: 3, text: 'b' },
      { number: 4, text: '' },
    ]);
    expect(readLinesOf({ lines: [{ number: 7, text: 'crlf\r' }] })).toEqual([{ number: 7, text: 'crlf' }]);
  });

  it('reads `lines`, even empty, before `text` and `content`', () => {
    expect(readLinesOf({ lines: [], text: 'not this', offset: 5 })).toEqual([]);
  });

  it('takes the numbers `cat -n` content prints, and numbers other content from `offset`', () => {
    const catN = [{ type: 'text', text: '    40\tconst a = 1;\n    41\t\treturn a;\n' }];
    expect(readLinesOf({ content: catN })).toEqual([
      { number: 40, text: 'const a = 1;' },
      { number: 41, text: '\treturn a;' },
    ]);
    const arrows = [{ type: 'text', text: '     9→x\n    10→y' }];
    expect(readLinesOf({ content: arrows }).map((line) => line.number)).toEqual([9, 10]);
    // Digits then a tab, but not consecutive: code, not numbering.
    const code = [{ type: 'text', text: '1\tone\n3\tthree' }];
    expect(readLinesOf({ content: code, offset: 20 })).toEqual([
      { number: 20, text: '1\tone' },
      { number: 21, text: '3\tthree' },
    ]);
    expect(readLinesOf({ content: [{ type: 'image', data: '', mimeType: 'image/png' }] })).toEqual([]);
  });
});

describe('readRange', () => {
  it('spans the first and last lines by their own numbers, with the total', () => {
    expect(readRange(readLinesOf(readWindow), readWindow)).toEqual({ kind: 'lines', first: 40, last: 99, total: 226 });
  });

  it('says an empty window past the last line is past the end', () => {
    expect(readRange([], { offset: 300, totalLines: 226 })).toEqual({
      kind: 'empty',
      reason: 'past-end',
      offset: 300,
      total: 226,
    });
  });

  it('tells an empty file from a window with no reason given', () => {
    expect(readRange([], { offset: 1, totalLines: 0 })).toMatchObject({ reason: 'empty-file' });
    expect(readRange([], { offset: 10, totalLines: 226 })).toMatchObject({ reason: 'no-lines' });
    expect(readRange([], {})).toMatchObject({ reason: 'no-lines' });
  });
});

describe('readModelOf', () => {
  it('infers the language from the path, or takes `lang`', () => {
    expect(readModelOf({ card: 'read', path: 'src/app.tsx', lines: [] }).language).toBe('tsx');
    expect(readModelOf({ card: 'read', path: 'notes', lang: 'py', lines: [] }).language).toBe('python');
    expect(readModelOf({ card: 'read', path: 'README' }).language).toBeUndefined();
  });

  it('counts bidi and zero-width characters, and sizes the gutter for the widest number', () => {
    const window = readModelOf({
      card: 'read',
      path: 'a.js',
      lines: [
        { number: 998, text: 'a\u202Eb\u2066' },
        { number: 1000, text: 'c\u200Bd\u0000' },
      ],
    });
    expect(window.hidden).toEqual({ suspicious: 3, bidi: 2 });
    expect(window.numberDigits).toBe(4);
  });
});

describe('readCopyText', () => {
  it('is the code alone, hidden characters included as they are', () => {
    expect(
      readCopyText([
        { number: 40, text: 'a' },
        { number: 41, text: '\tb\u202E' },
      ]),
    ).toBe('a\n\tb\u202E');
  });
});

describe('middleEllipsis', () => {
  it('leaves a short path whole', () => {
    expect(middleEllipsis('src/app.ts', 20)).toBe('src/app.ts');
  });

  it('cuts the middle and keeps the file name', () => {
    const path = 'packages/toolcards/src/cards/read/deeply/nested/folder/read-card-body.tsx';
    const cut = middleEllipsis(path, 40);
    expect(cut).toHaveLength(40);
    expect(cut).toMatch(/^packages.*….*\/read-card-body\.tsx$/);
  });

  it('keeps a few leading characters when the file name alone is too long', () => {
    const cut = middleEllipsis(`dir/${'x'.repeat(100)}.ts`, 30);
    expect(cut).toHaveLength(30);
    expect(cut.startsWith('dir/')).toBe(true);
    expect(cut.endsWith('x.ts')).toBe(true);
  });

  it('never splits a surrogate pair', () => {
    const cut = middleEllipsis(`${'😀'.repeat(20)}/${'😀'.repeat(20)}`, 21);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });
});
