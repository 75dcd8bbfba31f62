import { spanColors, type AnsiStyle } from '../../ansi';

/** The inline style of one drawn span; plain values, so this file needs no React. */
export interface AnsiSpanCss {
  color?: string;
  backgroundColor?: string;
  fontWeight?: number;
  fontStyle?: 'italic';
  textDecorationLine?: string;
  opacity?: number;
}

type Rgb = readonly [number, number, number];

// The default `--tc-terminal-bg` of each palette: fixed colours are checked against these.
const LIGHT_BG: Rgb = [0xf6, 0xf8, 0xfa];
const DARK_BG: Rgb = [0x01, 0x04, 0x09];
const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];
/** WCAG AA for normal text; VS Code's terminal uses the same floor (`minimumContrastRatio`). */
const MIN_CONTRAST = 4.5;
const RGB_PATTERN = /^rgb\((\d+), (\d+), (\d+)\)$/;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * amount)) as unknown as Rgb;
}

/** `color` moved toward black (on a light background) or white (on a dark one) until it reads. */
function readableOn(color: Rgb, background: Rgb): Rgb {
  const toward = luminance(background) > 0.5 ? BLACK : WHITE;
  let adjusted = color;
  for (let step = 1; step <= 20 && contrast(adjusted, background) < MIN_CONTRAST; step++) {
    adjusted = mix(color, toward, step / 20);
  }
  return adjusted;
}

function css([r, g, b]: Rgb): string {
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * A fixed colour (xterm 16–255 or 24-bit) drawn on the terminal's own background, kept when it
 * reads and otherwise darkened (light palette) or lightened (dark palette) to a 4.5:1 contrast,
 * as `light-dark()` so the page's palette picks the side. Log colours are chosen for one
 * background; a hot pink meant for black must stay legible on white. Palette 0–15 are theme
 * tokens and never adjusted here.
 */
export function readableFixedColor(cssColor: string): string {
  const match = RGB_PATTERN.exec(cssColor);
  if (!match) return cssColor;
  const color: Rgb = [Number(match[1]), Number(match[2]), Number(match[3])];
  const light = readableOn(color, LIGHT_BG);
  const dark = readableOn(color, DARK_BG);
  const original = css(color);
  if (css(light) === original && css(dark) === original) return original;
  return `light-dark(${css(light)}, ${css(dark)})`;
}

/**
 * The inline style for a span's SGR attributes: colours from `spanColors` (theme tokens for the
 * 16-colour palette), a fixed foreground on the default background made readable, bold, dim,
 * italic, underline and strikethrough.
 */
export function ansiSpanStyle(style: AnsiStyle): AnsiSpanCss {
  const result: AnsiSpanCss = {};
  const { color, backgroundColor } = spanColors(style);
  if (color !== undefined) {
    // Only a plain foreground on the terminal background is ours to fix; a chosen pair stays as chosen.
    // Theme tokens (`var(--tc-ansi-*)`) pass through `readableFixedColor` unchanged.
    const onDefault = !style.bg && !style.inverse && !style.hidden;
    result.color = onDefault ? readableFixedColor(color) : color;
  }
  if (backgroundColor !== undefined) result.backgroundColor = backgroundColor;
  if (style.bold) result.fontWeight = 700;
  if (style.dim) result.opacity = 0.7;
  if (style.italic) result.fontStyle = 'italic';
  const lines = [style.underline ? 'underline' : '', style.strikethrough ? 'line-through' : ''].filter(Boolean);
  if (lines.length > 0) result.textDecorationLine = lines.join(' ');
  return result;
}
