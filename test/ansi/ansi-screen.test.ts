import { createAnsiScreen, parseAnsi } from '../../src/ansi';
import { lineText } from './terminal-fixtures';

function texts(output: string): string[] {
  return parseAnsi(output).map(lineText);
}

describe('carriage return and backspace', () => {
  it('overwrites from column 0 after \\r, keeping the longer tail', () => {
    expect(texts('THREEEEEE\rFOUR\rFIVE')).toEqual(['FIVEEEEEE']);
  });

  it('moves back one cell per backspace and overwrites there', () => {
    expect(texts('Downloading (40%)\b\b\b\b50%)')).toEqual(['Downloading (50%)']);
  });

  it('stops backspace at column 0', () => {
    expect(texts('ab\b\b\b\bX')).toEqual(['Xb']);
  });

  it('treats \\r\\n as one newline, also when \\r ends a chunk and \\n starts the next', () => {
    expect(texts('one\r\ntwo\r\n')).toEqual(['one', 'two']);
    const screen = createAnsiScreen();
    screen.write('one\r');
    screen.write('\ntwo');
    expect([lineText(screen.line(0)), lineText(screen.line(1))]).toEqual(['one', 'two']);
    expect(screen.lineCount).toBe(2);
  });

  it('keeps an overwritten cell styled as it was rewritten, splitting the span it landed in', () => {
    expect(parseAnsi('\x1b[31mabcdef\x1b[0m\r\x1b[1A\x1b[2C\x1b[32mX')[0]!.spans).toEqual([
      { text: 'ab', style: { fg: { kind: 'palette', index: 1 } } },
      { text: 'X', style: { fg: { kind: 'palette', index: 2 } } },
      { text: 'def', style: { fg: { kind: 'palette', index: 1 } } },
    ]);
  });

  it('counts a one-column astral character as one cell for backspace', () => {
    expect(texts('a𝐀b\b\bX')).toEqual(['aXb']);
  });
});

describe('tabs and other controls', () => {
  it('keeps tabs as tab characters', () => {
    expect(texts('a\tb')).toEqual(['a\tb']);
  });

  it('drops BEL, NUL, DEL and C1 controls from the text', () => {
    expect(texts('a\x07b\x00c\x7fd\u009be')).toEqual(['abcde']);
  });

  it('treats vertical tab and form feed as newlines, as xterm does', () => {
    expect(texts('a\vb\fc')).toEqual(['a', 'b', 'c']);
  });
});

describe('erase in line', () => {
  it('ESC[K and ESC[0K erase from the cursor to the end', () => {
    expect(texts('hello world\r\x1b[6C\x1b[K')).toEqual(['hello ']);
    expect(texts('hello world\r\x1b[5C\x1b[0K!')).toEqual(['hello!']);
  });

  it('ESC[1K blanks from the start through the cursor', () => {
    expect(texts('hello world\x1b[6D\x1b[1K')).toEqual(['      world']);
  });

  it('ESC[2K clears the whole line, the cursor keeping its column', () => {
    expect(texts('progress 10%\x1b[2K')).toEqual([]);
    expect(texts('a\nprogress 10%\x1b[2K\nb')).toEqual(['a', '', 'b']);
    expect(texts('progress 10%\x1b[2K\rdone')).toEqual(['done']);
    expect(texts('abc\x1b[2KX')).toEqual(['   X']);
  });

  it('ESC[J erases the rest of the line and every line below', () => {
    expect(texts('one\ntwo\nthree\x1b[2A\r\x1b[2C\x1b[J')).toEqual(['on']);
  });
});

describe('cursor movement', () => {
  it('ESC[nA goes up n retained lines at the same column and overwrites there', () => {
    expect(texts('one\ntwo\nthree\x1b[2AX')).toEqual(['one  X', 'two', 'three']);
    expect(texts('aaaa\nbbbb\n\x1b[2AX')).toEqual(['Xaaa', 'bbbb']);
  });

  it('stops cursor up at the first line and cursor down at the last', () => {
    expect(texts('one\ntwo\x1b[9A\rX\x1b[9B\rY')).toEqual(['Xne', 'Ywo']);
  });

  it('redraws a multi-line frame in place the way log-update does', () => {
    const erase = '\x1b[2K\x1b[1A\x1b[2K\x1b[1A\x1b[2K\x1b[G';
    expect(texts(`frame 1a\nframe 1b\n${erase}frame 2a\nframe 2b\n`)).toEqual(['frame 2a', 'frame 2b']);
  });

  it('ESC[nC and ESC[nD move along the line, ESC[nG goes to a 1-based column', () => {
    expect(texts('ab\x1b[3Cc')).toEqual(['ab   c']);
    expect(texts('abcdef\x1b[3DX')).toEqual(['abcXef']);
    expect(texts('abcdef\x1b[2GX\x1b[GY')).toEqual(['YXcdef']);
  });

  it('ESC[nE and ESC[nF go to column 0 of a line below or above', () => {
    expect(texts('one\ntwo\x1b[1FX\x1b[1EY')).toEqual(['Xne', 'Ywo']);
  });

  it('caps how far past the line end a cursor move can reach', () => {
    const [line] = texts('a\x1b[999999999Cb');
    expect(line!.length).toBeLessThanOrEqual(1026);
    expect(line!.endsWith('b')).toBe(true);
  });
});

describe('lines and change tracking', () => {
  it('does not count the empty line after a trailing newline, but counts empty lines between', () => {
    expect(texts('')).toEqual([]);
    expect(texts('a\n')).toEqual(['a']);
    expect(texts('a\n\nb\n\n')).toEqual(['a', '', 'b', '']);
  });

  it('reports the first line a write changed, or lineCount when it changed none', () => {
    const screen = createAnsiScreen();
    screen.write('zero\none\ntwo\n');
    expect(screen.firstChangedLine).toBe(0);
    screen.write('three');
    expect(screen.firstChangedLine).toBe(3);
    screen.write(' more');
    expect(screen.firstChangedLine).toBe(3);
    screen.write('\x1b[2A\rONE');
    expect(screen.firstChangedLine).toBe(1);
    screen.write('\x1b[31m');
    expect(screen.firstChangedLine).toBe(screen.lineCount);
  });

  it('returns the same line object until that line changes', () => {
    const screen = createAnsiScreen();
    screen.write('done\nopen');
    const done = screen.line(0);
    const open = screen.line(1);
    screen.write(' more');
    expect(screen.line(0)).toBe(done);
    expect(screen.line(1)).not.toBe(open);
    expect(lineText(screen.line(1))).toBe('open more');
  });

  it('gives an empty line for an index out of range', () => {
    const screen = createAnsiScreen();
    screen.write('a\n');
    expect(screen.line(1)).toEqual({ spans: [] });
    expect(screen.line(-1)).toEqual({ spans: [] });
  });
});
