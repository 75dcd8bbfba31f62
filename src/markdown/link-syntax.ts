import { decodeNamedCharacterReference } from 'decode-named-character-reference';

/**
 * The pieces of CommonMark's link syntax (labels, destinations, titles) and the unescaping of
 * backslash escapes and character references, shared by the inline parser and by link definitions.
 * Every scan moves forward only; a scan that can run to the end of the text (a title) remembers
 * where it failed, so a line of a million `[x](y "` stays linear.
 */

const ESCAPABLE = /[!"#$%&'()*+,./:;<=>?@[\\\]^_`{|}~-]/;
const ENTITY = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}));/y;
const UNESCAPE = /\\([!"#$%&'()*+,./:;<=>?@[\\\]^_`{|}~-])|&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/g;
const LABEL = /\[(?:[^\\[\]]|\\[^]){0,999}\]/y;
const ANGLE_DESTINATION = /<(?:[^<>\n\\]|\\[^])*>/y;

/** Whether a character can be backslash-escaped (ASCII punctuation). */
export function isEscapable(char: string): boolean {
  return ESCAPABLE.test(char);
}

/** The character reference at `position` (`&amp;`, `&#35;`, `&#x22;`): its text and length, or undefined. */
export function characterReferenceAt(text: string, position: number): { value: string; length: number } | undefined {
  ENTITY.lastIndex = position;
  const match = ENTITY.exec(text);
  if (!match) return undefined;
  const [whole, hex, decimal, name] = match;
  if (name !== undefined) {
    const value = decodeNamedCharacterReference(name);
    return value === false ? undefined : { value, length: whole.length };
  }
  const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
  // NUL, surrogates and past U+10FFFF are replaced (CommonMark 2.5).
  const valid = code !== 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return { value: valid ? String.fromCodePoint(code) : '\uFFFD', length: whole.length };
}

/** Text with its backslash escapes and character references resolved (destinations, titles, info strings). */
export function unescapeText(text: string): string {
  if (!text.includes('\\') && !text.includes('&')) return text;
  return text.replace(UNESCAPE, (whole: string, escaped: string | undefined, offset: number) => {
    if (escaped !== undefined) return escaped;
    return characterReferenceAt(whole, 0)?.value ?? text.slice(offset, offset + whole.length);
  });
}

/**
 * A label normalised for matching references to definitions: whitespace collapsed, case folded
 * (lower then upper case folds `ẞ` and `ß` together, as CommonMark's Unicode case fold does), and
 * written in lower case as mdast's `identifier` is.
 */
export function normalizeLabel(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();
}

/** The length of the link label (`[…]`, brackets included) at `position`, or 0. */
export function labelLengthAt(text: string, position: number): number {
  if (text[position] !== '[') return 0;
  LABEL.lastIndex = position;
  return LABEL.exec(text)?.[0].length ?? 0;
}

/** Where spaces and at most one line ending end, from `position`. */
export function skipSpaceAndNewline(text: string, position: number): number {
  let at = position;
  while (text[at] === ' ' || text[at] === '\t') at++;
  if (text[at] === '\n') {
    at++;
    while (text[at] === ' ' || text[at] === '\t') at++;
  }
  return at;
}

/** A parsed piece of link syntax: its value and where the text after it starts. */
export interface Scanned {
  value: string;
  end: number;
}

/** Parentheses a bare destination may nest; deeper is not a destination (CommonMark allows the limit). */
const MAX_PAREN_DEPTH = 32;

/** The link destination at `position` (`<…>` or bare with balanced parentheses), unescaped. */
export function destinationAt(text: string, position: number): Scanned | undefined {
  if (text[position] === '<') {
    ANGLE_DESTINATION.lastIndex = position;
    const match = ANGLE_DESTINATION.exec(text);
    return match ? { value: unescapeText(match[0].slice(1, -1)), end: position + match[0].length } : undefined;
  }
  let at = position;
  let depth = 0;
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x5c && isEscapable(text[at + 1] ?? '')) at++;
    else if (code === 0x28) {
      if (++depth > MAX_PAREN_DEPTH) return undefined;
    } else if (code === 0x29) {
      if (depth === 0) break;
      depth--;
    } else if (code <= 0x20 || code === 0x7f) break;
  }
  if (at === position && text[at] !== ')') return undefined;
  if (depth !== 0) return undefined;
  return { value: unescapeText(text.slice(position, at)), end: at };
}

const CLOSERS: Record<string, string> = { '"': '"', "'": "'", '(': ')' };

/**
 * Link titles, with memory: `failedFrom[closer]` is the first position from which no title with
 * that closer can end, so later attempts stop at once instead of scanning to the end again.
 */
export class TitleScanner {
  private readonly failedFrom = new Map<string, number>();
  constructor(private readonly text: string) {}

  /** The title at `position` (`"…"`, `'…'`, `(…)`), unescaped. */
  titleAt(position: number): Scanned | undefined {
    const text = this.text;
    const opener = text[position] ?? '';
    const closer = CLOSERS[opener];
    if (closer === undefined) return undefined;
    const failed = this.failedFrom.get(closer);
    if (failed !== undefined && position >= failed) return undefined;
    for (let at = position + 1; at < text.length; at++) {
      const char = text[at];
      if (char === '\\') at++;
      else if (char === closer) return { value: unescapeText(text.slice(position + 1, at)), end: at + 1 };
      else if (opener === '(' && char === '(') break;
    }
    if (opener !== '(') this.failedFrom.set(closer, position);
    return undefined;
  }
}
