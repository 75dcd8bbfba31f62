import { parseInlines } from './parse-inlines';
import { codeInfo, parseBlocks, trimSpaces, type RawBlock } from './parse-blocks';
import type { BlockContent, Definition, ListItem } from './markdown-tree';

/** Where each line starts in `text`, for the blocks' `offset`. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(at + 1) !== 0x0a)) starts.push(at + 1);
  }
  return starts;
}

/**
 * CommonMark text to the kit's Markdown tree: blocks first (collecting every link definition),
 * then the inline content of each paragraph and heading, which needs the definitions to know
 * whether `[text]` is a reference. Walked with an explicit stack, so nesting costs no recursion.
 */
export function buildMarkdownTree(text: string): BlockContent[] {
  const definitions = new Map<string, Definition>();
  const document = parseBlocks(text, definitions);
  const starts = lineStarts(text);
  const root: BlockContent[] = [];
  const stack: { block: RawBlock; into: (BlockContent | ListItem)[] }[] = [];
  for (let index = document.children.length - 1; index >= 0; index--) stack.push({ block: document.children[index] as RawBlock, into: root });
  // Children are pushed in reverse so they pop in order; each output array is filled as they pop.
  while (stack.length > 0) {
    const { block, into } = stack.pop() as { block: RawBlock; into: (BlockContent | ListItem)[] };
    const offset = starts[block.startLine] ?? text.length;
    const nested = (children: (BlockContent | ListItem)[]) => {
      for (let index = block.children.length - 1; index >= 0; index--) stack.push({ block: block.children[index] as RawBlock, into: children });
    };
    for (const definition of block.definitions ?? []) into.push({ ...definition, offset });
    switch (block.kind) {
      case 'paragraph': {
        const content = trimSpaces(block.content);
        if (content !== '') into.push({ type: 'paragraph', children: parseInlines(content, definitions), offset });
        break;
      }
      case 'heading': {
        const depth = Math.min(6, Math.max(1, block.depth ?? 1)) as 1 | 2 | 3 | 4 | 5 | 6;
        into.push({ type: 'heading', depth, children: parseInlines(trimSpaces(block.content), definitions), offset });
        break;
      }
      case 'thematicBreak':
        into.push({ type: 'thematicBreak', offset });
        break;
      case 'code':
        into.push({ type: 'code', ...codeInfo(block), offset });
        break;
      case 'html':
        into.push({ type: 'html', value: block.content.replace(/\n$/, ''), offset });
        break;
      case 'blockquote': {
        const children: BlockContent[] = [];
        into.push({ type: 'blockquote', children, offset });
        nested(children);
        break;
      }
      case 'list': {
        const items: ListItem[] = [];
        const marker = block.list;
        into.push({ type: 'list', ordered: marker?.ordered ?? false, start: marker?.start ?? null, spread: block.tight === false, children: items, offset });
        nested(items);
        break;
      }
      case 'item': {
        const children: BlockContent[] = [];
        into.push({ type: 'listItem', spread: block.parent?.tight === false, children, offset });
        nested(children);
        break;
      }
      default:
        break;
    }
  }
  return root;
}
