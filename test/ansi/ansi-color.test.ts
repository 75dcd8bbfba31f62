import { ansiColorToCss, spanColors } from '../../src/ansi';

const palette = (index: number) => ({ kind: 'palette', index }) as const;

describe('ansiColorToCss', () => {
  it('names the 16 theme colours as custom properties', () => {
    expect(ansiColorToCss(palette(0))).toBe('var(--tc-ansi-black)');
    expect(ansiColorToCss(palette(1))).toBe('var(--tc-ansi-red)');
    expect(ansiColorToCss(palette(7))).toBe('var(--tc-ansi-white)');
    expect(ansiColorToCss(palette(8))).toBe('var(--tc-ansi-bright-black)');
    expect(ansiColorToCss(palette(14))).toBe('var(--tc-ansi-bright-cyan)');
  });

  it('gives the xterm cube and greyscale for 16–255', () => {
    expect(ansiColorToCss(palette(16))).toBe('rgb(0, 0, 0)');
    expect(ansiColorToCss(palette(208))).toBe('rgb(255, 135, 0)');
    expect(ansiColorToCss(palette(231))).toBe('rgb(255, 255, 255)');
    expect(ansiColorToCss(palette(232))).toBe('rgb(8, 8, 8)');
    expect(ansiColorToCss(palette(255))).toBe('rgb(238, 238, 238)');
  });

  it('passes 24-bit colours through', () => {
    expect(ansiColorToCss({ kind: 'rgb', r: 255, g: 105, b: 180 })).toBe('rgb(255, 105, 180)');
  });
});

describe('spanColors', () => {
  it('leaves default colours unset', () => {
    expect(spanColors({})).toEqual({});
    expect(spanColors({ fg: palette(1) })).toEqual({ color: 'var(--tc-ansi-red)' });
  });

  it('swaps colours on inverse, naming the terminal defaults for a missing side', () => {
    expect(spanColors({ inverse: true })).toEqual({
      color: 'var(--tc-terminal-bg)',
      backgroundColor: 'var(--tc-terminal-fg)',
    });
    expect(spanColors({ inverse: true, fg: palette(1), bg: palette(4) })).toEqual({
      color: 'var(--tc-ansi-blue)',
      backgroundColor: 'var(--tc-ansi-red)',
    });
  });

  it('makes hidden text transparent and keeps its background', () => {
    expect(spanColors({ hidden: true, fg: palette(1), bg: palette(4) })).toEqual({
      color: 'transparent',
      backgroundColor: 'var(--tc-ansi-blue)',
    });
  });
});
