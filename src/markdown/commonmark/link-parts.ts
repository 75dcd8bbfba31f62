import { decodeString, isAsciiPunctuation } from './characters';

/**
 * The pieces links and link reference definitions share (spec 4.7 and 6.3): link labels,
 * destinations and titles, each read from a position in a string. Every reader moves forward
 * only and stops at the first character it cannot take, so each costs at most the text it reads.
 */

/** A piece read from `start` up to `end` (exclusive), and its decoded value. */
export interface ScannedPart {
  end: number;
  value: string;
}

/** The limit CommonMark puts on the characters inside a link label's brackets. */
const MAX_LABEL_CHARS = 999;
/**
 * Nesting of unescaped parentheses in a destination. The spec lets implementations limit it (6.3);
 * without a limit, a paragraph of `[a](` repeated would read the rest of the text at every one.
 */
const MAX_PARENTHESES = 32;

/** Past spaces and tabs and at most one line ending (the "optional whitespace" links allow). */
export function skipSpacesAndOneLineEnding(text: string, index: number): number {
  let at = index;
  while (text[at] === ' ' || text[at] === '\t') at++;
  if (text[at] === '\n') {
    at++;
    while (text[at] === ' ' || text[at] === '\t') at++;
  }
  return at;
}

function escapedAt(text: string, index: number): boolean {
  return text[index] === '\\' && isAsciiPunctuation(text.charAt(index + 1));
}

/**
 * A link label at `index` (which holds `[`): the raw text between the brackets (no unescaped
 * bracket inside, at most 999 characters, not only whitespace).
 */
export function scanLinkLabel(text: string, index: number): ScannedPart | undefined {
  if (text[index] !== '[') return undefined;
  const limit = Math.min(text.length, index + 1 + MAX_LABEL_CHARS);
  let substantive = false;
  for (let at = index + 1; at <= limit; at++) {
    const char = text[at];
    if (char === ']') return substantive ? { end: at + 1, value: text.slice(index + 1, at) } : undefined;
    if (char === '[' || char === undefined) return undefined;
    if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') substantive = true;
    if (char === '\\' && (text[at + 1] === '[' || text[at + 1] === ']' || text[at + 1] === '\\')) at++;
  }
  return undefined;
}

/**
 * A link destination at `index`: `<…>` (no line ending, no unescaped `<` or `>`) or a run of
 * non-space, non-control characters whose unescaped parentheses balance. The value is decoded.
 */
export function scanLinkDestination(text: string, index: number): ScannedPart | undefined {
  if (text[index] === '<') {
    for (let at = index + 1; at < text.length; at++) {
      const char = text[at];
      if (char === '>') return { end: at + 1, value: decodeString(text.slice(index + 1, at)) };
      if (char === '\n' || char === '<') return undefined;
      if (escapedAt(text, at)) at++;
    }
    return undefined;
  }
  let depth = 0;
  let at = index;
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code <= 0x20 || code === 0x7f) break;
    if (escapedAt(text, at)) {
      at++;
    } else if (code === 0x28 /* ( */) {
      depth++;
      if (depth > MAX_PARENTHESES) return undefined;
    } else if (code === 0x29 /* ) */) {
      if (depth === 0) break;
      depth--;
    }
  }
  if (at === index || depth !== 0) return undefined;
  return { end: at, value: decodeString(text.slice(index, at)) };
}

/** A link title at `index`: `"…"`, `'…'` or `(…)`, backslash escapes allowed; the value is decoded. */
export function scanLinkTitle(text: string, index: number): ScannedPart | undefined {
  const open = text[index];
  if (open !== '"' && open !== "'" && open !== '(') return undefined;
  const close = open === '(' ? ')' : open;
  for (let at = index + 1; at < text.length; at++) {
    const char = text[at];
    if (char === close) return { end: at + 1, value: decodeString(text.slice(index + 1, at)) };
    if (open === '(' && char === '(') return undefined;
    if (escapedAt(text, at)) at++;
  }
  return undefined;
}
