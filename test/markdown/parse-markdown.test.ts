import { markdownChunks } from '../../src/markdown/markdown-chunks';
import { markdownPreview } from '../../src/markdown/markdown-preview';
import { parseMarkdown } from '../../src/markdown/parse-markdown';
import { tameMarkdown } from '../../src/markdown/tame-markdown';

describe('parseMarkdown', () => {
  it('parses CommonMark into block nodes and link definitions', () => {
    const document = parseMarkdown('# Title\n\nSee [the docs][d].\n\n[d]: https://zod.dev "Zod"\n');
    expect(document.children.map((node) => node.type)).toEqual(['heading', 'paragraph', 'definition']);
    expect(document.definitions.get('d')?.url).toBe('https://zod.dev');
  });

  it('keeps raw HTML as html nodes (drawn as text), never as elements', () => {
    const document = parseMarkdown('<img src=x onerror=alert(1)>\n\nand <b>inline</b>');
    expect(document.children[0]).toMatchObject({ type: 'html', value: '<img src=x onerror=alert(1)>' });
  });

  it('gives the same blocks when a long document is parsed in pieces', () => {
    const section = (index: number) =>
      `## Part ${index}\n\n- one\n- two\n\n\`\`\`js\nconst a = ${index};\n\n\nconst b = 2;\n\`\`\`\n\nSee [ref].\n\n`;
    const text = Array.from({ length: 400 }, (_, index) => section(index)).join('') + '[ref]: https://zod.dev\n';
    const document = parseMarkdown(text);
    const types = document.children.map((node) => node.type);
    expect(types.filter((type) => type === 'heading')).toHaveLength(400);
    expect(types.filter((type) => type === 'code')).toHaveLength(400);
    // A code block with blank lines inside is never cut in two.
    expect(document.children.find((node) => node.type === 'code')).toMatchObject({
      value: 'const a = 0;\n\n\nconst b = 2;',
    });
    // A reference far from its definition is still a link.
    const paragraphs = document.children.filter((node) => node.type === 'paragraph');
    expect(JSON.stringify(paragraphs[0])).toContain('linkReference');
    expect(JSON.stringify(paragraphs[399])).toContain('linkReference');
    // The definitions handed to each piece are dropped again: the text's own appears once.
    expect(types.filter((type) => type === 'definition')).toHaveLength(1);
  });

  it.each([
    ['a line of 25,000 list markers', '- '.repeat(25_000) + 'x'],
    ['a line of 50,000 quote markers', '>'.repeat(50_000) + ' x'],
    ['nested quotes and lists on one line', '> - '.repeat(12_500) + 'x'],
    ['a run of 50,000 asterisks', '*'.repeat(25_000) + 'x' + '*'.repeat(25_000)],
    ['20,000 short lines in one paragraph', 'a\n'.repeat(20_000)],
  ])('parses %s without hanging (these take micromark minutes unguarded)', (_name, text) => {
    // The bound is the test timeout, far above the guarded time on any machine and far below the
    // unguarded one; the time itself is measured by the benchmark's pathological rows.
    expect(parseMarkdown(text).children.length).toBeGreaterThan(0);
  });
});

describe('tameMarkdown', () => {
  it('leaves ordinary Markdown alone', () => {
    const text = '# T\n\n- a\n  - b\n\n> quote\n\n**bold** and _em_\n\n---\n';
    expect(tameMarkdown(text)).toBe(text);
  });

  it('escapes the container marker past the nesting limit, and long delimiter runs outside code', () => {
    expect(tameMarkdown('- '.repeat(10) + 'x')).toBe('- '.repeat(8) + '\\- - x');
    expect(tameMarkdown(`a${'*'.repeat(20)}`)).toBe(`a${'\\*'.repeat(20)}`);
    // A line of only delimiters is a thematic break (CommonMark example 50), kept as it is.
    expect(tameMarkdown('*'.repeat(20))).toBe('*'.repeat(20));
    const banner = '```c\n/' + '*'.repeat(40) + '/\n```';
    expect(tameMarkdown(banner)).toBe(banner);
  });
});

describe('markdownChunks', () => {
  it('cuts only before a line at the margin after a blank line, outside fences', () => {
    const text = 'paragraph one\n\n- item\n\n  continued\n\n```\na\n\nb\n```\n\nlast';
    const chunks = markdownChunks(text, 12);
    expect(chunks.join('')).toBe(text);
    expect(chunks).toEqual(['paragraph one\n\n', '- item\n\n  continued\n\n', '```\na\n\nb\n```\n\n', 'last']);
  });

  it('cuts a line with no other place to cut, never inside a surrogate pair', () => {
    const text = '😀'.repeat(5000);
    const chunks = markdownChunks(text, 1000);
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(2000);
    for (const chunk of chunks) expect(chunk.codePointAt(0)).toBe(0x1f600);
  });
});

describe('markdownPreview', () => {
  it('shows short text whole (no preview)', () => {
    expect(markdownPreview('short', 600)).toBeUndefined();
  });

  it('cuts at the first blank line past half the budget', () => {
    const text = `${'a'.repeat(200)}\n\n${'b'.repeat(400)}\n\n${'c'.repeat(400)}`;
    expect(markdownPreview(text, 600)).toBe(`${'a'.repeat(200)}\n\n${'b'.repeat(400)}`);
  });

  it('cuts one long line on a space, with an ellipsis', () => {
    const preview = markdownPreview('word '.repeat(400), 600) ?? '';
    expect(preview.endsWith('word…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(601);
  });
});

describe('parseMarkdown where the CommonMark spec was not followed before', () => {
  it('reads 37 underscores as a thematic break (example 50)', () => {
    expect(parseMarkdown(`${'_'.repeat(37)}\n`).children.map((node) => node.type)).toEqual(['thematicBreak']);
  });

  it('finds a link definition inside a block quote (example 220)', () => {
    expect(parseMarkdown('[foo]\n\n> [foo]: https://example.com/url\n').definitions.get('foo')?.url).toBe(
      'https://example.com/url',
    );
  });

  it('does not take an astral symbol for a letter beside a delimiter (example 356)', () => {
    expect(JSON.stringify(parseMarkdown('*\u{1E2FF}*delta.\n').children)).not.toContain('emphasis');
  });
});
