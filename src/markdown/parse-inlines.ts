import { inlineHtmlLength } from './html-block-start';
import { characterReferenceAt, destinationAt, isEscapable, labelLengthAt, normalizeLabel, skipSpaceAndNewline, TitleScanner } from './link-syntax';
import type { Definition, PhrasingContent } from './markdown-tree';

/**
 * CommonMark inline parsing (spec section 6) of one paragraph's or heading's text: code spans,
 * emphasis with the delimiter-run rules, links and images (inline and by reference), autolinks,
 * escapes, character references, line breaks and raw inline HTML (an `html` node, which the view
 * draws as text). Linear: delimiters are matched with per-kind lower bounds (the spec's
 * `openers_bottom`), code spans find their closing run from an index built once, and link
 * titles remember where they failed.
 */

/** A piece of the paragraph being built: a linked list, so emphasis can wrap a stretch of it. */
interface Piece {
  /** Literal text (a delimiter run or a bracket is text until matched), else a finished node. */
  text: string | undefined;
  node: PhrasingContent | undefined;
  prev: Piece | null;
  next: Piece | null;
}

interface Delimiter {
  piece: Piece;
  char: string;
  count: number;
  original: number;
  canOpen: boolean;
  canClose: boolean;
  prev: Delimiter | null;
  next: Delimiter | null;
}

interface Bracket {
  piece: Piece;
  /** Where the `[` is in the text. */
  index: number;
  image: boolean;
  active: boolean;
  /** Another `[` came after this one (so it cannot be a shortcut reference). */
  bracketAfter: boolean;
  delimiter: Delimiter | null;
  prev: Bracket | null;
}

const TEXT_RUN = /[^\n`[\]\\!<&*_]+/y;
const URI_AUTOLINK = /<([A-Za-z][A-Za-z0-9.+-]{1,31}:[^<>\u0000-\u0020]*)>/y;
const EMAIL_AUTOLINK =
  /<([a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*)>/y;
const WHITESPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;

/** The character (whole code point) ending before `index`, or '\n' at the start. */
function charBefore(text: string, index: number): string {
  if (index === 0) return '\n';
  const low = text.charCodeAt(index - 1);
  return low >= 0xdc00 && low <= 0xdfff && index >= 2 ? text.slice(index - 2, index) : (text[index - 1] ?? '\n');
}

function charAfter(text: string, index: number): string {
  const code = text.codePointAt(index);
  return code === undefined ? '\n' : String.fromCodePoint(code);
}

/** The start of every backtick run of each length, to find a code span's end without rescanning. */
function backtickRuns(text: string): Map<number, number[]> {
  const runs = new Map<number, number[]>();
  for (let at = text.indexOf('`'); at >= 0; at = text.indexOf('`', at)) {
    let end = at;
    while (text[end] === '`') end++;
    const list = runs.get(end - at) ?? [];
    list.push(at);
    runs.set(end - at, list);
    at = end;
  }
  return runs;
}

/** Plain text of inline nodes: an image's alt text. */
function plainText(nodes: readonly PhrasingContent[]): string {
  let text = '';
  for (const node of nodes) {
    if ('value' in node) text += node.value;
    else if ('alt' in node) text += node.alt;
    else if ('children' in node) text += plainText(node.children);
  }
  return text;
}

/** The inline nodes of `source` (a paragraph's or heading's text, already trimmed). */
export function parseInlines(source: string, definitions: ReadonlyMap<string, Definition>): PhrasingContent[] {
  const head: Piece = { text: undefined, node: undefined, prev: null, next: null };
  let tail = head;
  let delimiters: Delimiter | null = null;
  let brackets: Bracket | null = null;
  let runs: Map<number, number[]> | undefined;
  const runCursor = new Map<number, number>();
  const titles = new TitleScanner(source);
  const htmlEndsMissing = new Set<string>();
  let pos = 0;

  // Every piece has the same fields in the same order, so the engine keeps one shape for them all.
  const append = (text: string | undefined, node?: PhrasingContent): Piece => {
    const linked: Piece = { text, node, prev: tail, next: null };
    tail.next = linked;
    tail = linked;
    return linked;
  };
  const text = (value: string) => {
    if (tail !== head && tail.text !== undefined && !isDelimiterOrBracket(tail)) tail.text += value;
    else append(value);
  };
  const live = new Set<Piece>();
  const isDelimiterOrBracket = (piece: Piece) => live.has(piece);
  const unlink = (piece: Piece) => {
    if (piece.prev) piece.prev.next = piece.next;
    if (piece.next) piece.next.prev = piece.prev;
    if (tail === piece) tail = piece.prev ?? head;
  };
  const removeDelimiter = (delimiter: Delimiter) => {
    if (delimiter.prev) delimiter.prev.next = delimiter.next;
    if (delimiter.next) delimiter.next.prev = delimiter.prev;
    else delimiters = delimiter.prev;
  };
  /** The pieces after `from` up to (not including) `until`, taken out of the list as finished nodes. */
  const takeBetween = (from: Piece, until: Piece | null): PhrasingContent[] => {
    const nodes: PhrasingContent[] = [];
    for (let piece = from.next; piece !== null && piece !== until; piece = piece.next) pushNode(nodes, piece);
    from.next = until;
    if (until) until.prev = from;
    else tail = from;
    return nodes;
  };

  const processEmphasis = (bottom: Delimiter | null) => {
    const openersBottom = new Map<string, Delimiter | null>();
    let closer = delimiters;
    while (closer !== null && closer.prev !== bottom) closer = closer.prev;
    while (closer !== null) {
      if (!closer.canClose) {
        closer = closer.next;
        continue;
      }
      const key = `${closer.char}${closer.canOpen ? 1 : 0}${closer.original % 3}`;
      const floor = openersBottom.has(key) ? openersBottom.get(key) : bottom;
      let opener = closer.prev;
      let found = false;
      while (opener !== null && opener !== bottom && opener !== floor) {
        // The rule of 3 (CommonMark 6.2, rules 9 and 10).
        const odd = (closer.canOpen || opener.canClose) && closer.original % 3 !== 0 && (opener.original + closer.original) % 3 === 0;
        if (opener.char === closer.char && opener.canOpen && !odd) {
          found = true;
          break;
        }
        opener = opener.prev;
      }
      const before = closer;
      if (found && opener !== null) {
        const used = closer.count >= 2 && opener.count >= 2 ? 2 : 1;
        opener.count -= used;
        closer.count -= used;
        opener.piece.text = (opener.piece.text ?? '').slice(used);
        closer.piece.text = (closer.piece.text ?? '').slice(used);
        const children = takeBetween(opener.piece, closer.piece);
        const wrapper: Piece = { text: undefined, node: { type: used === 1 ? 'emphasis' : 'strong', children }, prev: opener.piece, next: closer.piece };
        opener.piece.next = wrapper;
        closer.piece.prev = wrapper;
        opener.next = closer;
        closer.prev = opener;
        if (opener.count === 0) {
          unlink(opener.piece);
          removeDelimiter(opener);
        }
        if (closer.count === 0) {
          unlink(closer.piece);
          const next = closer.next;
          removeDelimiter(closer);
          closer = next;
        }
      } else {
        openersBottom.set(key, before.prev);
        const next = before.next;
        if (!before.canOpen) removeDelimiter(before);
        closer = next;
      }
    }
    while (delimiters !== null && delimiters !== bottom) removeDelimiter(delimiters);
  };

  const closeBracket = () => {
    pos++;
    const afterBracket = pos;
    const opener = brackets;
    if (opener === null) return text(']');
    brackets = opener.prev;
    if (!opener.active) return text(']');
    let url: string | undefined;
    let title: string | null = null;
    let reference: { identifier: string; label: string; referenceType: 'full' | 'collapsed' | 'shortcut' } | undefined;
    if (source[pos] === '(') {
      let at = skipSpaceAndNewline(source, pos + 1);
      const destination = destinationAt(source, at);
      if (destination !== undefined) {
        at = skipSpaceAndNewline(source, destination.end);
        const scanned = at > destination.end ? titles.titleAt(at) : undefined;
        if (scanned !== undefined) at = skipSpaceAndNewline(source, scanned.end);
        if (source[at] === ')') {
          url = destination.value;
          title = scanned?.value ?? null;
          pos = at + 1;
        }
      }
    }
    if (url === undefined) {
      const length = labelLengthAt(source, pos);
      let label: string | undefined;
      let referenceType: 'full' | 'collapsed' | 'shortcut' = 'shortcut';
      if (length > 2) {
        label = source.slice(pos + 1, pos + length - 1);
        referenceType = 'full';
      } else if (!opener.bracketAfter) {
        label = source.slice(opener.index + 1, afterBracket - 1);
        referenceType = length === 2 ? 'collapsed' : 'shortcut';
      }
      const identifier = label === undefined ? '' : normalizeLabel(label);
      if (label !== undefined && identifier !== '' && definitions.has(identifier)) {
        reference = { identifier, label, referenceType };
        pos += length;
      }
    }
    if (url === undefined && reference === undefined) {
      pos = afterBracket;
      live.delete(opener.piece);
      return text(']');
    }
    processEmphasis(opener.delimiter);
    const children = takeBetween(opener.piece, null);
    live.delete(opener.piece);
    let node: PhrasingContent;
    if (opener.image) {
      const alt = plainText(children);
      node = reference ? { type: 'imageReference', ...reference, alt } : { type: 'image', url: url ?? '', title, alt };
    } else {
      node = reference ? { type: 'linkReference', ...reference, children } : { type: 'link', url: url ?? '', title, children };
      // No links in links: every earlier `[` can no longer open one.
      for (let earlier = brackets; earlier !== null; earlier = earlier.prev) if (!earlier.image) earlier.active = false;
    }
    opener.piece.text = undefined;
    opener.piece.node = node;
  };

  const codeSpan = () => {
    let end = pos;
    while (source[end] === '`') end++;
    const length = end - pos;
    runs ??= backtickRuns(source);
    const starts = runs.get(length) ?? [];
    let cursor = runCursor.get(length) ?? 0;
    while (cursor < starts.length && (starts[cursor] ?? 0) < end) cursor++;
    runCursor.set(length, cursor);
    const close = starts[cursor];
    if (close === undefined) {
      text(source.slice(pos, end));
      pos = end;
      return;
    }
    let value = source.slice(end, close).replace(/\n/g, ' ');
    if (value.length > 1 && value[0] === ' ' && value[value.length - 1] === ' ' && /[^ ]/.test(value)) value = value.slice(1, -1);
    append(undefined, { type: 'inlineCode', value });
    pos = close + length;
  };

  const delimiterRun = (char: string) => {
    const start = pos;
    while (source[pos] === char) pos++;
    const before = charBefore(source, start);
    const after = charAfter(source, pos);
    const spaceBefore = WHITESPACE.test(before);
    const spaceAfter = WHITESPACE.test(after);
    const punctuationBefore = PUNCTUATION.test(before);
    const punctuationAfter = PUNCTUATION.test(after);
    const left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore);
    const right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter);
    const canOpen = char === '_' ? left && (!right || punctuationBefore) : left;
    const canClose = char === '_' ? right && (!left || punctuationAfter) : right;
    const piece = append(source.slice(start, pos));
    if (!canOpen && !canClose) return;
    live.add(piece);
    const delimiter: Delimiter = { piece, char, count: pos - start, original: pos - start, canOpen, canClose, prev: delimiters, next: null };
    if (delimiters) delimiters.next = delimiter;
    delimiters = delimiter;
  };

  const openBracket = (image: boolean) => {
    const index = image ? pos + 1 : pos;
    pos = index + 1;
    const piece = append(image ? '![' : '[');
    live.add(piece);
    if (brackets) brackets.bracketAfter = true;
    brackets = { piece, index, image, active: true, bracketAfter: false, delimiter: delimiters, prev: brackets };
  };

  const lineEnding = () => {
    pos++;
    let hard = false;
    if (tail.text !== undefined && !live.has(tail) && tail.text.endsWith(' ')) {
      const trimmed = tail.text.replace(/ +$/, '');
      hard = tail.text.length - trimmed.length >= 2;
      tail.text = trimmed;
    }
    if (hard) append(undefined, { type: 'break' });
    else text('\n');
    while (source[pos] === ' ') pos++;
  };

  while (pos < source.length) {
    const char = source[pos] ?? '';
    if (char === '\n') lineEnding();
    else if (char === '\\') {
      const next = source[pos + 1] ?? '';
      if (next === '\n') {
        append(undefined, { type: 'break' });
        pos += 2;
        while (source[pos] === ' ') pos++;
      } else if (isEscapable(next)) {
        text(next);
        pos += 2;
      } else {
        text('\\');
        pos++;
      }
    } else if (char === '`') codeSpan();
    else if (char === '*' || char === '_') delimiterRun(char);
    else if (char === '[') openBracket(false);
    else if (char === '!' && source[pos + 1] === '[') openBracket(true);
    else if (char === ']') closeBracket();
    else if (char === '<') {
      URI_AUTOLINK.lastIndex = pos;
      EMAIL_AUTOLINK.lastIndex = pos;
      const uri = URI_AUTOLINK.exec(source);
      const email = uri ? null : EMAIL_AUTOLINK.exec(source);
      const target = uri?.[1] ?? email?.[1];
      const html = target === undefined ? inlineHtmlLength(source, pos, htmlEndsMissing) : 0;
      if (html > 0) {
        append(undefined, { type: 'html', value: source.slice(pos, pos + html) });
        pos += html;
      } else if (target === undefined) {
        text('<');
        pos++;
      } else {
        append(undefined, { type: 'link', url: uri ? target : `mailto:${target}`, title: null, children: [{ type: 'text', value: target }] });
        pos += target.length + 2;
      }
    } else if (char === '&') {
      const reference = characterReferenceAt(source, pos);
      text(reference?.value ?? '&');
      pos += reference?.length ?? 1;
    } else {
      TEXT_RUN.lastIndex = pos;
      const match = TEXT_RUN.exec(source);
      const run = match?.[0] ?? char;
      text(run);
      pos += run.length;
    }
  }
  processEmphasis(null);
  return takeBetween(head, null);
}

/** A piece as finished nodes, adjacent text merged. */
function pushNode(nodes: PhrasingContent[], piece: Piece): void {
  if (piece.node !== undefined) nodes.push(piece.node);
  else if (piece.text !== undefined && piece.text !== '') {
    const last = nodes[nodes.length - 1];
    if (last?.type === 'text') last.value += piece.text;
    else nodes.push({ type: 'text', value: piece.text });
  }
}
