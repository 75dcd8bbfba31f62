import { WIDE_RANGES, ZERO_WIDTH_RANGES } from './char-width-ranges';

/**
 * Columns a terminal gives each character (wcwidth): CJK ideographs, kana, Hangul syllables,
 * fullwidth forms and emoji take two, combining marks and format characters none, the rest one.
 * Each code point is measured alone, as terminals using wcwidth do (xterm.js with its Unicode 11
 * provider, VS Code's terminal): an emoji ZWJ sequence is the sum of its emoji, a variation
 * selector adds nothing. The tables are fixed data (see char-width-ranges.ts), not the runtime's
 * Unicode version, so the server and every browser count the same columns.
 */

/** Below this every printable code point is one column: Latin, Latin-1, IPA; marks start here. */
const FIRST_NOT_NARROW = 0x300;

/** Range starts and ends, decoded on first use. */
interface RangeTable {
  starts: Uint32Array;
  ends: Uint32Array;
}

function decode(encoded: string): RangeTable {
  const pairs = encoded.split(',');
  const starts = new Uint32Array(pairs.length);
  const ends = new Uint32Array(pairs.length);
  let previousEnd = -1;
  pairs.forEach((pair, index) => {
    const [gap = '0', length = '0'] = pair.split('.');
    const start = previousEnd + 1 + parseInt(gap, 36);
    previousEnd = start + parseInt(length, 36);
    starts[index] = start;
    ends[index] = previousEnd;
  });
  return { starts, ends };
}

let zeroWidth: RangeTable | undefined;
let wide: RangeTable | undefined;

function inRanges(table: RangeTable, code: number): boolean {
  let low = 0;
  let high = table.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (code < table.starts[middle]!) high = middle - 1;
    else if (code > table.ends[middle]!) low = middle + 1;
    else return true;
  }
  return false;
}

function lookUp(codePoint: number): 0 | 1 | 2 {
  zeroWidth ??= decode(ZERO_WIDTH_RANGES);
  if (inRanges(zeroWidth, codePoint)) return 0;
  wide ??= decode(WIDE_RANGES);
  return inRanges(wide, codePoint) ? 2 : 1;
}

// The BMP's widths as they are looked up, plus one (0: not yet): CJK output repeats a few
// thousand characters, and two binary searches per character made it six times slower to parse.
let bmpWidths: Uint8Array | undefined;

/** Columns one printable code point takes: 0, 1 or 2. */
export function charWidth(codePoint: number): 0 | 1 | 2 {
  if (codePoint < FIRST_NOT_NARROW) return 1;
  if (codePoint > 0xffff) return lookUp(codePoint);
  bmpWidths ??= new Uint8Array(0x10000);
  const known = bmpWidths[codePoint]!;
  if (known !== 0) return (known - 1) as 0 | 1 | 2;
  const width = lookUp(codePoint);
  bmpWidths[codePoint] = width + 1;
  return width;
}

// Text with nothing but one-column characters: measured by its length, without a loop.
const NARROW_TEXT = /^[\t\x20-\u02ff]*$/;

/** Whether every code unit of `text` is a one-column character (its width is its length). */
export function isNarrowText(text: string): boolean {
  return NARROW_TEXT.test(text);
}

/** Columns `text` takes; a lone surrogate counts one (it is drawn as U+FFFD). */
export function textWidth(text: string): number {
  if (isNarrowText(text)) return text.length;
  let width = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      width += charWidth(((code - 0xd800) << 10) + (next - 0xdc00) + 0x10000);
      index++;
    } else {
      width += charWidth(code);
    }
  }
  return width;
}

/** Whether `text.slice(start, end)` takes any cells: usually answered by its first character. */
export function takesCells(text: string, start: number, end: number): boolean {
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      if (charWidth(((code - 0xd800) << 10) + (next - 0xdc00) + 0x10000) > 0) return true;
      index++;
    } else if (charWidth(code) > 0) {
      return true;
    }
  }
  return false;
}
