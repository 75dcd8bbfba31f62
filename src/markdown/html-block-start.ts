/**
 * The seven kinds of HTML block start condition (CommonMark 4.6), and the end condition of the
 * first five (the other two end at a blank line). The kit draws an HTML block as the text it is;
 * recognising it still matters, since Markdown inside one is not Markdown.
 */

const TAG_NAME = '[A-Za-z][A-Za-z0-9-]*';
const ATTRIBUTE = `(?:\\s+[a-zA-Z_:][a-zA-Z0-9_.:-]*(?:\\s*=\\s*(?:[^"'=<>\`\\u0000-\\u0020]+|'[^']*'|"[^"]*"))?)`;
const OPEN_TAG = `<${TAG_NAME}${ATTRIBUTE}*\\s*/?>`;
const CLOSE_TAG = `</${TAG_NAME}\\s*>`;
const BLOCK_TAGS =
  'address|article|aside|base|basefont|blockquote|body|caption|center|col|colgroup|dd|details|dialog|dir|div|dl|dt|fieldset|figcaption|figure|footer|form|frame|frameset|h[1-6]|head|header|hr|html|iframe|legend|li|link|main|menu|menuitem|nav|noframes|ol|optgroup|option|p|param|search|section|summary|table|tbody|td|tfoot|th|thead|title|tr|track|ul';

const STARTS: readonly RegExp[] = [
  /^<(?:script|pre|textarea|style)(?:\s|>|$)/i,
  /^<!--/,
  /^<\?/,
  /^<![A-Za-z]/,
  /^<!\[CDATA\[/,
  new RegExp(`^</?(?:${BLOCK_TAGS})(?:\\s|/?>|$)`, 'i'),
  new RegExp(`^(?:${OPEN_TAG}|${CLOSE_TAG})\\s*$`, 'i'),
];

const ENDS: readonly RegExp[] = [/<\/(?:script|pre|textarea|style)>/i, /-->/, /\?>/, />/, /\]\]>/];

/** The kind (1–7) of HTML block `line` starts, or 0. Kind 7 cannot interrupt a paragraph. */
export function htmlBlockKind(line: string, interruptsParagraph: boolean): number {
  const kinds = interruptsParagraph ? 6 : 7;
  for (let kind = 1; kind <= kinds; kind++) if (STARTS[kind - 1]?.test(line)) return kind;
  return 0;
}

const INLINE_TAG = new RegExp(`${OPEN_TAG}|${CLOSE_TAG}`, 'y');

/** Where each kind of construct that may run far ends, and the text after which it no longer can. */
const FAR_ENDS: readonly [string, string, number][] = [
  ['<![CDATA[', ']]>', 9],
  ['<!--', '-->', 2],
  ['<?', '?>', 2],
  ['<!', '>', 2],
];

/**
 * Raw inline HTML (CommonMark 6.6) at `position` in `text`: the length of the tag, comment,
 * processing instruction, declaration or CDATA section there, or 0. `ends` remembers the
 * terminators not found (none can be found later either), so a line of `<!--` stays linear.
 */
export function inlineHtmlLength(text: string, position: number, ends: Set<string>): number {
  INLINE_TAG.lastIndex = position;
  const tag = INLINE_TAG.exec(text);
  if (tag) return tag[0].length;
  if (text.startsWith('<!-->', position)) return 5;
  if (text.startsWith('<!--->', position)) return 6;
  for (const [opener, terminator, searchFrom] of FAR_ENDS) {
    if (!text.startsWith(opener, position)) continue;
    // A declaration starts with a letter: `<!` followed by anything else is not one.
    if (opener === '<!' && !/[A-Za-z]/.test(text[position + 2] ?? '')) return 0;
    if (ends.has(terminator)) return 0;
    const end = text.indexOf(terminator, position + searchFrom);
    if (end < 0) {
      ends.add(terminator);
      return 0;
    }
    return end + terminator.length - position;
  }
  return 0;
}

/** Whether `line` ends an HTML block of kind 1–5 (kinds 6 and 7 end at a blank line). */
export function endsHtmlBlock(kind: number, line: string): boolean {
  return ENDS[kind - 1]?.test(line) ?? false;
}
