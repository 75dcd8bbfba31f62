import type { Nodes } from 'mdast';
import { parseCommonMark } from '../../src/markdown/commonmark/parse-commonmark';

/** How deep a tree goes, measured without recursion. */
function depthOf(nodes: readonly Nodes[]): number {
  let deepest = 0;
  const stack: Array<[Nodes, number]> = nodes.map((node) => [node, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [Nodes, number];
    deepest = Math.max(deepest, depth);
    if ('children' in node) for (const child of node.children) stack.push([child as Nodes, depth + 1]);
  }
  return deepest;
}

describe('parseCommonMark', () => {
  it('gives top-level blocks their start offset in the text (parseMarkdown drops its prelude by it)', () => {
    const text = '[d]: https://a.example\n\n# Title\n\n> quote\n\n- item\n';
    const nodes = parseCommonMark(text);
    expect(nodes.map((node) => [node.type, node.position?.start.offset])).toEqual([
      ['definition', 0],
      ['heading', text.indexOf('# Title')],
      ['blockquote', text.indexOf('> quote')],
      ['list', text.indexOf('- item')],
    ]);
  });

  it('positions each of several definitions in a paragraph, and the paragraph after them, from their own lines', () => {
    const text = 'intro\n\n> [a]: /a\n> [b]:\n>   /b "t"\n> text\n';
    const quote = parseCommonMark(text)[1];
    expect(
      quote?.type === 'blockquote' && quote.children.map((node) => [node.type, node.position?.start.line]),
    ).toEqual([
      ['definition', 3],
      ['definition', 4],
      ['paragraph', 6],
    ]);
  });

  it.each([
    ['10,000 nested block quotes on one line', '>'.repeat(10_000) + ' x', 10_000],
    ['10,000 nested lists on one line', '- '.repeat(10_000) + 'x', 20_000],
    [
      '2,000 lists nested by indentation',
      Array.from({ length: 2_000 }, (_, index) => `${' '.repeat(index * 2)}- x`).join('\n'),
      4_000,
    ],
    ['10,000 nested emphasis', '*'.repeat(10_000) + 'x' + '*'.repeat(10_000), 5_000],
    ['10,000 nested links', '[a'.repeat(10_000) + '](u)'.repeat(10_000), 1],
  ])('parses %s without overflowing the stack', (_name, text, minimumDepth) => {
    const nodes = parseCommonMark(text);
    expect(depthOf(nodes)).toBeGreaterThanOrEqual(minimumDepth);
  });

  it('lets a closer that paired once pair again with an opener further back', () => {
    // `****` closes `*` first (its unused length then 3), then `**`: the search for the second
    // opener may not stop where a lone `*` closer's search stopped.
    expect(parseCommonMark("a>**-->*)x'****> ]")).toMatchObject([
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'a>' },
          {
            type: 'strong',
            children: [
              { type: 'text', value: '-->' },
              { type: 'emphasis', children: [{ type: 'text', value: ")x'" }] },
            ],
          },
          { type: 'text', value: '*> ]' },
        ],
      },
    ]);
  });

  it('reads NUL as U+FFFD (spec 2.3)', () => {
    expect(parseCommonMark('a\0b')).toMatchObject([
      { type: 'paragraph', children: [{ type: 'text', value: 'a\uFFFDb' }] },
    ]);
  });
});
