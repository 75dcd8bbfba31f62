import { buildMarkdownTree } from '../../src/markdown/build-markdown-tree';
import type { BlockContent, MarkdownNode } from '../../src/markdown/markdown-tree';

/** The tree without block offsets, to compare shapes. */
const shape = (text: string) =>
  JSON.parse(JSON.stringify(buildMarkdownTree(text), (key, value: unknown) => (key === 'offset' ? undefined : value))) as BlockContent[];
const text = (value: string) => ({ type: 'text', value });

/** The deepest nesting of a tree, walked without recursion. */
function depthOf(nodes: readonly MarkdownNode[]): number {
  let deepest = 0;
  const stack = nodes.map((node) => ({ node, depth: 1 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: MarkdownNode; depth: number };
    deepest = Math.max(deepest, depth);
    if ('children' in node) for (const child of node.children) stack.push({ node: child, depth: depth + 1 });
  }
  return deepest;
}

describe('the kit’s Markdown parser', () => {
  it('reads ATX and setext headings, closing hashes dropped', () => {
    expect(shape('# One #\n\nTwo\n===\n\nThree\n---\n###### Six')).toEqual([
      { type: 'heading', depth: 1, children: [text('One')] },
      { type: 'heading', depth: 1, children: [text('Two')] },
      { type: 'heading', depth: 2, children: [text('Three')] },
      { type: 'heading', depth: 6, children: [text('Six')] },
    ]);
  });

  it('joins a paragraph’s lines with soft breaks, and makes a hard break of two spaces or a backslash', () => {
    expect(shape('one\ntwo  \nthree\\\nfour')).toEqual([
      { type: 'paragraph', children: [text('one\ntwo'), { type: 'break' }, text('three'), { type: 'break' }, text('four')] },
    ]);
  });

  it('reads emphasis, strong emphasis and inline code', () => {
    expect(shape('*a* __b__ ***c*** `x *y*`')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'emphasis', children: [text('a')] },
          text(' '),
          { type: 'strong', children: [text('b')] },
          text(' '),
          { type: 'emphasis', children: [{ type: 'strong', children: [text('c')] }] },
          text(' '),
          { type: 'inlineCode', value: 'x *y*' },
        ],
      },
    ]);
  });

  it('reads fenced code with its language and meta, and indented code', () => {
    expect(shape('```ts title="a.ts"\nconst a = 1;\n\n```\n\n    indented\n      more\n')).toEqual([
      { type: 'code', lang: 'ts', meta: 'title="a.ts"', value: 'const a = 1;\n' },
      { type: 'code', lang: null, meta: null, value: 'indented\n  more' },
    ]);
  });

  it('reads nested bullet and ordered lists, tight or loose', () => {
    expect(shape('- a\n  1. b\n  2. c\n- d')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: null,
        spread: false,
        children: [
          {
            type: 'listItem',
            spread: false,
            children: [
              { type: 'paragraph', children: [text('a')] },
              {
                type: 'list',
                ordered: true,
                start: 1,
                spread: false,
                children: [
                  { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [text('b')] }] },
                  { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [text('c')] }] },
                ],
              },
            ],
          },
          { type: 'listItem', spread: false, children: [{ type: 'paragraph', children: [text('d')] }] },
        ],
      },
    ]);
    const loose = shape('3) a\n\n4) b');
    expect(loose[0]).toMatchObject({ type: 'list', ordered: true, start: 3, spread: true });
  });

  it('reads block quotes, with lazy continuation lines', () => {
    expect(shape('> quoted\nlazy\n> > inner')).toEqual([
      {
        type: 'blockquote',
        children: [
          { type: 'paragraph', children: [text('quoted\nlazy')] },
          { type: 'blockquote', children: [{ type: 'paragraph', children: [text('inner')] }] },
        ],
      },
    ]);
  });

  it('reads inline links, references to definitions, and autolinks', () => {
    expect(shape('[a](https://a.dev "A") [b][r] [r] <https://c.dev> <me@d.dev>\n\n[r]: https://r.dev')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'link', url: 'https://a.dev', title: 'A', children: [text('a')] },
          text(' '),
          { type: 'linkReference', identifier: 'r', label: 'r', referenceType: 'full', children: [text('b')] },
          text(' '),
          { type: 'linkReference', identifier: 'r', label: 'r', referenceType: 'shortcut', children: [text('r')] },
          text(' '),
          { type: 'link', url: 'https://c.dev', title: null, children: [text('https://c.dev')] },
          text(' '),
          { type: 'link', url: 'mailto:me@d.dev', title: null, children: [text('me@d.dev')] },
        ],
      },
      { type: 'definition', identifier: 'r', label: 'r', url: 'https://r.dev', title: null },
    ]);
  });

  it('keeps a reference without a definition as text', () => {
    expect(shape('[nothing] here')).toEqual([{ type: 'paragraph', children: [text('[nothing] here')] }]);
  });

  it('reads images with their alt text', () => {
    expect(shape('![a *b*](https://img.dev/x.png)')).toEqual([
      { type: 'paragraph', children: [{ type: 'image', url: 'https://img.dev/x.png', title: null, alt: 'a b' }] },
    ]);
  });

  it('reads thematic breaks', () => {
    expect(shape('a\n\n***\n- - -\n___')).toEqual([
      { type: 'paragraph', children: [text('a')] },
      { type: 'thematicBreak' },
      { type: 'thematicBreak' },
      { type: 'thematicBreak' },
    ]);
  });

  it('resolves backslash escapes and character references, never as markup', () => {
    expect(shape('\\*not em\\* &amp; &copy; &#35; &#x1F600; &bogus; &#0;')).toEqual([
      { type: 'paragraph', children: [text('*not em* & © # 😀 &bogus; \uFFFD')] },
    ]);
  });

  it('keeps raw HTML blocks as html nodes, drawn as text', () => {
    expect(shape('<div>\n*not em*\n</div>\n\nafter')).toEqual([
      { type: 'html', value: '<div>\n*not em*\n</div>' },
      { type: 'paragraph', children: [text('after')] },
    ]);
  });

  it('keeps raw inline HTML as html nodes, whose insides are not Markdown', () => {
    expect(shape('a <b title="*x*">bold</b> <!-- *c* --> d')).toEqual([
      {
        type: 'paragraph',
        children: [
          text('a '),
          { type: 'html', value: '<b title="*x*">' },
          text('bold'),
          { type: 'html', value: '</b>' },
          text(' '),
          { type: 'html', value: '<!-- *c* -->' },
          text(' d'),
        ],
      },
    ]);
  });

  it('counts a tab to the next multiple of four columns', () => {
    expect(shape('-\tfoo\n\n\tbar')).toEqual([
      {
        type: 'list',
        ordered: false,
        start: null,
        spread: true,
        children: [
          {
            type: 'listItem',
            spread: true,
            children: [
              { type: 'paragraph', children: [text('foo')] },
              { type: 'paragraph', children: [text('bar')] },
            ],
          },
        ],
      },
    ]);
  });

  it('gives each top-level block the offset where it starts', () => {
    expect(buildMarkdownTree('# a\n\nb\r\nc\n\n- d').map((node) => node.offset)).toEqual([0, 5, 11]);
  });
});

describe('the kit’s Markdown parser on hostile input', () => {
  // The parser itself, without the pieces and limits parseMarkdown adds: a quadratic step here
  // would take 10^12 steps on a megabyte, which no test timeout covers; linear takes a moment.
  const MEGABYTE = 1 << 20;

  it.each([
    ['a megabyte of asterisks in a word', `a${'*'.repeat(MEGABYTE)}b`],
    ['a megabyte of alternating delimiters', '*_'.repeat(MEGABYTE / 2)],
    ['a megabyte of opening brackets', '['.repeat(MEGABYTE)],
    ['a megabyte of bracket pairs', '[]'.repeat(MEGABYTE / 2)],
    ['unclosed inline links', '[a](b "'.repeat(MEGABYTE / 7)],
    ['unclosed code spans of every length', Array.from({ length: 1400 }, (_, index) => '`'.repeat(index + 1) + 'x').join('')],
    ['a megabyte of angle brackets', '<a:'.repeat(MEGABYTE / 3)],
    ['entity-like text', '&a'.repeat(MEGABYTE / 2)],
    ['unclosed HTML comments', '<!--'.repeat(MEGABYTE / 4)],
    ['unclosed HTML attributes', '<a b="'.repeat(MEGABYTE / 6)],
    ['unclosed declarations and processing instructions', '<!X <?'.repeat(MEGABYTE / 6)],
  ])('parses %s in one paragraph', (_name, input) => {
    const tree = buildMarkdownTree(input);
    expect(tree).toHaveLength(1);
    expect(depthOf(tree)).toBeLessThan(5);
  });

  it('parses deep nesting across lines without recursion', () => {
    // A megabyte of indentation: each line nests one list deeper.
    const lines = Array.from({ length: 1_000 }, (_, index) => `${'  '.repeat(index)}- item ${index}`).join('\n');
    const tree = buildMarkdownTree(lines);
    expect(depthOf(tree)).toBeGreaterThan(2_000);
    expect(JSON.stringify(tree)).toContain('item 999');
  });

  it('parses a megabyte of quote markers on one line', () => {
    const tree = buildMarkdownTree(`${'>'.repeat(MEGABYTE)} x`);
    expect(depthOf(tree)).toBeGreaterThan(MEGABYTE);
  });
});
