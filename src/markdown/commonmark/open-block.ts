import type { Blockquote, Code, Heading, Html, List, ListItem, Paragraph, Root } from 'mdast';
import type { HtmlBlockKind } from './html-syntax';

/** What an open block is, which decides how a new line continues it (spec appendix A, phase 1). */
export type OpenBlockKind = 'document' | 'quote' | 'list' | 'item' | 'paragraph' | 'fence' | 'indented' | 'html';

/** The mdast node an open block fills. */
export type OpenBlockNode = Root | Blockquote | List | ListItem | Paragraph | Heading | Code | Html;

/**
 * A block that may still take lines, with the bookkeeping its kind needs. Containers (document,
 * quote, list, item) hold blocks; the others are leaves that collect raw lines.
 */
export interface OpenBlock {
  kind: OpenBlockKind;
  node: OpenBlockNode;
  /** Zero-based number of the line the block starts on. */
  firstLine: number;
  /** The last line that holds any of the block's content (blank lines only count inside code and HTML). */
  lastLine: number;
  /** First and last lines of each child closed so far: blank lines between children make a list loose. */
  childLines: Array<[number, number]>;
  /** A leaf's lines, as they will be joined. */
  lines: string[];
  /** A list item: the columns of indentation its continuation lines need. A fence: the opening's indentation. */
  indent: number;
  /** A list: the marker character its items share. A fence: its character. */
  marker: string;
  /** A fence: the length of its opening run. */
  fenceLength: number;
  /** An HTML block: which of the seven kinds it is. */
  htmlKind: HtmlBlockKind;
}

/** A new open block of `kind` for `node`, starting on `line`. */
export function openBlock(kind: OpenBlockKind, node: OpenBlockNode, line: number): OpenBlock {
  return {
    kind,
    node,
    firstLine: line,
    lastLine: line,
    childLines: [],
    lines: [],
    indent: 0,
    marker: '',
    fenceLength: 0,
    htmlKind: 0,
  };
}

/** True when blank lines separate two of the children whose lines are listed (spec 5.3, loose lists). */
export function blankBetween(childLines: ReadonlyArray<[number, number]>): boolean {
  for (let index = 1; index < childLines.length; index++) {
    const previous = childLines[index - 1] as [number, number];
    const current = childLines[index] as [number, number];
    if (current[0] > previous[1] + 1) return true;
  }
  return false;
}
