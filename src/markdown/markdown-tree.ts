/**
 * The Markdown syntax tree the kit's parser builds and its view draws: the CommonMark subset of
 * mdast (https://github.com/syntax-tree/mdast), with the same node names and fields, so the tree
 * reads like every other mdast tree. `offset` is where a block starts in the parsed text.
 */

/** A link definition (`[id]: https://… "title"`); drawn as nothing, used by references. */
export interface Definition {
  type: 'definition';
  /** The label normalised for matching: whitespace collapsed, case folded. */
  identifier: string;
  label: string;
  url: string;
  title: string | null;
  offset?: number;
}

/** How a reference names its definition: `[a][b]` full, `[a][]` collapsed, `[a]` shortcut. */
export type ReferenceType = 'full' | 'collapsed' | 'shortcut';

/** Inline content: what a paragraph or heading holds. */
export type PhrasingContent =
  | { type: 'text'; value: string }
  | { type: 'emphasis' | 'strong'; children: PhrasingContent[] }
  | { type: 'inlineCode' | 'html'; value: string }
  | { type: 'break' }
  | { type: 'link'; url: string; title: string | null; children: PhrasingContent[] }
  | { type: 'linkReference'; identifier: string; label: string; referenceType: ReferenceType; children: PhrasingContent[] }
  | { type: 'image'; url: string; title: string | null; alt: string }
  | { type: 'imageReference'; identifier: string; label: string; referenceType: ReferenceType; alt: string };

/** One item of a list. `spread`: its list is loose (blank lines between items or their blocks). */
export interface ListItem {
  type: 'listItem';
  spread: boolean;
  children: BlockContent[];
  offset?: number;
}

/** Block content: what a document, block quote or list item holds. */
export type BlockContent = (
  | { type: 'paragraph'; children: PhrasingContent[] }
  | { type: 'heading'; depth: 1 | 2 | 3 | 4 | 5 | 6; children: PhrasingContent[] }
  | { type: 'thematicBreak' }
  | { type: 'blockquote'; children: BlockContent[] }
  | { type: 'list'; ordered: boolean; start: number | null; spread: boolean; children: ListItem[] }
  | { type: 'code'; lang: string | null; meta: string | null; value: string }
  | { type: 'html'; value: string }
  | Definition
) & { offset?: number };

/** Any node of the tree. */
export type MarkdownNode = BlockContent | ListItem | PhrasingContent;
