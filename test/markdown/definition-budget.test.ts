import { parseMarkdown } from '../../src/markdown/parse-markdown';

const parsed = vi.hoisted(() => ({ chars: 0 }));

vi.mock('../../src/markdown/commonmark/parse-commonmark', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/markdown/commonmark/parse-commonmark')>();
  return {
    ...original,
    parseCommonMark: (text: string) => {
      parsed.chars += text.length;
      return original.parseCommonMark(text);
    },
  };
});

describe('link definitions shared between the pieces of a long answer', () => {
  it('parses an answer made of long link definitions a bounded number of times over', () => {
    const definitions = Array.from(
      { length: 5_000 },
      (_, index) => `[ref${index}]: https://example.com/${'p'.repeat(200)}/${index}`,
    );
    const text = `See [ref0] and [ref1].\n\n${definitions.join('\n')}\n\nAgain [ref0].\n`;
    parsed.chars = 0;
    const document = parseMarkdown(text);
    expect(parsed.chars).toBeLessThan(text.length * 3);
    expect(document.definitions.size).toBe(5_000);
    // A reference far from its definition is still a link.
    expect(JSON.stringify(document.children.at(-1))).toContain('linkReference');
  });
});

describe('revealing more of a long answer', () => {
  it('parses only the pieces it has not parsed before', () => {
    const paragraphs = Array.from(
      { length: 2_000 },
      (_, index) => `Paragraph ${index} with a [link](https://example.com/${index}).\n`,
    ).join('\n');
    const memo = new Map();
    parsed.chars = 0;
    const first = parseMarkdown(paragraphs.slice(0, 20_000), memo);
    const afterFirst = parsed.chars;
    const second = parseMarkdown(paragraphs.slice(0, 80_000), memo);
    // The second parse reads the new 60,000 characters and the piece cut at the first end, not the first 20,000 again.
    expect(parsed.chars - afterFirst).toBeLessThan(60_000 + 8_000);
    expect(second.children.slice(0, first.children.length - 1)).toEqual(first.children.slice(0, -1));
  });
});
