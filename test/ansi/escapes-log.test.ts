import { createAnsiScreen, parseAnsi } from '../../src/ansi';
import { lineText, readTerminalFixture } from './terminal-fixtures';

const text = readTerminalFixture('escapes.log');
const lines = parseAnsi(text);
const cursorEscapes = text.indexOf('\x1b[2K');

describe('escapes.log, the sampler of every case', () => {
  it('styles each attribute word and nothing between them', () => {
    expect(lines[0]!.spans).toEqual([
      { text: 'bold', style: { bold: true } },
      { text: ' ', style: {} },
      { text: 'dim', style: { dim: true } },
      { text: ' ', style: {} },
      { text: 'italic', style: { italic: true } },
      { text: ' ', style: {} },
      { text: 'underline', style: { underline: true } },
      { text: ' ', style: {} },
      { text: 'inverse', style: { inverse: true } },
      { text: ' ', style: {} },
      { text: 'strike', style: { strikethrough: true } },
    ]);
  });

  it('colours 30–37 with palette 0–7 and 90–97 with the bright palette 8–15', () => {
    const normal = lines[1]!.spans.filter((span) => span.style.fg);
    const bright = lines[2]!.spans.filter((span) => span.style.fg);
    expect(normal.map((span) => [span.text, span.style.fg])).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [String(30 + i), { kind: 'palette', index: i }]),
    );
    expect(bright.map((span) => [span.text, span.style.fg])).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [String(90 + i), { kind: 'palette', index: 8 + i }]),
    );
  });

  it('shows only the last frame of the \\r progress bar', () => {
    expect(lines[3]!.spans).toEqual([
      { text: '[==========]', style: { fg: { kind: 'palette', index: 6 } } },
      { text: ' 100%', style: {} },
    ]);
  });

  it('applies backspaces: Downloading (40%) becomes Downloading (50%)', () => {
    expect(lineText(lines[4]!)).toBe('Downloading (50%)');
  });

  it('overwrites on \\r: THREEEEEE, FOUR, FIVE shows FIVEEEEEE', () => {
    expect(lineText(lines[5]!)).toBe('FIVEEEEEE');
  });

  it('reads the 256-colour and the 24-bit colour', () => {
    expect(lines[6]!.spans).toEqual([
      { text: 'orange-256', style: { fg: { kind: 'palette', index: 208 } } },
      { text: ' ', style: {} },
      { text: 'hotpink-truecolor', style: { fg: { kind: 'rgb', r: 255, g: 105, b: 180 } } },
    ]);
  });

  it('links the https target and leaves the javascript: one plain text', () => {
    const screen = createAnsiScreen();
    screen.write(text.slice(0, cursorEscapes));
    expect(screen.line(7).spans).toEqual([
      { text: 'a safe link', style: {}, href: 'https://example.com/docs' },
      { text: ' and a hostile link', style: {} },
    ]);
  });

  it('moves up a line on ESC[1A, as a terminal does, so the last text overwrites the link line', () => {
    // ESC[2K clears the empty line after the links, ESC[1A goes up to them at column 0, and the
    // 20 characters written there cover "a safe link and a ho".
    expect(lines).toHaveLength(8);
    expect(lines[7]!.spans).toEqual([{ text: 'after cursor escapesstile link', style: {} }]);
  });
});
