import type { RootContent } from 'mdast';
import { parseBlocks } from './block-parser';
import { parseInlines } from './inline-parser';

/**
 * CommonMark 0.31.2 to mdast: the nodes `mdast-util-from-markdown` gives for the same text
 * (paragraphs, headings, breaks, quotes, lists, code, HTML, definitions; text, emphasis, strong,
 * code, breaks, links, images, references, HTML), without extensions. Block nodes carry their
 * position; inline nodes do not. Pure and synchronous, no recursion on the input's nesting.
 * NUL characters are replaced by U+FFFD (spec 2.3); a leading byte order mark is dropped.
 */
export function parseCommonMark(text: string): RootContent[] {
  // A byte order mark is not text (mdast-util-from-markdown drops it too): `# Title` after one is still a heading.
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const tree = parseBlocks(source.includes('\0') ? source.replace(/\0/g, '\uFFFD') : source);
  const defined = new Set(tree.definitions.map((definition) => definition.identifier));
  for (const work of tree.inlineWork) work.node.children = parseInlines(work.text, defined);
  return tree.children;
}
