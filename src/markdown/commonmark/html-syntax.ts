/**
 * Raw HTML as CommonMark recognises it (spec 4.6 HTML blocks, 6.6 raw HTML, 6.5 autolinks).
 * Nothing here interprets HTML: it only finds where the spec says an HTML construct starts and
 * ends, so the kit can show it as text.
 */

/** Tag names that start an HTML block of the sixth kind (spec 4.6, start condition 6). */
const BLOCK_TAG_NAMES = new Set(
  (
    'address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt ' +
    'fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link ' +
    'main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead ' +
    'title tr track ul'
  ).split(' '),
);

const SPACE = '(?:[ \\t]*\\n[ \\t]*|[ \\t]+)';
const OPTIONAL_SPACE = '[ \\t]*(?:\\n[ \\t]*)?';
const ATTRIBUTE_VALUE = `(?:${OPTIONAL_SPACE}=${OPTIONAL_SPACE}(?:[^ \\t\\n"'=<>\`]+|'[^']*'|"[^"]*"))`;
const ATTRIBUTE = `(?:${SPACE}[A-Za-z_:][A-Za-z0-9_.:-]*${ATTRIBUTE_VALUE}?)`;
const OPEN_TAG = `<[A-Za-z][A-Za-z0-9-]*${ATTRIBUTE}*${OPTIONAL_SPACE}/?>`;
const CLOSING_TAG = `</[A-Za-z][A-Za-z0-9-]*${OPTIONAL_SPACE}>`;
const TAG_AT = new RegExp(`${OPEN_TAG}|${CLOSING_TAG}`, 'y');
const WHOLE_LINE_TAG = new RegExp(`^(?:${OPEN_TAG}|${CLOSING_TAG})[ \\t]*$`);
const RAW_TEXT_OPENER = /^<(?:script|pre|style|textarea)(?:[ \t>]|$)/i;
const RAW_TEXT_CLOSER = /<\/(?:script|pre|style|textarea)>/i;
const BLOCK_TAG = /^<\/?([A-Za-z][A-Za-z0-9-]*)(?:[ \t]|\/?>|$)/;
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\0- <>]*)>/y;
const EMAIL_AUTOLINK =
  /<([A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*)>/y;

/** The seven kinds of HTML block (spec 4.6), by the number of their start condition; 0 for none. */
export type HtmlBlockKind = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * The kind of HTML block a line opens, given the line from its first non-space character. The
 * seventh kind may not interrupt a paragraph, so `afterParagraph` rules it out.
 */
export function htmlBlockKindOf(line: string, afterParagraph: boolean): HtmlBlockKind {
  if (line[0] !== '<') return 0;
  if (RAW_TEXT_OPENER.test(line)) return 1;
  if (line.startsWith('<!--')) return 2;
  if (line.startsWith('<?')) return 3;
  if (line.startsWith('<![CDATA[')) return 5;
  if (/^<![A-Za-z]/.test(line)) return 4;
  const tag = BLOCK_TAG.exec(line)?.[1];
  if (tag !== undefined && BLOCK_TAG_NAMES.has(tag.toLowerCase())) return 6;
  if (afterParagraph || !WHOLE_LINE_TAG.test(line)) return 0;
  return RAW_TEXT_OPENER.test(line) ? 0 : 7;
}

/** True when `line` ends an HTML block of `kind` that runs to its end condition (kinds 1-5). */
export function endsHtmlBlock(kind: HtmlBlockKind, line: string): boolean {
  switch (kind) {
    case 1:
      return RAW_TEXT_CLOSER.test(line);
    case 2:
      return line.includes('-->');
    case 3:
      return line.includes('?>');
    case 4:
      return line.includes('>');
    case 5:
      return line.includes(']]>');
    default:
      return false;
  }
}

/**
 * Finds terminators (`-->`, `?>`, `]]>`, `>`) for inline HTML. Positions only grow while a
 * paragraph is scanned, so the last answer for a terminator is reused: a paragraph of many
 * unclosed `<!--` searches the rest of the text once, not once per opener.
 */
export class TerminatorSearch {
  private readonly found = new Map<string, number>();

  constructor(private readonly text: string) {}

  /** The index of `needle` at or after `from`, or -1. */
  indexOf(needle: string, from: number): number {
    const known = this.found.get(needle);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const index = this.text.indexOf(needle, from);
    this.found.set(needle, index);
    return index;
  }
}

/** The end of the raw HTML (spec 6.6) opening at `index` (a `<`), or -1. */
export function inlineHtmlEnd(text: string, index: number, search: TerminatorSearch): number {
  const next = text[index + 1];
  if (next === '!') {
    if (text.startsWith('<!--', index)) {
      if (text[index + 4] === '>') return index + 5;
      if (text.startsWith('->', index + 4)) return index + 6;
      const close = search.indexOf('-->', index + 4);
      return close < 0 ? -1 : close + 3;
    }
    if (text.startsWith('<![CDATA[', index)) {
      const close = search.indexOf(']]>', index + 9);
      return close < 0 ? -1 : close + 3;
    }
    if (/[A-Za-z]/.test(text.charAt(index + 2))) {
      const close = search.indexOf('>', index + 3);
      return close < 0 ? -1 : close + 1;
    }
    return -1;
  }
  if (next === '?') {
    const close = search.indexOf('?>', index + 2);
    return close < 0 ? -1 : close + 2;
  }
  TAG_AT.lastIndex = index;
  return TAG_AT.test(text) ? TAG_AT.lastIndex : -1;
}

/** The autolink (spec 6.5) opening at `index` (a `<`): its end and its destination, or undefined. */
export function autolinkAt(text: string, index: number): { end: number; url: string; label: string } | undefined {
  URI_AUTOLINK.lastIndex = index;
  const uri = URI_AUTOLINK.exec(text);
  if (uri) return { end: URI_AUTOLINK.lastIndex, url: uri[1] as string, label: uri[1] as string };
  EMAIL_AUTOLINK.lastIndex = index;
  const email = EMAIL_AUTOLINK.exec(text);
  if (email) return { end: EMAIL_AUTOLINK.lastIndex, url: `mailto:${email[1] as string}`, label: email[1] as string };
  return undefined;
}
