import {
  codePointLabel,
  findHiddenCharacters,
  hiddenCharacterMarker,
  hiddenCharacterName,
  showHiddenCharacters,
  splitAtHidden,
  summarizeHiddenCharacters,
} from '../../../src/cards/read/hidden-characters';

// The Trojan Source paper's "commenting out" example: the RLO/LRI pair makes the admin check
// look like part of the comment.
const TROJAN = '\tif (accessLevel != "user\u202E \u2066// Check if admin\u2069 \u2066") {';

describe('findHiddenCharacters', () => {
  it('finds every bidi control of CVE-2021-42574, by kind and position', () => {
    const found = findHiddenCharacters(TROJAN);
    expect(found.map((character) => codePointLabel(character.code))).toEqual(['U+202E', 'U+2066', 'U+2069', 'U+2066']);
    expect(found.every((character) => character.kind === 'bidi')).toBe(true);
    expect(TROJAN.charCodeAt(found[0]!.index)).toBe(0x202e);
  });

  it.each([
    [0x202a, 'bidi'],
    [0x202e, 'bidi'],
    [0x2066, 'bidi'],
    [0x2069, 'bidi'],
    [0x200b, 'zero-width'],
    [0x200f, 'zero-width'],
    [0xfeff, 'zero-width'],
    [0x0000, 'control'],
    [0x001b, 'control'],
    [0x007f, 'control'],
    [0x2028, 'control'],
  ])('classifies U+%s as %s', (code, kind) => {
    expect(findHiddenCharacters(`a${String.fromCharCode(code)}b`)).toEqual([{ index: 1, code, kind }]);
  });

  it('leaves tabs, emoji and ordinary non-ASCII text alone', () => {
    expect(findHiddenCharacters('\tconst s = "😀 café שלום";')).toEqual([]);
  });

  it('finds lone surrogates, high or low, at either end, without throwing', () => {
    const text = '\uD83D x \uDE00😀\uD83D';
    expect(findHiddenCharacters(text).map((character) => [character.index, character.kind])).toEqual([
      [0, 'surrogate'],
      [4, 'surrogate'],
      [7, 'surrogate'],
    ]);
  });
});

describe('splitAtHidden', () => {
  it('cuts a text into visible runs and hidden characters that join back to it', () => {
    const hidden = findHiddenCharacters(TROJAN);
    const pieces = splitAtHidden(TROJAN, hidden);
    expect(pieces.map((piece) => (typeof piece === 'string' ? piece : String.fromCharCode(piece.code))).join('')).toBe(
      TROJAN,
    );
    expect(pieces.filter((piece) => typeof piece !== 'string')).toHaveLength(4);
  });

  it('splits only the part asked for, keeping offsets from the whole text', () => {
    const text = 'ab\u200Bcd\u202Eef';
    expect(splitAtHidden(text, findHiddenCharacters(text), 1, 5)).toEqual([
      'b',
      { index: 2, code: 0x200b, kind: 'zero-width' },
      'cd',
    ]);
  });
});

describe('markers and names', () => {
  it('draws NUL as ␀ and other C0 controls as their control pictures', () => {
    expect(hiddenCharacterMarker(0)).toBe('␀');
    expect(hiddenCharacterMarker(0x1b)).toBe('␛');
    expect(hiddenCharacterMarker(0x7f)).toBe('␡');
  });

  it('draws bidi, zero-width and surrogates as their code point in brackets', () => {
    expect(hiddenCharacterMarker(0x202e)).toBe('⟨U+202E⟩');
    expect(hiddenCharacterMarker(0xfeff)).toBe('⟨U+FEFF⟩');
    expect(hiddenCharacterMarker(0xd800)).toBe('⟨U+D800⟩');
  });

  it('names each character', () => {
    expect(hiddenCharacterName(0x202e)).toBe('RIGHT-TO-LEFT OVERRIDE');
    expect(hiddenCharacterName(0x200b)).toBe('ZERO WIDTH SPACE');
    expect(hiddenCharacterName(0)).toBe('NULL');
    expect(hiddenCharacterName(0xdc00)).toBe('LONE LOW SURROGATE');
  });

  it('shows the hidden characters of a one-line text in place', () => {
    expect(showHiddenCharacters('invoice\u202Etxt.exe')).toBe('invoice⟨U+202E⟩txt.exe');
    expect(showHiddenCharacters('plain.ts')).toBe('plain.ts');
  });
});

describe('summarizeHiddenCharacters', () => {
  it('counts bidi and zero-width characters, not controls or surrogates', () => {
    expect(summarizeHiddenCharacters([TROJAN, 'a\u200Bb', '\u0000\uD800', 'clean'])).toEqual({
      suspicious: 5,
      bidi: 4,
    });
  });
});

describe('runs of hidden characters', () => {
  it('merges a run of the same character into one, counted', () => {
    expect(findHiddenCharacters('a\0\0\0\0b\0')).toEqual([
      { index: 1, code: 0, kind: 'control', count: 4 },
      { index: 6, code: 0, kind: 'control' },
    ]);
    expect(showHiddenCharacters('a\0\0b\0\0\0\0\0c')).toBe('a␀␀b␀×5c');
  });

  it('lists a 5,000,000-NUL line as one run, and only as far as asked', () => {
    const line = '\0'.repeat(5_000_000);
    expect(findHiddenCharacters(line)).toEqual([{ index: 0, code: 0, kind: 'control', count: 5_000_000 }]);
    expect(findHiddenCharacters('\0\x01'.repeat(1_000_000), 100)).toHaveLength(100);
  });

  it('cuts a run at the edges of the part asked for', () => {
    const text = 'ab\0\0\0\0cd';
    expect(splitAtHidden(text, findHiddenCharacters(text), 3, 7)).toEqual([
      { index: 3, code: 0, kind: 'control', count: 3 },
      'c',
    ]);
  });

  it('never merges lone surrogates, so each keeps its own place', () => {
    expect(findHiddenCharacters('\uD800\uD800')).toHaveLength(2);
  });
});
