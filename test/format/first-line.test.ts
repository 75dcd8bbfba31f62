import { firstLine } from '../../src/format/first-line';

describe('firstLine: a text of several lines as a one-line header shows it', () => {
  it('gives the first line, the rest from its line break, and how many lines follow', () => {
    expect(firstLine('echo one\necho two\nls sub')).toEqual({ first: 'echo one', rest: '\necho two\nls sub', more: 2 });
  });

  it('is undefined for one line, with or without a final line break or blank lines around it', () => {
    for (const text of ['', 'ls', 'ls\n', '\n\nls\n\n', '  \r\nls \r\n  ']) expect(firstLine(text)).toBeUndefined();
  });

  it('counts blank lines between lines but not after the last, and starts at the first line that is not blank', () => {
    expect(firstLine('\n\nset -e\n\nnpm test\n\n')).toEqual({ first: 'set -e', rest: '\n\nnpm test', more: 2 });
  });

  it('drops the \\r of a CRLF line ending from the first line', () => {
    expect(firstLine('a\r\nb\r\n')).toEqual({ first: 'a', rest: '\nb', more: 1 });
  });
});
