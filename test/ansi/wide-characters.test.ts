import { createAnsiScreen, parseAnsi } from '../../src/ansi';
import { charWidth, textWidth } from '../../src/ansi/char-width';
import { lineText } from './terminal-fixtures';

function texts(output: string): string[] {
  return parseAnsi(output).map(lineText);
}

describe('character widths (wcwidth)', () => {
  it('gives CJK ideographs, kana, Hangul, fullwidth forms and emoji two columns', () => {
    for (const char of ['日', '本', 'あ', 'カ', '한', '！', '￥', '😀', '🚀', '✅', '⌛']) {
      expect(charWidth(char.codePointAt(0)!), char).toBe(2);
    }
  });

  it('gives ASCII, Latin, Greek, Cyrillic, box drawing and block elements one column', () => {
    for (const char of ['a', 'é', 'ß', 'λ', 'Ж', '─', '█', '░', '→', '✓', '𝐀']) {
      expect(charWidth(char.codePointAt(0)!), char).toBe(1);
    }
  });

  it('gives combining marks, variation selectors, ZWJ and zero-width spaces no column', () => {
    for (const code of [0x0301, 0x20e3, 0xfe0f, 0x200d, 0x200b, 0x1160, 0xe0100])
      expect(charWidth(code), code.toString(16)).toBe(0);
  });

  it('counts CJK extension blocks not yet assigned as wide, as UAX #11 says they default', () => {
    expect(charWidth(0x2ebf0)).toBe(2);
    expect(charWidth(0x31350)).toBe(2);
  });

  it('measures text by its characters, not its UTF-16 length', () => {
    expect(textWidth('日本語')).toBe(6);
    expect(textWidth('e\u0301')).toBe(1);
    expect(textWidth('ok ✅ 완료')).toBe(10);
    // A ZWJ family is the sum of its emoji, as wcwidth terminals draw it.
    expect(textWidth('👨\u200d👩\u200d👧')).toBe(6);
  });
});

describe('cursor arithmetic over wide characters', () => {
  it('moves back over CJK text by columns: two columns left of "日本語" is the middle of 語', () => {
    // As xterm: the cursor lands on 語's first half, so "X" replaces that half and blanks the other.
    expect(texts('日本語\x1b[2DX')).toEqual(['日本X ']);
    expect(texts('日本語\x1b[4DXY')).toEqual(['日XY語']);
  });

  it('moves right over CJK text by columns', () => {
    expect(texts('日本語\r\x1b[2CX')).toEqual(['日X 語']);
    expect(texts('日本語\r\x1b[4C!!')).toEqual(['日本!!']);
  });

  it('blanks the left half when a write lands on the second half of a wide character', () => {
    // xterm.js's "should correctly reset cells taken by wide chars" (print), on one line.
    expect(texts('￥￥￥￥￥\r#')).toEqual(['# ￥￥￥￥']);
    expect(texts('￥￥￥￥￥\r#\x1b[6G#####')).toEqual(['# ￥ #####']);
  });

  it('blanks the cut half of a wide character on erase in line, as xterm.js does', () => {
    // xterm.js's "should correctly reset cells taken by wide chars" (EL).
    expect(texts('￥￥￥￥￥\x1b[6G\x1b[K#')).toEqual(['￥￥ #']);
    expect(texts('￥￥￥￥￥\x1b[5G\x1b[1K')).toEqual(['      ￥￥']);
    expect(texts('￥￥￥￥￥\x1b[6G\x1b[1K')).toEqual(['      ￥￥']);
  });

  it('redraws a CJK progress bar in place with \\r', () => {
    // Frames padded to one width in columns (24), as progress bars draw them.
    const frames = ['下载中 [=>        ]  10%', '下载中 [=====>    ]  60%', '完成   [==========] 100%'];
    expect(texts(frames.join('\r'))).toEqual(['完成   [==========] 100%']);
    // A shorter frame leaves the tail of the one before from its eleventh column on, as on a terminal.
    expect(texts('下载中 [=====>    ] 60%\r完成 [====]')).toEqual(['完成 [====]==>    ] 60%']);
  });

  it('moves back over an emoji by its two columns with backspace', () => {
    expect(texts('a😀b\b\bX')).toEqual(['a Xb']);
    expect(texts('a😀b\b\b\bX')).toEqual(['aX b']);
  });

  it('measures an emoji split across two writes as one wide character', () => {
    const screen = createAnsiScreen();
    screen.write('\ud83d');
    screen.write('\ude00b\x1b[3DX');
    expect(lineText(screen.line(0))).toEqual('X b');
  });

  it('keeps a combining mark with its letter: it takes no column', () => {
    expect(texts('cafe\u0301!\x1b[1DX')).toEqual(['cafe\u0301X']);
    expect(texts('e\u0301e\u0301\x1b[1D\x1b[K')).toEqual(['e\u0301']);
  });

  it('keeps the colours of what a wide write did not touch', () => {
    expect(parseAnsi('\x1b[31m日本\x1b[0m\x1b[3DX')[0]!.spans).toEqual([
      { text: ' ', style: { fg: { kind: 'palette', index: 1 } } },
      { text: 'X', style: {} },
      { text: '本', style: { fg: { kind: 'palette', index: 1 } } },
    ]);
  });
});
