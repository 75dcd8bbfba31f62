import type { Definition, Heading, List, ListItem, Paragraph, Parent, RootContent } from 'mdast';
import { atxHeadingOf, closesFence, fenceOpeningOf, listMarkerOf, setextLevelOf } from './block-starts';
import { endsHtmlBlock, htmlBlockKindOf } from './html-syntax';
import { LineCursor } from './line-cursor';
import { blankBetween, openBlock, type OpenBlock, type OpenBlockKind, type OpenBlockNode } from './open-block';
import { takeDefinitions, type TakenDefinition } from './reference-definitions';

/** A paragraph or heading whose text still needs its inline content parsed. */
export interface InlineWork {
  node: Paragraph | Heading;
  text: string;
}

/** The block structure of a document, before inline parsing. */
export interface BlockTree {
  children: RootContent[];
  /** Every link reference definition, in document order. */
  definitions: Definition[];
  /** Paragraphs and headings in document order, with their raw inline text. */
  inlineWork: InlineWork[];
}

const BLANK = /^[ \t]*$/;

/** A place in the source, as mdast positions give it. */
type Point = NonNullable<Paragraph['position']>['start'];

/**
 * The block phase of CommonMark (spec appendix A, "phase 1"): the document is read one line at a
 * time, each line first walks the chain of open blocks to see which it continues, then may open
 * new blocks, and what is left becomes text of the innermost block. The chain is an array, and
 * every block is closed by a loop over it, so deep nesting costs no recursion.
 */
class BlockParser {
  private readonly chain: OpenBlock[];
  private readonly lineStarts: number[] = [];
  private readonly lineLengths: number[] = [];
  private readonly definitions: Definition[] = [];
  private readonly inlineWork: InlineWork[] = [];
  private line = 0;
  /** How many blocks of the chain the current line continues (the document always). */
  private continued = 1;

  constructor() {
    this.chain = [openBlock('document', { type: 'root', children: [] }, 0)];
  }

  parse(text: string): BlockTree {
    const lines = text.split(/\r\n|\r|\n/);
    // A final line ending ends the last line; it does not start an empty one, except that an HTML
    // block running to its end condition (kinds 1-5) keeps it, as mdast-util-from-markdown does.
    const endsWithLineEnding = lines.length > 1 && lines[lines.length - 1] === '';
    if (endsWithLineEnding) lines.pop();
    let offset = 0;
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] as string;
      this.lineStarts.push(offset);
      this.lineLengths.push(line.length);
      this.line = index;
      this.readLine(line);
      offset += line.length + (text[offset + line.length] === '\r' && text[offset + line.length + 1] === '\n' ? 2 : 1);
    }
    const last = this.innermost;
    if (endsWithLineEnding && last.kind === 'html' && last.htmlKind <= 5) {
      this.lineStarts.push(offset);
      this.lineLengths.push(0);
      this.line = lines.length;
      this.readLine('');
    }
    this.closeFrom(1);
    this.closeBlock(this.chain[0] as OpenBlock);
    return {
      children: ((this.chain[0] as OpenBlock).node as Parent).children as RootContent[],
      definitions: this.definitions,
      inlineWork: this.inlineWork,
    };
  }

  private point(line: number, column: number): Point {
    return { line: line + 1, column: column + 1, offset: (this.lineStarts[line] ?? 0) + column };
  }

  private get innermost(): OpenBlock {
    return this.chain[this.chain.length - 1] as OpenBlock;
  }

  private readLine(text: string): void {
    const cursor = new LineCursor(text);
    const leaf = isContainer(this.innermost.kind) ? undefined : this.innermost;
    const containers = leaf ? this.chain.length - 1 : this.chain.length;
    this.continued = 1;
    while (this.continued < containers) {
      const block = this.chain[this.continued] as OpenBlock;
      // A container holds this line only if something is left of it where the container starts.
      const blankHere = cursor.restIsBlank();
      if (!this.stillHolds(block, cursor, blankHere)) break;
      // A list's lines are its items' lines, counted when they close.
      if (!blankHere && block.kind !== 'list') block.lastLine = this.line;
      this.continued++;
    }
    const blank = cursor.restIsBlank();
    if (leaf && this.continued === containers && this.leafTakesLine(leaf, cursor, blank)) return;
    // A paragraph still open when the line is not blank may take it as (lazy) continuation text.
    const paragraph = leaf?.kind === 'paragraph' && !blank ? leaf : undefined;
    const paragraphContinues = paragraph !== undefined && this.continued === containers;
    if (this.openBlocks(cursor, paragraph, paragraphContinues)) return;
    if (this.innermost === paragraph) {
      this.appendParagraphLine(paragraph, cursor);
      return;
    }
    if (cursor.restIsBlank()) {
      // A blank line ends what it does not continue, but an unfinished list waits for its next item.
      this.closeFrom(this.continued);
      return;
    }
    this.closeForNewBlock();
    cursor.skipSpaces();
    const node: Paragraph = { type: 'paragraph', children: [] };
    this.appendParagraphLine(this.push('paragraph', node, cursor.sourceIndex), cursor);
  }

  /** Whether `block`, a container, continues on this line; consumes its marker or indentation if so. */
  private stillHolds(block: OpenBlock, cursor: LineCursor, blank: boolean): boolean {
    if (block.kind === 'quote') {
      if (cursor.indentation(4) > 3 || cursor.text[cursor.firstNonSpaceIndex()] !== '>') return false;
      cursor.skipSpaces();
      cursor.advance(1);
      if (cursor.charAt() === ' ' || cursor.charAt() === '\t') cursor.skipColumns(1);
      return true;
    }
    if (block.kind === 'item') {
      // An item may start with at most one blank line (spec 5.2): an empty item ends at the next.
      if (blank) {
        if (block.node.type === 'listItem' && block.node.children.length === 0) return false;
        cursor.skipColumns(block.indent);
        return true;
      }
      if (cursor.indentation(block.indent) < block.indent) return false;
      cursor.skipColumns(block.indent);
      return true;
    }
    // A list continues while its items do, or until a line shows it cannot take another one.
    return block.kind === 'list';
  }

  /** Gives the line to the open leaf when it continues it (code, HTML); true when the line is used up. */
  private leafTakesLine(leaf: OpenBlock, cursor: LineCursor, blank: boolean): boolean {
    if (leaf.kind === 'fence') {
      if (
        cursor.indentation(4) <= 3 &&
        closesFence(cursor.text.slice(cursor.firstNonSpaceIndex()), leaf.marker, leaf.fenceLength)
      ) {
        leaf.lastLine = this.line;
        this.closeFrom(this.chain.length - 1);
        return true;
      }
      cursor.skipColumns(Math.min(leaf.indent, cursor.indentation(leaf.indent)));
      this.appendLeafLine(leaf, cursor.rest(), true);
      return true;
    }
    if (leaf.kind === 'indented') {
      if (!blank && cursor.indentation(4) < 4) return false;
      cursor.skipColumns(4);
      this.appendLeafLine(leaf, cursor.rest(), !blank);
      return true;
    }
    if (leaf.kind === 'html') {
      if (blank && leaf.htmlKind >= 6) return false;
      this.appendLeafLine(leaf, cursor.rest(), true);
      if (endsHtmlBlock(leaf.htmlKind, cursor.rest())) this.closeFrom(this.chain.length - 1);
      return true;
    }
    return false;
  }

  /**
   * Opens the blocks the rest of the line starts (spec appendix A: "look for new block starts"),
   * containers first, one inside the other. True when a leaf took the rest of the line.
   */
  private openBlocks(cursor: LineCursor, paragraph: OpenBlock | undefined, paragraphContinues: boolean): boolean {
    let openedContainer = false;
    for (;;) {
      // A paragraph is interrupted only by what opens on the line before any new container does.
      const interrupting = paragraph !== undefined && !openedContainer;
      const indentation = cursor.indentation(4);
      if (cursor.restIsBlank()) return false;
      if (indentation >= 4) {
        if (interrupting) return false;
        this.closeForNewBlock();
        cursor.skipColumns(4);
        const node = { type: 'code' as const, lang: null, meta: null, value: '' };
        this.appendLeafLine(this.push('indented', node, 0), cursor.rest(), true);
        return true;
      }
      const start = cursor.firstNonSpaceIndex();
      const rest = cursor.text.slice(start);
      const first = rest[0];
      if (first === '>') {
        this.closeForNewBlock();
        cursor.skipSpaces();
        this.push('quote', { type: 'blockquote', children: [] }, cursor.sourceIndex);
        cursor.advance(1);
        if (cursor.charAt() === ' ' || cursor.charAt() === '\t') cursor.skipColumns(1);
        openedContainer = true;
        continue;
      }
      if (first === '#') {
        const heading = atxHeadingOf(rest);
        if (heading) {
          this.closeForNewBlock();
          const node: Heading = { type: 'heading', depth: heading.depth, children: [] };
          this.addClosedLeaf(node, cursor.sourceIndex + (start - cursor.index));
          this.inlineWork.push({ node, text: heading.content });
          return true;
        }
      }
      if (first === '`' || first === '~') {
        const fence = fenceOpeningOf(rest);
        if (fence) {
          this.closeForNewBlock();
          const block = this.push(
            'fence',
            { type: 'code', lang: fence.lang, meta: fence.meta, value: '' },
            cursor.sourceIndex + (start - cursor.index),
          );
          block.indent = indentation;
          block.marker = fence.char;
          block.fenceLength = fence.length;
          return true;
        }
      }
      if (first === '<') {
        const kind = htmlBlockKindOf(rest, interrupting);
        if (kind !== 0) {
          this.closeForNewBlock();
          const block = this.push('html', { type: 'html', value: '' }, cursor.sourceIndex);
          block.htmlKind = kind;
          this.appendLeafLine(block, cursor.rest(), true);
          if (endsHtmlBlock(kind, rest)) this.closeFrom(this.chain.length - 1);
          return true;
        }
      }
      if (
        paragraphContinues &&
        !openedContainer &&
        paragraph &&
        (first === '=' || first === '-') &&
        this.setextHeading(paragraph, setextLevelOf(rest))
      ) {
        return true;
      }
      if ((first === '-' || first === '_' || first === '*') && cursor.thematicBreakHere()) {
        this.closeForNewBlock();
        this.addClosedLeaf({ type: 'thematicBreak' }, cursor.sourceIndex + (start - cursor.index));
        return true;
      }
      if (this.openListItem(cursor, rest, paragraphContinues && !openedContainer)) {
        openedContainer = true;
        continue;
      }
      return false;
    }
  }

  /** Opens a list item (and its list, unless it joins the one open here); false when the line starts none. */
  private openListItem(cursor: LineCursor, rest: string, interrupting: boolean): boolean {
    const marker = listMarkerOf(rest);
    if (!marker) return false;
    const parent = this.chain[this.continued - 1] as OpenBlock;
    const joins = parent.kind === 'list' && parent.marker === marker.kind;
    const restBlank = cursor.blankFrom(cursor.firstNonSpaceIndex() + marker.length);
    // Only a list's first item can interrupt a paragraph, and only a non-empty one starting at 1.
    if (interrupting && !joins && (restBlank || (marker.start !== null && marker.start !== 1))) return false;
    const startColumn = cursor.column;
    if (joins) this.closeFrom(this.continued);
    else this.closeForNewBlock();
    cursor.skipSpaces();
    const markerIndex = cursor.sourceIndex;
    if (!joins) {
      const list: List = { type: 'list', ordered: marker.ordered, start: marker.start, spread: false, children: [] };
      this.push('list', list, markerIndex).marker = marker.kind;
    }
    cursor.advance(marker.length);
    const spaces = cursor.indentation(5);
    // Five or more spaces after the marker: the item's text is indented code after one space.
    const gap = restBlank || spaces >= 5 ? 1 : spaces;
    const indent = cursor.column - startColumn + gap;
    cursor.skipColumns(restBlank ? spaces : gap);
    const item: ListItem = { type: 'listItem', spread: false, checked: null, children: [] };
    this.push('item', item, markerIndex).indent = indent;
    return true;
  }

  /** Turns the open paragraph into a setext heading; false when its text was all definitions. */
  private setextHeading(paragraph: OpenBlock, depth: 0 | 1 | 2): boolean {
    if (depth === 0) return false;
    const { definitions, rest } = takeDefinitions(paragraph.lines.join('\n'));
    const content = paragraphText(rest);
    if (content === '') return false;
    paragraph.lastLine = this.line;
    const container = this.chain[this.chain.length - 2] as OpenBlock;
    const siblings = (container.node as Parent).children;
    siblings.pop();
    this.addDefinitions(definitions, paragraph.firstLine, siblings);
    const start = definitions.length === 0 ? paragraph.node.position?.start : this.startAfter(paragraph, definitions);
    const heading: Heading = { type: 'heading', depth, children: [] };
    if (start) heading.position = { start, end: start };
    siblings.push(heading);
    paragraph.node = heading;
    this.inlineWork.push({ node: heading, text: content });
    this.chain.pop();
    this.endBlock(paragraph, container);
    return true;
  }

  private appendParagraphLine(paragraph: OpenBlock, cursor: LineCursor): void {
    // Kept with its indentation: a definition's label and title and a code span keep it
    // (mdast-util-from-markdown keeps the source there); elsewhere the inline parser drops it.
    paragraph.lines.push(paragraph.lines.length === 0 ? cursor.text.slice(cursor.firstNonSpaceIndex()) : cursor.rest());
    paragraph.lastLine = this.line;
  }

  private appendLeafLine(leaf: OpenBlock, text: string, counts: boolean): void {
    leaf.lines.push(text);
    if (counts) leaf.lastLine = this.line;
  }

  /** Adds a new open block to the innermost container and to the chain. */
  private push(kind: OpenBlockKind, node: OpenBlockNode, column: number): OpenBlock {
    node.position = { start: this.point(this.line, column), end: this.point(this.line, column) };
    ((this.innermost.node as Parent).children as OpenBlockNode[]).push(node);
    const block = openBlock(kind, node, this.line);
    this.chain.push(block);
    this.continued = this.chain.length;
    return block;
  }

  /** Adds a one-line leaf (ATX heading, thematic break) that is complete as soon as it is seen. */
  private addClosedLeaf(node: Heading | RootContent, column: number): void {
    const container = this.innermost;
    node.position = {
      start: this.point(this.line, column),
      end: this.point(this.line, this.lineLengths[this.line] ?? 0),
    };
    (container.node as Parent).children.push(node as RootContent);
    container.childLines.push([this.line, this.line]);
    container.lastLine = Math.max(container.lastLine, this.line);
  }

  /** Closes every block the line did not continue, and an unfinished list that cannot take a new block. */
  private closeForNewBlock(): void {
    if ((this.chain[this.continued - 1] as OpenBlock).kind === 'list') this.continued--;
    this.closeFrom(this.continued);
  }

  /** Closes the chain's blocks from the innermost up to and including index `depth`. */
  private closeFrom(depth: number): void {
    while (this.chain.length > depth) {
      const block = this.chain.pop() as OpenBlock;
      this.closeBlock(block);
      this.endBlock(block, this.innermost);
    }
    this.continued = Math.min(this.continued, this.chain.length);
  }

  /**
   * Adds the definitions a paragraph started with to its container. Each is positioned from the
   * start of its first line (its column is not tracked once container markers are gone), which
   * is what `parseMarkdown` needs to tell the definitions it added from the text's own.
   */
  private addDefinitions(
    definitions: readonly TakenDefinition[],
    paragraphLine: number,
    siblings: Parent['children'],
  ): void {
    for (const { node, firstLine, lastLine } of definitions) {
      node.position = {
        start: this.point(paragraphLine + firstLine, 0),
        end: this.point(paragraphLine + lastLine, this.lineLengths[paragraphLine + lastLine] ?? 0),
      };
      siblings.push(node);
      this.definitions.push(node);
    }
  }

  /** Where a paragraph's text proper starts when it opened with definitions: the line after the last one. */
  private startAfter(paragraph: OpenBlock, definitions: readonly TakenDefinition[]): Point {
    return this.point(paragraph.firstLine + (definitions.at(-1)?.lastLine ?? 0) + 1, 0);
  }

  /** Records a closed block's lines in its container. */
  private endBlock(block: OpenBlock, container: OpenBlock): void {
    const end = this.point(block.lastLine, this.lineLengths[block.lastLine] ?? 0);
    if (block.node.position) block.node.position.end = end;
    container.childLines.push([block.firstLine, block.lastLine]);
    container.lastLine = Math.max(container.lastLine, block.lastLine);
  }

  /** Fills a block's node from what it collected, now that no line can be added. */
  private closeBlock(block: OpenBlock): void {
    const node = block.node;
    switch (block.kind) {
      case 'paragraph': {
        const siblings = (this.innermost.node as Parent).children;
        const { definitions, rest } = takeDefinitions(block.lines.join('\n'));
        if (definitions.length === 0) {
          this.inlineWork.push({ node: node as Paragraph, text: paragraphText(rest) });
          return;
        }
        siblings.pop();
        this.addDefinitions(definitions, block.firstLine, siblings);
        const text = paragraphText(rest);
        if (text !== '') {
          if (node.position) node.position.start = this.startAfter(block, definitions);
          siblings.push(node as Paragraph);
          this.inlineWork.push({ node: node as Paragraph, text });
        }
        return;
      }
      case 'fence':
      case 'html':
        (node as { value: string }).value = block.lines.join('\n');
        return;
      case 'indented': {
        const lines = block.lines;
        while (lines.length > 0 && BLANK.test(lines[lines.length - 1] as string)) lines.pop();
        (node as { value: string }).value = lines.join('\n');
        return;
      }
      case 'item':
        (node as ListItem).spread = blankBetween(block.childLines);
        return;
      case 'list': {
        // mdast marks a list spread when blank lines separate its items; an item's own blank lines mark only the item.
        (node as List).spread = blankBetween(block.childLines);
        return;
      }
      default:
    }
  }
}

/**
 * A paragraph's inline text (spec 4.8) without its leading and trailing spaces and tabs. The
 * inner lines keep their indentation here: the inline parser drops it after each line ending,
 * except inside a code span or raw HTML, which keep it as mdast-util-from-markdown does.
 */
function paragraphText(lines: string): string {
  return lines.replace(/^[ \t]+/, '').replace(/[ \t]+$/, '');
}

function isContainer(kind: OpenBlockKind): boolean {
  return kind === 'document' || kind === 'quote' || kind === 'list' || kind === 'item';
}

/** The block structure of `text` (spec part 4 and 5), with the inline text of each paragraph and heading. */
export function parseBlocks(text: string): BlockTree {
  return new BlockParser().parse(text);
}
