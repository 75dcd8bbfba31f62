import { decodeNamedCharacterReference } from 'decode-named-character-reference';

/**
 * Character classes and string decoding from CommonMark 0.31.2 section 2 ("Characters and
 * lines") and 2.4-2.5 (backslash escapes, entity and numeric character references).
 */

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const UNICODE_WHITESPACE = /\s/u;
const UNICODE_PUNCTUATION = /[\p{P}\p{S}]/u;

/** True for the characters a backslash can escape (spec 2.1 "ASCII punctuation character"). */
export function isAsciiPunctuation(char: string): boolean {
  return char.length === 1 && ASCII_PUNCTUATION.test(char);
}

/**
 * Spec 2.1 "Unicode whitespace character": Zs, tab, line feed, form feed, carriage return.
 * JavaScript's `\s` adds a few format characters (U+FEFF, vertical tab) no real text puts
 * beside a delimiter run; an empty string (start or end of the text) counts as whitespace.
 */
export function isUnicodeWhitespace(char: string): boolean {
  return char === '' || UNICODE_WHITESPACE.test(char);
}

/** Spec 2.1 "Unicode punctuation character": general category P or S, whole code points. */
export function isUnicodePunctuation(char: string): boolean {
  return char !== '' && UNICODE_PUNCTUATION.test(char);
}

/** The code point at `index` as a string (both halves of a surrogate pair), or '' past the end. */
export function codePointAt(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '' : String.fromCodePoint(code);
}

/** The code point that ends just before `index`, or '' at the start. */
export function codePointBefore(text: string, index: number): string {
  if (index <= 0) return '';
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text.charAt(index - 1);
}

/** A numeric reference's character; spec 2.5 turns 0, surrogates and out-of-range codes into U+FFFD. */
function numericCharacter(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

/** The length of a character reference opening at `index` (at a `&`) and what it stands for. */
export function characterReferenceAt(text: string, index: number): { length: number; value: string } | undefined {
  const match = /^&(?:#([0-9]{1,7})|#[xX]([0-9a-fA-F]{1,6})|([A-Za-z][A-Za-z0-9]{0,47}));/.exec(
    text.slice(index, index + 51),
  );
  if (!match) return undefined;
  if (match[1] !== undefined)
    return { length: match[0].length, value: numericCharacter(Number.parseInt(match[1], 10)) };
  if (match[2] !== undefined)
    return { length: match[0].length, value: numericCharacter(Number.parseInt(match[2], 16)) };
  const named = decodeNamedCharacterReference(match[3] as string);
  return named === false ? undefined : { length: match[0].length, value: named };
}

const ESCAPE_OR_REFERENCE = /\\[!-/:-@[-`{-~]|&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{0,47});/g;

/**
 * A string with its backslash escapes and character references decoded, as link destinations,
 * titles and fence info strings are (spec 2.4 and 2.5: they apply "in all contexts except code").
 */
export function decodeString(text: string): string {
  if (!text.includes('\\') && !text.includes('&')) return text;
  return text.replace(ESCAPE_OR_REFERENCE, (found) => {
    if (found[0] === '\\') return found.slice(1);
    return characterReferenceAt(found, 0)?.value ?? found;
  });
}

/**
 * Spec 4.7 "matching" of link labels: Unicode case fold, inner whitespace collapsed, ends trimmed.
 * Lower- then upper-casing approximates the case fold (`ẞ` and `SS` meet at `SS`); mdast keeps
 * the lower-cased form as the `identifier`.
 */
export function normalizeLabel(label: string): string {
  return label
    .replace(/[\t\n\r ]+/g, ' ')
    .trim()
    .toLowerCase()
    .toUpperCase()
    .toLowerCase();
}
