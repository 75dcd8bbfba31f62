import type { AnsiColor, AnsiStyle } from './ansi-types';

/** The style with no attributes: the terminal's default. */
export const PLAIN_STYLE: AnsiStyle = Object.freeze({});

type Flag = 'bold' | 'dim' | 'italic' | 'underline' | 'inverse' | 'strikethrough' | 'hidden';

const SET_FLAG: Partial<Record<number, Flag>> = {
  1: 'bold',
  2: 'dim',
  3: 'italic',
  4: 'underline',
  7: 'inverse',
  8: 'hidden',
  9: 'strikethrough',
  // ECMA-48 says 21 is "doubly underlined"; xterm and VTE agree, so it is not a bold reset.
  21: 'underline',
};

const CLEAR_FLAGS: Partial<Record<number, readonly Flag[]>> = {
  22: ['bold', 'dim'],
  23: ['italic'],
  24: ['underline'],
  27: ['inverse'],
  28: ['hidden'],
  29: ['strikethrough'],
};

/**
 * The style after one SGR sequence (`ESC[<params>m`), `params` being the raw parameter text:
 * `;`-separated codes, `:` sub-parameters (ITU T.416), empty meaning 0. Unknown codes are skipped.
 */
export function applySgr(style: AnsiStyle, params: string): AnsiStyle {
  const next: AnsiStyle = { ...style };
  const parts = params.split(';');
  for (let i = 0; i < parts.length; i++) {
    const subs = (parts[i] ?? '').split(':');
    const code = toNumber(subs[0] ?? '', 0);
    const setFlag = SET_FLAG[code];
    const clearFlags = CLEAR_FLAGS[code];
    if (code === 38 || code === 48 || code === 58) {
      let color: AnsiColor | undefined;
      if (subs.length > 1) {
        color = colonColor(subs);
      } else {
        // The semicolon form spreads the colour over the following codes, which it consumes.
        const mode = toNumber(parts[i + 1] ?? '', -1);
        if (mode === 5) {
          color = paletteColor(parts[i + 2]);
          i += 2;
        } else if (mode === 2) {
          color = rgbColor(parts[i + 2], parts[i + 3], parts[i + 4]);
          i += 4;
        } else {
          i += 1;
        }
      }
      // 58 (underline colour) has nowhere to go in AnsiStyle; it is parsed only to skip it.
      if (color && code === 38) next.fg = color;
      if (color && code === 48) next.bg = color;
    } else if (code === 0) {
      for (const key of Object.keys(next) as (keyof AnsiStyle)[]) delete next[key];
    } else if (code === 4 && subs.length > 1) {
      // 4:0 is "no underline"; 4:1–4:5 are underline shapes, all drawn as one underline.
      if (toNumber(subs[1] ?? '', 1) === 0) delete next.underline;
      else next.underline = true;
    } else if (setFlag) {
      next[setFlag] = true;
    } else if (clearFlags) {
      for (const flag of clearFlags) delete next[flag];
    } else if (code >= 30 && code <= 37) {
      next.fg = { kind: 'palette', index: code - 30 };
    } else if (code >= 90 && code <= 97) {
      next.fg = { kind: 'palette', index: code - 90 + 8 };
    } else if (code >= 40 && code <= 47) {
      next.bg = { kind: 'palette', index: code - 40 };
    } else if (code >= 100 && code <= 107) {
      next.bg = { kind: 'palette', index: code - 100 + 8 };
    } else if (code === 39) {
      delete next.fg;
    } else if (code === 49) {
      delete next.bg;
    }
  }
  return next;
}

/** A string equal for two styles exactly when they draw the same, so spans can merge on it. */
export function styleKey(style: AnsiStyle): string {
  let flags = '';
  if (style.bold) flags += 'b';
  if (style.dim) flags += 'd';
  if (style.italic) flags += 'i';
  if (style.underline) flags += 'u';
  if (style.inverse) flags += 'v';
  if (style.strikethrough) flags += 's';
  if (style.hidden) flags += 'h';
  return `${colorKey(style.fg)}/${colorKey(style.bg)}/${flags}`;
}

function colorKey(color: AnsiColor | undefined): string {
  if (!color) return '';
  return color.kind === 'palette' ? String(color.index) : `${color.r},${color.g},${color.b}`;
}

/** `38:5:n`, `38:2:<colour space>:r:g:b`, and the common `38:2:r:g:b` without the colour space. */
function colonColor(subs: string[]): AnsiColor | undefined {
  const mode = toNumber(subs[1] ?? '', -1);
  if (mode === 5) return paletteColor(subs[2]);
  if (mode !== 2) return undefined;
  return subs.length >= 6 ? rgbColor(subs[3], subs[4], subs[5]) : rgbColor(subs[2], subs[3], subs[4]);
}

/** A palette index; an empty or missing one reads as 0, as xterm reads `38;5;m` and `38;5m`. */
function paletteColor(value: string | undefined): AnsiColor | undefined {
  const index = toNumber(value ?? '', 0);
  return isByte(index) ? { kind: 'palette', index } : undefined;
}

type Param = string | undefined;

function rgbColor(r: Param, g: Param, b: Param): AnsiColor | undefined {
  const red = toNumber(r ?? '', 0);
  const green = toNumber(g ?? '', 0);
  const blue = toNumber(b ?? '', 0);
  // A missing component reads as 0, as xterm does (`38;2m` is black); an out-of-range one voids the colour.
  if (!isByte(red) || !isByte(green) || !isByte(blue)) return undefined;
  return { kind: 'rgb', r: red, g: green, b: blue };
}

function isByte(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 255;
}

/** A decimal parameter; `fallback` when empty, NaN when it is not digits. */
function toNumber(text: string, fallback: number): number {
  if (text === '') return fallback;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}
