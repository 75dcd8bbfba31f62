/**
 * Characters a reader cannot see, found so that the read card can draw a visible marker in their
 * place. Bidirectional controls and zero-width characters can make code read differently from
 * how it runs (Trojan Source, CVE-2021-42574: https://trojansource.codes/); control characters
 * draw nothing or break the row; a lone surrogate (half an emoji, from a bad decoder) becomes
 * U+FFFD in server markup but not in the browser, which would break hydration. Every one of
 * these is a single UTF-16 code unit, so a marker always replaces exactly one unit.
 */

/** Why a character is hidden: `bidi` and `zero-width` raise the card's warning, the others are only drawn visibly. */
export type HiddenKind = 'bidi' | 'zero-width' | 'control' | 'surrogate';

/** One hidden character in a text, or a run of the same one. */
export interface HiddenCharacter {
  /** Its UTF-16 offset in the text. */
  index: number;
  /** Its code unit. */
  code: number;
  kind: HiddenKind;
  /**
   * How many of it stand in a row, when more than one: a run is one marker (a line of 5 million
   * NULs made 5 million marker objects, 0.9 GB). Lone surrogates are never merged.
   */
  count?: number;
}

/** A run of a text: visible text as a string, or one hidden character. */
export type HiddenPiece = string | HiddenCharacter;

// Every candidate code unit; surrogates are checked for a partner after matching. Tab, the only
// control code is full of, is left alone: it draws as indentation.
const CANDIDATE =
  /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200B-\u200F\u2028-\u202E\u2066-\u2069\uFEFF\uD800-\uDFFF]/;

// The bidi controls and zero-width characters alone (none is a surrogate): what the header counts.
const SUSPICIOUS = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

const NAMES: Readonly<Record<number, string>> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x2028: 'LINE SEPARATOR',
  0x2029: 'PARAGRAPH SEPARATOR',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0x007f: 'DELETE',
};

const C0_NAMES = [
  'NULL',
  'START OF HEADING',
  'START OF TEXT',
  'END OF TEXT',
  'END OF TRANSMISSION',
  'ENQUIRY',
  'ACKNOWLEDGE',
  'BELL',
  'BACKSPACE',
  'CHARACTER TABULATION',
  'LINE FEED',
  'LINE TABULATION',
  'FORM FEED',
  'CARRIAGE RETURN',
  'SHIFT OUT',
  'SHIFT IN',
  'DATA LINK ESCAPE',
  'DEVICE CONTROL ONE',
  'DEVICE CONTROL TWO',
  'DEVICE CONTROL THREE',
  'DEVICE CONTROL FOUR',
  'NEGATIVE ACKNOWLEDGE',
  'SYNCHRONOUS IDLE',
  'END OF TRANSMISSION BLOCK',
  'CANCEL',
  'END OF MEDIUM',
  'SUBSTITUTE',
  'ESCAPE',
  'INFORMATION SEPARATOR FOUR',
  'INFORMATION SEPARATOR THREE',
  'INFORMATION SEPARATOR TWO',
  'INFORMATION SEPARATOR ONE',
];

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

function kindOf(code: number): HiddenKind {
  if (code >= 0xd800 && code <= 0xdfff) return 'surrogate';
  if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069) || code === 0x061c) return 'bidi';
  if ((code >= 0x200b && code <= 0x200f) || code === 0xfeff) return 'zero-width';
  return 'control';
}

/** Calls `visit` for each hidden character of `text` before offset `end`, in order; stops when it returns false. */
function scanHidden(text: string, end: number, visit: (index: number, code: number) => boolean): void {
  if (!CANDIDATE.test(text)) return;
  const pattern = new RegExp(CANDIDATE.source, 'g');
  for (let match = pattern.exec(text); match !== null && match.index < end; match = pattern.exec(text)) {
    const index = match.index;
    const code = text.charCodeAt(index);
    if (isHigh(code) && isLow(text.charCodeAt(index + 1))) {
      pattern.lastIndex = index + 2;
      continue;
    }
    // A low surrogate reached here has no high one before it: pairs are skipped whole above.
    if (!visit(index, code)) return;
  }
}

/**
 * Every hidden character in `text` that starts before `end` (the whole text by default), in
 * order, runs of the same one merged (see {@link HiddenCharacter.count}); a surrogate with its
 * partner is a visible character. A view passes the end of what it draws, so a long line costs
 * the part on screen.
 */
export function findHiddenCharacters(text: string, end = text.length): HiddenCharacter[] {
  const found: HiddenCharacter[] = [];
  scanHidden(text, end, (index, code) => {
    const last = found[found.length - 1];
    if (last && last.code === code && last.kind !== 'surrogate' && last.index + (last.count ?? 1) === index) {
      last.count = (last.count ?? 1) + 1;
    } else {
      found.push({ index, code, kind: kindOf(code) });
    }
    return true;
  });
  return found;
}

/** Whether `text` holds any hidden character, without listing them. */
export function hasHiddenCharacters(text: string): boolean {
  let found = false;
  scanHidden(text, text.length, () => {
    found = true;
    return false;
  });
  return found;
}

/**
 * `text` from `start` to `end` cut at the hidden characters among `hidden` (from
 * {@link findHiddenCharacters} on the whole text): visible runs as strings, hidden ones as
 * themselves. Taking offsets from the whole text keeps a surrogate pair cut by `start` or `end`
 * from being mistaken for a lone one.
 */
export function splitAtHidden(
  text: string,
  hidden: readonly HiddenCharacter[],
  start = 0,
  end = text.length,
): HiddenPiece[] {
  const pieces: HiddenPiece[] = [];
  let from = start;
  for (const character of hidden) {
    const runEnd = character.index + (character.count ?? 1);
    if (runEnd <= start) continue;
    if (character.index >= end) break;
    // A run cut by `start` or `end` keeps only its part inside.
    const index = Math.max(character.index, start);
    const count = Math.min(runEnd, end) - index;
    if (index > from) pieces.push(text.slice(from, index));
    pieces.push(
      index === character.index && count === (character.count ?? 1)
        ? character
        : withCount({ index, code: character.code, kind: character.kind }, count),
    );
    from = index + count;
  }
  if (from < end) pieces.push(text.slice(from, end));
  return pieces;
}

function withCount(character: HiddenCharacter, count: number): HiddenCharacter {
  if (count > 1) character.count = count;
  return character;
}

/** `U+202E`: a code unit as Unicode writes it. */
export function codePointLabel(code: number): string {
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The Unicode name of a hidden character (`RIGHT-TO-LEFT OVERRIDE`); surrogates and C1 controls by kind. */
export function hiddenCharacterName(code: number): string {
  if (code < 0x20) return C0_NAMES[code] ?? 'CONTROL';
  if (isHigh(code)) return 'LONE HIGH SURROGATE';
  if (isLow(code)) return 'LONE LOW SURROGATE';
  return NAMES[code] ?? 'CONTROL';
}

/**
 * What is drawn in a hidden character's place: a control picture for C0 controls and DELETE
 * (`␀` for NUL, as editors show it), `⟨U+202E⟩` for the rest.
 */
export function hiddenCharacterMarker(code: number): string {
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return `⟨${codePointLabel(code)}⟩`;
}

/** The marker of a hidden character, with `×N` after it for a run of more than three. */
export function hiddenRunMarker(character: HiddenCharacter): string {
  const count = character.count ?? 1;
  const marker = hiddenCharacterMarker(character.code);
  return count <= 3 ? marker.repeat(count) : `${marker}×${count}`;
}

/** `text` with every hidden character replaced by its marker: for one-line text such as a path. */
export function showHiddenCharacters(text: string): string {
  const hidden = findHiddenCharacters(text);
  if (hidden.length === 0) return text;
  return splitAtHidden(text, hidden)
    .map((piece) => (typeof piece === 'string' ? piece : hiddenRunMarker(piece)))
    .join('');
}

/** How many characters of the kinds that can disguise code (bidi and zero-width) a set of lines holds. */
export interface HiddenSummary {
  /** Bidi controls and zero-width characters together: the header's warning. */
  suspicious: number;
  /** Bidi controls alone. */
  bidi: number;
}

/** Counts the bidi and zero-width characters in `texts`. */
export function summarizeHiddenCharacters(texts: readonly string[]): HiddenSummary {
  let suspicious = 0;
  let bidi = 0;
  // Only the two kinds that can disguise code are matched: a line of 5 million NULs costs one scan.
  const pattern = new RegExp(SUSPICIOUS.source, 'g');
  for (const text of texts) {
    if (!SUSPICIOUS.test(text)) continue;
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
      if (kindOf(text.charCodeAt(match.index)) === 'bidi') bidi++;
      suspicious++;
    }
  }
  return { suspicious, bidi };
}
