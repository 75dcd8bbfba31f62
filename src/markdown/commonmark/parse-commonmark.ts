import type { RootContent } from 'mdast';
import { parseBlocks } from './block-parser';
import { parseInlines } from './inline-parser';

/**
 * CommonMark 0.31.2 to mdast: the nodes `mdast-util-from-markdown` gives for the same text
 * (paragraphs, headings, breaks, quotes, lists, code, HTML, definitions; text, emphasis, strong,
 * code, breaks, links, images, references, HTML), without extensions. Block nodes carry their
 * position; inline nodes do not. Pure and synchronous, no recursion on the input's nesting.
 * NUL characters are replaced by U+FFFD (spec 2.3).
 */
export function parseCommonMark(text: string): RootContent[] {
  const tree = parseBlocks(text.includes('\0') ? text.replace(/\0/g, '\uFFFD') : text);
  const defined = new Set(tree.definitions.map((definition) => definition.identifier));
  for (const work of tree.inlineWork) work.node.children = parseInlines(work.text, defined);
  return tree.children;
}
