import { decodeString } from './characters';

/**
 * Recognisers for the leaf blocks that fit on one line or open with one (spec 4.2-4.5; thematic breaks are
 * `LineCursor.thematicBreakHere`) and for
 * list item markers (5.2). Each reads a line from its first non-space character.
 */

const ATX_OPENING = /^(#{1,6})(?=[ \t]|$)/;
const CLOSING_HASHES = /(?:^|[ \t]+)#+[ \t]*$/;
const FENCE_OPENING = /^(`{3,}|~{3,})(.*)$/;
const SETEXT_UNDERLINE = /^(=+|-+)[ \t]*$/;
const LIST_MARKER = /^(?:([-+*])|([0-9]{1,9})([.)]))(?=[ \t]|$)/;

/** An ATX heading (spec 4.2): its level and its content without the optional closing `#`s. */
export function atxHeadingOf(line: string): { depth: 1 | 2 | 3 | 4 | 5 | 6; content: string } | undefined {
  const opening = ATX_OPENING.exec(line);
  if (!opening) return undefined;
  const hashes = (opening[1] as string).length;
  const content = line
    .slice(hashes)
    .replace(/^[ \t]+/, '')
    .replace(CLOSING_HASHES, '')
    .replace(/[ \t]+$/, '');
  return { depth: hashes as 1 | 2 | 3 | 4 | 5 | 6, content };
}

/** A code fence's opening (spec 4.5): its character and length, and the info string split into `lang` and `meta`. */
export function fenceOpeningOf(
  line: string,
): { char: string; length: number; lang: string | null; meta: string | null } | undefined {
  const opening = FENCE_OPENING.exec(line);
  if (!opening) return undefined;
  const fence = opening[1] as string;
  // mdast-util-from-markdown keeps the info string's trailing whitespace in `meta`.
  const info = (opening[2] as string).replace(/^[ \t]+/, '');
  // A backtick fence's info string may not hold a backtick, or inline code could not start a line.
  if (fence[0] === '`' && info.includes('`')) return undefined;
  const space = info.search(/[ \t]/);
  const lang = space < 0 ? info : info.slice(0, space);
  const meta = space < 0 ? '' : info.slice(space).replace(/^[ \t]+/, '');
  return {
    char: fence[0] as string,
    length: fence.length,
    lang: lang === '' ? null : decodeString(lang),
    meta: meta === '' ? null : decodeString(meta),
  };
}

/** True when the line, from its first non-space character, closes a fence of `char` at least `length` long. */
export function closesFence(line: string, char: string, length: number): boolean {
  let run = 0;
  while (line[run] === char) run++;
  return run >= length && /^[ \t]*$/.test(line.slice(run));
}

/** The heading level a setext underline gives (spec 4.3), or 0 when the line is not one. */
export function setextLevelOf(line: string): 0 | 1 | 2 {
  const underline = SETEXT_UNDERLINE.exec(line);
  if (!underline) return 0;
  return (underline[1] as string)[0] === '=' ? 1 : 2;
}

/** A list item marker (spec 5.2): its length, the character lists must share, and an ordered list's start. */
export interface ListMarker {
  length: number;
  /** `-`, `+` or `*` for a bullet, `.` or `)` for an ordered marker: items of one list share it. */
  kind: string;
  ordered: boolean;
  start: number | null;
}

/** The list item marker a line starts with, if any. */
export function listMarkerOf(line: string): ListMarker | undefined {
  const marker = LIST_MARKER.exec(line);
  if (!marker) return undefined;
  if (marker[1] !== undefined) return { length: 1, kind: marker[1], ordered: false, start: null };
  return {
    length: marker[0].length,
    kind: marker[3] as string,
    ordered: true,
    start: Number.parseInt(marker[2] as string, 10),
  };
}
