import type { Definition, RootContent } from 'mdast';
import { parseCommonMark } from './commonmark/parse-commonmark';
import { definitionLines, markdownChunks } from './markdown-chunks';
import { tameMarkdown } from './tame-markdown';

/** Characters parsed at once; see `markdownChunks`. */
const CHUNK_CHARS = 4_000;
/** Link definitions handed to each piece at most, and their characters at most (see `definitionLines`). */
const MAX_DEFINITIONS = 200;
const MAX_DEFINITION_CHARS = CHUNK_CHARS;

/** A parsed Markdown document: its top-level blocks and its link definitions by identifier. */
export interface MarkdownDocument {
  children: RootContent[];
  /** Definitions by their normalised identifier (the first one wins, as in CommonMark). */
  definitions: ReadonlyMap<string, Definition>;
}

function parseChunk(chunk: string): RootContent[] {
  try {
    return parseCommonMark(chunk);
  } catch {
    // Never expected of the parser, but a card must not fail on text: show it as text.
    return [{ type: 'paragraph', children: [{ type: 'text', value: chunk }] }];
  }
}

/**
 * Every definition in document order, also inside block quotes and list items (CommonMark
 * example 220), the first of an identifier winning. Walked with a stack, so depth costs no recursion.
 */
function definitionsIn(children: readonly RootContent[]): Map<string, Definition> {
  const definitions = new Map<string, Definition>();
  const stack: RootContent[] = [...children].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as RootContent;
    if (node.type === 'definition') {
      if (!definitions.has(node.identifier)) definitions.set(node.identifier, node);
    } else if ((node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') && 'children' in node) {
      for (let index = node.children.length - 1; index >= 0; index--) stack.push(node.children[index] as RootContent);
    }
  }
  return definitions;
}

/**
 * CommonMark to an mdast tree (the kit's own parser, `parseCommonMark`, no extensions), made
 * safe to run on any text: super-linear shapes are escaped first (`tameMarkdown`) and long text
 * is parsed in pieces (`markdownChunks`). Pure and synchronous; never throws. With `memo` (one
 * per source text), a piece parsed before is not parsed again: "Show more" on a long answer then
 * costs the text it reveals, not the whole visible text again.
 */
export function parseMarkdown(text: string, memo?: Map<string, RootContent[]>): MarkdownDocument {
  // Tamed after the cut: a forced cut inside a long line starts a new line that needs it again.
  const chunks = markdownChunks(text, CHUNK_CHARS).map(tameMarkdown);
  const shared = chunks.length > 1 ? definitionLines(text, MAX_DEFINITIONS, MAX_DEFINITION_CHARS) : [];
  const children: RootContent[] = [];
  const prelude = shared.length > 0 ? `${shared.join('\n')}\n\n` : '';
  for (const chunk of chunks) {
    // A reference is a link only when its definition is in the same parse, so each piece gets
    // the document's definitions before it (before: they cannot fall into an unclosed fence),
    // and whatever those lines parse to is dropped again by its position.
    const withPrelude = prelude !== '' && chunk.includes('[');
    const key = withPrelude ? prelude + chunk : chunk;
    let nodes = memo?.get(key);
    if (nodes === undefined) {
      nodes = withPrelude
        ? parseChunk(key).filter((node) => (node.position?.start.offset ?? prelude.length) >= prelude.length)
        : parseChunk(chunk);
      memo?.set(key, nodes);
    }
    for (const node of nodes) children.push(node);
  }
  return { children, definitions: definitionsIn(children) };
}
