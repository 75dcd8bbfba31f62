import { asciiCopyOf, isAscii } from '../../src/highlight/ascii-regex-copy';

/** A pattern from its source: the kit's TypeScript target predates the `v` flag in regex literals. */
function pattern(source: string, flags: string): RegExp {
  return new RegExp(source, flags);
}

/** Every string of one or two ASCII characters, and some longer ones. */
const ASCII_STRINGS = (() => {
  const chars = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code));
  return [
    ...chars,
    ...chars.flatMap((a) => ['a', ' ', '9', '_', '$', '\n'].map((b) => a + b)),
    'let x = 1;',
    '  foo.bar(baz)',
  ];
})();

function matchesOn(regexp: RegExp, text: string): string {
  const copy = new RegExp(regexp.source, regexp.flags);
  const found: string[] = [];
  for (let at = 0; at <= text.length; at++) {
    copy.lastIndex = at;
    const match = copy.exec(text);
    found.push(match ? `${match.index}:${JSON.stringify([...match])}` : '-');
  }
  return found.join(' ');
}

describe('asciiCopyOf', () => {
  it.each([
    [pattern(String.raw`[\$_\p{Alpha}\p{Nd}]+`, 'dgv'), '[\\$_[\\x41-\\x5a\\x61-\\x7a][\\x30-\\x39]]+'],
    [pattern(String.raw`\p{space}*(\{)`, 'dgv'), '[\\x09-\\x0d\\x20]*(\\{)'],
    [pattern(String.raw`[^\p{Alpha}]x`, 'gu'), '[^\\x41-\\x5a\\x61-\\x7a]x'],
    [pattern(String.raw`\P{Alpha}`, 'gu'), '[\\x00-\\x40\\x5b-\\x60\\x7b-\\x7f]'],
    [pattern(String.raw`\p{Script=Greek}|a`, 'gv'), '[]|a'],
  ])('%s becomes %s', (regexp, source) => {
    const copy = asciiCopyOf(regexp);
    expect(copy.source).toBe(source);
    expect(copy.flags).toBe(regexp.flags);
  });

  it.each([
    pattern(
      String.raw`(?<![\$_\p{Alpha}\p{Nd}])(?:(?<=\.\.\.)|(?<!\.))(abstract|declare)(?![\$_\p{Alpha}\p{Nd}])`,
      'dgv',
    ),
    pattern(String.raw`[^\p{Alpha}\p{Nd}_]+|\P{Lu}\p{Lu}`, 'gu'),
    pattern(String.raw`[\p{L}--[a-z]]+`, 'gv'),
    pattern(String.raw`[[\p{Nd}]&&[0-4]]`, 'gv'),
    pattern(String.raw`\\p-|[\\\p{Pd}]`, 'gu'),
  ])('%s finds on ASCII text what the original finds', (regexp) => {
    const copy = asciiCopyOf(regexp);
    expect(copy.source).not.toMatch(/(^|[^\\])\\[pP]\{/);
    for (const text of ASCII_STRINGS) expect(matchesOn(copy, text), JSON.stringify(text)).toBe(matchesOn(regexp, text));
  });

  it.each([
    ['without a property escape', pattern(String.raw`abc\s+`, 'dgv')],
    ['case-insensitive (folding maps other characters into ASCII)', pattern(String.raw`\p{Lu}`, 'giv')],
    ['without the u or v flag', pattern(String.raw`\p{L}`, 'g')],
  ])('keeps a pattern %s as it is', (_, regexp) => {
    expect(asciiCopyOf(regexp)).toBe(regexp);
  });

  it('keeps a subclass of RegExp (an emulated pattern whose exec does more) as it is', () => {
    class Emulated extends RegExp {}
    const regexp = new Emulated('\\p{L}', 'gv');
    expect(asciiCopyOf(regexp)).toBe(regexp);
  });
});

describe('isAscii', () => {
  it('is true for text of characters up to U+007F only', () => {
    expect(isAscii('')).toBe(true);
    expect(isAscii('let x = "\u007f";\t')).toBe(true);
    expect(isAscii('café')).toBe(false);
    expect(isAscii('a\u0080')).toBe(false);
    expect(isAscii('😀')).toBe(false);
  });
});
