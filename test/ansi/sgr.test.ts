import { parseAnsi, type AnsiSpan } from '../../src/ansi';

function spans(output: string): AnsiSpan[] {
  return parseAnsi(output)[0]?.spans ?? [];
}

function styleOf(sgr: string): AnsiSpan['style'] {
  return spans(`\x1b[${sgr}mx`)[0]!.style;
}

const palette = (index: number) => ({ kind: 'palette', index });

describe('SGR attributes', () => {
  it.each([
    ['1', { bold: true }],
    ['2', { dim: true }],
    ['3', { italic: true }],
    ['4', { underline: true }],
    ['4:3', { underline: true }],
    ['21', { underline: true }],
    ['7', { inverse: true }],
    ['8', { hidden: true }],
    ['9', { strikethrough: true }],
    ['5', {}],
    ['1;3;4;9', { bold: true, italic: true, underline: true, strikethrough: true }],
  ])('ESC[%sm sets %j', (sgr, style) => {
    expect(styleOf(sgr)).toEqual(style);
  });

  it.each([
    ['22', '1;2', {}],
    ['22', '1;3', { italic: true }],
    ['23', '3;1', { bold: true }],
    ['24', '4;1', { bold: true }],
    ['4:0', '4;1', { bold: true }],
    ['27', '7;1', { bold: true }],
    ['28', '8;1', { bold: true }],
    ['29', '9;1', { bold: true }],
    ['39', '31;41', { bg: palette(1) }],
    ['49', '31;41', { fg: palette(1) }],
    ['0', '1;2;3;4;7;8;9;31;41', {}],
    ['', '1;31;48;5;200', {}],
  ])('ESC[%sm after ESC[%sm leaves %j', (reset, set, style) => {
    expect(spans(`\x1b[${set}ma\x1b[${reset}mb`)[1]).toEqual({ text: 'b', style });
  });
});

describe('SGR colours', () => {
  it.each([
    ['30', { fg: palette(0) }],
    ['37', { fg: palette(7) }],
    ['90', { fg: palette(8) }],
    ['97', { fg: palette(15) }],
    ['40', { bg: palette(0) }],
    ['47', { bg: palette(7) }],
    ['100', { bg: palette(8) }],
    ['107', { bg: palette(15) }],
    ['38;5;208', { fg: palette(208) }],
    ['48;5;16', { bg: palette(16) }],
    ['38:5:255', { fg: palette(255) }],
    ['38;2;255;105;180', { fg: { kind: 'rgb', r: 255, g: 105, b: 180 } }],
    ['48;2;0;0;0', { bg: { kind: 'rgb', r: 0, g: 0, b: 0 } }],
    ['38:2::1:2:3', { fg: { kind: 'rgb', r: 1, g: 2, b: 3 } }],
    ['38:2:0:1:2:3', { fg: { kind: 'rgb', r: 1, g: 2, b: 3 } }],
    ['38:2:1:2:3', { fg: { kind: 'rgb', r: 1, g: 2, b: 3 } }],
    ['48:2::10:20:30', { bg: { kind: 'rgb', r: 10, g: 20, b: 30 } }],
  ])('ESC[%sm sets %j', (sgr, style) => {
    expect(styleOf(sgr)).toEqual(style);
  });

  it('consumes the parameters of an extended colour, so they are not read as attributes', () => {
    // 38;5;1 must not also turn bold on, nor 38;2;…;4 underline.
    expect(styleOf('38;5;1')).toEqual({ fg: palette(1) });
    expect(styleOf('38;2;3;7;4;1')).toEqual({ fg: { kind: 'rgb', r: 3, g: 7, b: 4 }, bold: true });
    expect(styleOf('58;5;9;3')).toEqual({ italic: true });
  });

  it('ignores an out-of-range colour and keeps the previous one', () => {
    expect(spans('\x1b[31ma\x1b[38;5;256mb')).toEqual([{ text: 'ab', style: { fg: palette(1) } }]);
    expect(styleOf('38;2;300;0;0')).toEqual({});
  });

  it('merges adjacent text of one style into one span, even across sequences', () => {
    expect(spans('\x1b[31ma\x1b[31mb\x1b[0m\x1b[31mc\x1b[32md')).toEqual([
      { text: 'abc', style: { fg: palette(1) } },
      { text: 'd', style: { fg: palette(2) } },
    ]);
  });
});

describe('SGR colours with empty or missing parameters, read as xterm reads them', () => {
  it.each([
    ['\x1b[38;5;mx', { kind: 'palette', index: 0 }],
    ['\x1b[38;5mx', { kind: 'palette', index: 0 }],
    ['\x1b[38:5:mx', { kind: 'palette', index: 0 }],
    ['\x1b[38;2mx', { kind: 'rgb', r: 0, g: 0, b: 0 }],
    ['\x1b[38;2;255mx', { kind: 'rgb', r: 255, g: 0, b: 0 }],
  ])('%j gives %j', (input, fg) => {
    expect(parseAnsi(input)[0]!.spans[0]!.style.fg).toEqual(fg);
  });

  it('still voids a colour with an out-of-range component', () => {
    expect(parseAnsi('\x1b[38;2;300;0;0mx')[0]!.spans[0]!.style.fg).toBeUndefined();
  });
});
