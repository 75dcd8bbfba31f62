import { endsHtmlBlock, htmlBlockKind } from './html-block-start';
import { destinationAt, labelLengthAt, normalizeLabel, skipSpaceAndNewline, TitleScanner, unescapeText } from './link-syntax';
import type { Definition } from './markdown-tree';

/**
 * CommonMark block structure (spec sections 4 and 5), line by line: each line first continues the
 * open blocks it can, then may start new ones, and what is left is text for the deepest open
 * leaf, or a lazy paragraph continuation. Tabs count to the next multiple of four columns. The
 * result is a tree of raw blocks whose paragraph and heading text the inline parser reads next.
 */

type Kind = 'document' | 'blockquote' | 'list' | 'item' | 'paragraph' | 'heading' | 'thematicBreak' | 'code' | 'html';

/** A block being parsed. */
export interface RawBlock {
  kind: Kind;
  parent: RawBlock | null;
  children: RawBlock[];
  open: boolean;
  /** Lines of a paragraph, code or HTML block; a heading's text. */
  content: string;
  startLine: number;
  endLine: number;
  list?: ListMarker;
  /** The list's items and their children touch (no blank line between). */
  tight?: boolean;
  depth?: number;
  fence?: { char: string; length: number; offset: number };
  htmlKind?: number;
  /** Definitions taken from the front of a paragraph, in order. */
  definitions?: Definition[];
}

interface ListMarker {
  ordered: boolean;
  marker: string;
  start: number | null;
  markerOffset: number;
  padding: number;
}

const CODE_INDENT = 4;
const ATX = /^#{1,6}(?:[ \t]+|$)/;
const FENCE = /^`{3,}(?!.*`)|^~{3,}/;
const CLOSING_FENCE = /^(?:`{3,}|~{3,})(?=[ \t]*$)/;
const SETEXT = /^(?:=+|-+)[ \t]*$/;
const THEMATIC = /^(?:\*[ \t]*){3,}$|^(?:_[ \t]*){3,}$|^(?:-[ \t]*){3,}$/;
const BULLET = /^[*+-]/;
const ORDERED = /^(\d{1,9})([.)])/;
const MAYBE_SPECIAL = /^[#`~*+_=<>0-9-]/;

const isSpaceOrTab = (char: string | undefined) => char === ' ' || char === '\t';

function trimSpaces(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text[start] === ' ' || text[start] === '\t' || text[start] === '\n')) start++;
  while (end > start && (text[end - 1] === ' ' || text[end - 1] === '\t' || text[end - 1] === '\n')) end--;
  return text.slice(start, end);
}

/** An ATX heading's text without its closing `#` sequence, scanned by hand (a regex would backtrack). */
function atxText(rest: string): string {
  let end = rest.length;
  while (end > 0 && isSpaceOrTab(rest[end - 1])) end--;
  let hashes = end;
  while (hashes > 0 && rest[hashes - 1] === '#') hashes--;
  if (hashes < end && (hashes === 0 || isSpaceOrTab(rest[hashes - 1]))) end = hashes;
  return trimSpaces(rest.slice(0, end));
}

/**
 * Link definitions at the front of a paragraph's text (CommonMark 4.7): each is taken off, in
 * order, until one does not parse. Returns where the rest of the text starts.
 */
function takeDefinitions(text: string, found: Definition[], known: Map<string, Definition>): number {
  let position = 0;
  const titles = new TitleScanner(text);
  while (text[position] === '[') {
    const labelLength = labelLengthAt(text, position);
    if (labelLength === 0 || text[position + labelLength] !== ':') break;
    const label = text.slice(position + 1, position + labelLength - 1);
    const identifier = normalizeLabel(label);
    if (identifier === '') break;
    const destination = destinationAt(text, skipSpaceAndNewline(text, position + labelLength + 1));
    if (destination === undefined) break;
    const atLineEnd = (at: number) => {
      while (isSpaceOrTab(text[at])) at++;
      return at === text.length || text[at] === '\n' ? Math.min(at + 1, text.length) : -1;
    };
    let end = -1;
    let title: string | null = null;
    const titleStart = skipSpaceAndNewline(text, destination.end);
    if (titleStart > destination.end) {
      const scanned = titles.titleAt(titleStart);
      if (scanned !== undefined) {
        end = atLineEnd(scanned.end);
        if (end >= 0) title = scanned.value;
      }
    }
    if (end < 0) end = atLineEnd(destination.end);
    if (end < 0) break;
    const definition: Definition = { type: 'definition', identifier, label, url: destination.value, title };
    found.push(definition);
    if (!known.has(identifier)) known.set(identifier, definition);
    position = end;
  }
  return position;
}

/** Parses `text` into raw blocks; `definitions` receives every link definition, the first of a label winning. */
export function parseBlocks(text: string, definitions: Map<string, Definition>): RawBlock {
  const newBlock = (kind: Kind, parent: RawBlock | null, line: number): RawBlock => ({
    kind,
    parent,
    children: [],
    open: true,
    content: '',
    startLine: line,
    endLine: line,
  });
  const document = newBlock('document', null, 0);
  let tip = document;
  let oldTip = document;
  let lastMatched = document;
  let allClosed = true;
  let line = '';
  let lineNumber = -1;
  let offset = 0;
  let column = 0;
  let nextNonspace = 0;
  let nextNonspaceColumn = 0;
  let indent = 0;
  let indented = false;
  let blank = false;
  let partiallyConsumedTab = false;

  const findNextNonspace = () => {
    let at = offset;
    let columns = column;
    for (;;) {
      const char = line[at];
      if (char === ' ') columns++;
      else if (char === '\t') columns += 4 - (columns % 4);
      else break;
      at++;
    }
    blank = at >= line.length;
    nextNonspace = at;
    nextNonspaceColumn = columns;
    indent = columns - column;
    indented = indent >= CODE_INDENT;
  };
  const advanceNextNonspace = () => {
    offset = nextNonspace;
    column = nextNonspaceColumn;
    partiallyConsumedTab = false;
  };
  const advanceOffset = (count: number, columns: boolean) => {
    while (count > 0 && offset < line.length) {
      if (line[offset] === '\t') {
        const toTab = 4 - (column % 4);
        if (columns) {
          partiallyConsumedTab = toTab > count;
          const advance = Math.min(toTab, count);
          column += advance;
          if (!partiallyConsumedTab) offset++;
          count -= advance;
        } else {
          partiallyConsumedTab = false;
          column += toTab;
          offset++;
          count--;
        }
      } else {
        partiallyConsumedTab = false;
        offset++;
        column++;
        count--;
      }
    }
  };
  const addLine = () => {
    if (partiallyConsumedTab) {
      offset++;
      tip.content += ' '.repeat(4 - (column % 4));
    }
    tip.content += `${line.slice(offset)}\n`;
  };

  const finalize = (block: RawBlock, endLine: number) => {
    block.open = false;
    block.endLine = endLine;
    if (block.kind === 'paragraph') {
      const found: Definition[] = [];
      const rest = takeDefinitions(block.content, found, definitions);
      if (found.length > 0) {
        block.definitions = found;
        block.content = block.content.slice(rest);
      }
    } else if (block.kind === 'code' && block.fence === undefined) {
      const lines = block.content.split('\n');
      while (lines.length > 0 && /^[ \t]*$/.test(lines[lines.length - 1] ?? '')) lines.pop();
      block.content = lines.join('\n');
      block.endLine = block.startLine + lines.length - 1;
    } else if (block.kind === 'list') {
      block.tight = true;
      const endsWithBlank = (child: RawBlock, next: RawBlock | undefined) => next !== undefined && child.endLine !== next.startLine - 1;
      block.children.forEach((item, index) => {
        if (endsWithBlank(item, block.children[index + 1])) block.tight = false;
        item.children.forEach((child, childIndex) => {
          if (endsWithBlank(child, item.children[childIndex + 1])) block.tight = false;
        });
      });
      block.endLine = block.children[block.children.length - 1]?.endLine ?? block.startLine;
    } else if (block.kind === 'item') {
      block.endLine = block.children[block.children.length - 1]?.endLine ?? block.startLine;
    }
    tip = block.parent ?? document;
  };
  const canContain = (parent: Kind, child: Kind) =>
    parent === 'list' ? child === 'item' : (parent === 'document' || parent === 'blockquote' || parent === 'item') && child !== 'item';
  const addChild = (kind: Kind): RawBlock => {
    while (!canContain(tip.kind, kind)) finalize(tip, lineNumber - 1);
    const block = newBlock(kind, tip, lineNumber);
    tip.children.push(block);
    tip = block;
    return block;
  };
  const closeUnmatchedBlocks = () => {
    if (allClosed) return;
    while (oldTip !== lastMatched) {
      const parent = oldTip.parent ?? document;
      finalize(oldTip, lineNumber - 1);
      oldTip = parent;
    }
    allClosed = true;
  };

  /** 0: the block goes on; 1: it does not; 2: the line is used up (a closing fence). */
  const continues = (block: RawBlock): 0 | 1 | 2 => {
    switch (block.kind) {
      case 'blockquote':
        if (indented || line[nextNonspace] !== '>') return 1;
        advanceNextNonspace();
        advanceOffset(1, false);
        if (isSpaceOrTab(line[offset])) advanceOffset(1, true);
        return 0;
      case 'item': {
        const marker = block.list as ListMarker;
        if (blank) {
          if (block.children.length === 0) return 1;
          advanceNextNonspace();
        } else if (indent >= marker.markerOffset + marker.padding) advanceOffset(marker.markerOffset + marker.padding, true);
        else return 1;
        return 0;
      }
      case 'code': {
        const fence = block.fence;
        if (fence !== undefined) {
          const match = indent <= 3 && line[nextNonspace] === fence.char ? CLOSING_FENCE.exec(line.slice(nextNonspace)) : null;
          if (match && match[0].length >= fence.length) {
            finalize(block, lineNumber);
            return 2;
          }
          for (let spaces = fence.offset; spaces > 0 && isSpaceOrTab(line[offset]); spaces--) advanceOffset(1, true);
        } else if (indent >= CODE_INDENT) advanceOffset(CODE_INDENT, true);
        else if (blank) advanceNextNonspace();
        else return 1;
        return 0;
      }
      case 'html':
        return blank && (block.htmlKind === 6 || block.htmlKind === 7) ? 1 : 0;
      case 'paragraph':
        return blank ? 1 : 0;
      case 'heading':
      case 'thematicBreak':
        return 1;
      default:
        return 0;
    }
  };

  const listMarker = (container: RawBlock): ListMarker | undefined => {
    if (indent >= CODE_INDENT) return undefined;
    const rest = line.slice(nextNonspace, nextNonspace + 11);
    let marker: ListMarker;
    let length: number;
    const ordered = BULLET.test(rest) ? null : ORDERED.exec(rest);
    if (BULLET.test(rest)) {
      marker = { ordered: false, marker: rest[0] ?? '', start: null, markerOffset: indent, padding: 0 };
      length = 1;
    } else if (ordered && (container.kind !== 'paragraph' || ordered[1] === '1')) {
      marker = { ordered: true, marker: ordered[2] ?? '', start: Number(ordered[1]), markerOffset: indent, padding: 0 };
      length = ordered[0].length;
    } else return undefined;
    const after = line[nextNonspace + length];
    if (after !== undefined && !isSpaceOrTab(after)) return undefined;
    // Interrupting a paragraph, an item must not start blank.
    if (container.kind === 'paragraph' && line.slice(nextNonspace + length).trim() === '') return undefined;
    advanceNextNonspace();
    advanceOffset(length, true);
    const spacesStartColumn = column;
    const spacesStartOffset = offset;
    do advanceOffset(1, true);
    while (column - spacesStartColumn < 5 && isSpaceOrTab(line[offset]));
    const blankItem = offset >= line.length;
    const spaces = column - spacesStartColumn;
    if (spaces >= 5 || spaces < 1 || blankItem) {
      marker.padding = length + 1;
      column = spacesStartColumn;
      offset = spacesStartOffset;
      if (isSpaceOrTab(line[offset])) advanceOffset(1, true);
    } else marker.padding = length + spaces;
    return marker;
  };

  /** Tries each block start; 0: none, 1: a container started, 2: a leaf started. */
  const startBlock = (container: RawBlock): 0 | 1 | 2 => {
    const rest = line.slice(nextNonspace);
    if (!indented && rest[0] === '>') {
      advanceNextNonspace();
      advanceOffset(1, false);
      if (isSpaceOrTab(line[offset])) advanceOffset(1, true);
      closeUnmatchedBlocks();
      addChild('blockquote');
      return 1;
    }
    let match: RegExpExecArray | null;
    if (!indented && (match = ATX.exec(rest))) {
      advanceNextNonspace();
      advanceOffset(match[0].length, false);
      closeUnmatchedBlocks();
      const heading = addChild('heading');
      heading.depth = match[0].trim().length;
      heading.content = atxText(line.slice(offset));
      advanceOffset(line.length - offset, false);
      return 2;
    }
    if (!indented && (match = FENCE.exec(rest))) {
      closeUnmatchedBlocks();
      const code = addChild('code');
      code.fence = { char: match[0][0] ?? '`', length: match[0].length, offset: indent };
      advanceNextNonspace();
      advanceOffset(match[0].length, false);
      return 2;
    }
    const lazyParagraph = !allClosed && !blank && tip.kind === 'paragraph';
    if (!indented && rest[0] === '<') {
      const kind = htmlBlockKind(rest, container.kind === 'paragraph' || lazyParagraph);
      if (kind > 0) {
        closeUnmatchedBlocks();
        addChild('html').htmlKind = kind;
        return 2;
      }
    }
    if (!indented && container.kind === 'paragraph' && (match = SETEXT.exec(rest))) {
      closeUnmatchedBlocks();
      const found: Definition[] = [];
      const start = takeDefinitions(container.content, found, definitions);
      if (start < container.content.length) {
        container.kind = 'heading';
        container.depth = match[0][0] === '=' ? 1 : 2;
        container.definitions = found.length > 0 ? found : undefined;
        container.content = container.content.slice(start);
        advanceOffset(line.length - offset, false);
        return 2;
      }
    }
    if (!indented && THEMATIC.test(rest)) {
      closeUnmatchedBlocks();
      addChild('thematicBreak');
      advanceOffset(line.length - offset, false);
      return 2;
    }
    if (!indented || container.kind === 'list') {
      const marker = listMarker(container);
      if (marker !== undefined) {
        closeUnmatchedBlocks();
        const previous = tip.list;
        if (tip.kind !== 'list' || previous === undefined || previous.ordered !== marker.ordered || previous.marker !== marker.marker) {
          addChild('list').list = marker;
        }
        addChild('item').list = marker;
        return 1;
      }
    }
    if (indented && tip.kind !== 'paragraph' && !blank) {
      advanceOffset(CODE_INDENT, true);
      closeUnmatchedBlocks();
      addChild('code');
      return 2;
    }
    return 0;
  };

  const lines = text.replace(/\0/g, '\uFFFD').split(/\r\n|\n|\r/);
  if (lines[lines.length - 1] === '') lines.pop();
  for (const current of lines) {
    lineNumber++;
    line = current;
    offset = 0;
    column = 0;
    blank = false;
    partiallyConsumedTab = false;
    oldTip = tip;
    let container = document;
    let consumed = false;
    for (let last = container.children[container.children.length - 1]; last?.open; last = container.children[container.children.length - 1]) {
      container = last;
      findNextNonspace();
      const result = continues(container);
      if (result === 2) {
        consumed = true;
        break;
      }
      if (result === 1) {
        container = container.parent ?? document;
        break;
      }
    }
    if (consumed) continue;
    allClosed = container === oldTip;
    lastMatched = container;
    let matchedLeaf = container.kind !== 'paragraph' && (container.kind === 'code' || container.kind === 'html');
    while (!matchedLeaf) {
      findNextNonspace();
      if (!indented && !MAYBE_SPECIAL.test(line.slice(nextNonspace, nextNonspace + 1))) {
        advanceNextNonspace();
        break;
      }
      const started = startBlock(container);
      if (started === 0) {
        advanceNextNonspace();
        break;
      }
      container = tip;
      if (started === 2) matchedLeaf = true;
    }
    if (!allClosed && !blank && tip.kind === 'paragraph') {
      addLine();
    } else {
      closeUnmatchedBlocks();
      if (container.kind === 'code' || container.kind === 'html' || container.kind === 'paragraph') {
        addLine();
        if (container.kind === 'html' && (container.htmlKind ?? 0) <= 5 && endsHtmlBlock(container.htmlKind ?? 0, line.slice(offset))) {
          finalize(container, lineNumber);
        }
      } else if (offset < line.length && !blank) {
        addChild('paragraph');
        advanceNextNonspace();
        addLine();
      }
    }
  }
  while (tip !== document) finalize(tip, lineNumber);
  finalize(document, lineNumber);
  return document;
}

/** A fenced code block's info string split as mdast does: the language, then the rest. */
export function codeInfo(block: RawBlock): { lang: string | null; meta: string | null; value: string } {
  if (block.fence === undefined) return { lang: null, meta: null, value: block.content };
  const newline = block.content.indexOf('\n');
  const info = unescapeText(trimSpaces(block.content.slice(0, newline)));
  const value = block.content.slice(newline + 1).replace(/\n$/, '');
  const space = info.search(/[ \t]/);
  const lang = space < 0 ? info : info.slice(0, space);
  const meta = space < 0 ? '' : trimSpaces(info.slice(space));
  return { lang: lang === '' ? null : lang, meta: meta === '' ? null : meta, value };
}

export { trimSpaces };
