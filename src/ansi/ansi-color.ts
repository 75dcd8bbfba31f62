import type { AnsiColor, AnsiStyle } from './ansi-types';

const BASE_NAMES = ['black', 'red', 'green', 'yellow', 'blue', 'magenta', 'cyan', 'white'] as const;

// The xterm 6×6×6 cube does not step evenly: 0 jumps straight to 95.
const CUBE_LEVELS = [0, 95, 135, 175, 215, 255] as const;

/**
 * A CSS colour for an ANSI colour: palette 0–15 as `var(--tc-ansi-<name>)` so the theme decides
 * them, 16–255 as the fixed xterm cube and greyscale, 24-bit colours as they are.
 */
export function ansiColorToCss(color: AnsiColor): string {
  if (color.kind === 'rgb') return `rgb(${color.r}, ${color.g}, ${color.b})`;
  const index = color.index;
  if (index < 8) return `var(--tc-ansi-${BASE_NAMES[index]})`;
  if (index < 16) return `var(--tc-ansi-bright-${BASE_NAMES[index - 8]})`;
  if (index < 232) {
    const cube = index - 16;
    const r = CUBE_LEVELS[Math.floor(cube / 36)];
    const g = CUBE_LEVELS[Math.floor(cube / 6) % 6];
    const b = CUBE_LEVELS[cube % 6];
    return `rgb(${r}, ${g}, ${b})`;
  }
  const grey = 8 + (index - 232) * 10;
  return `rgb(${grey}, ${grey}, ${grey})`;
}

/**
 * The text and background colours to draw a span with: `inverse` swaps them (an absent side
 * falls back to the terminal's own colours), `hidden` makes the text transparent.
 */
export function spanColors(style: AnsiStyle): { color?: string; backgroundColor?: string } {
  let color = style.fg ? ansiColorToCss(style.fg) : undefined;
  let backgroundColor = style.bg ? ansiColorToCss(style.bg) : undefined;
  if (style.inverse) {
    // Swapping two absent colours must still show inverted cells, so name the defaults.
    const fg = color ?? 'var(--tc-terminal-fg)';
    color = backgroundColor ?? 'var(--tc-terminal-bg)';
    backgroundColor = fg;
  }
  if (style.hidden) color = 'transparent';
  const result: { color?: string; backgroundColor?: string } = {};
  if (color !== undefined) result.color = color;
  if (backgroundColor !== undefined) result.backgroundColor = backgroundColor;
  return result;
}
