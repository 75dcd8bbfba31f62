import { parseMarkdown } from '../../src/markdown/parse-markdown';

const parsed = vi.hoisted(() => ({ chars: 0 }));

vi.mock('mdast-util-from-markdown', async (importOriginal) => {
  const original = await importOriginal<typeof import('mdast-util-from-markdown')>();
  return {
    ...original,
    fromMarkdown: (text: string) => {
      parsed.chars += text.length;
      return original.fromMarkdown(text);
    },
  };
});

describe('link definitions shared between the pieces of a long answer', () => {
  it('parses an answer made of long link definitions a bounded number of times over', () => {
    const definitions = Array.from({ length: 5_000 }, (_, index) => `[ref${index}]: https://example.com/${'p'.repeat(200)}/${index}`);
    const text = `See [ref0] and [ref1].\n\n${definitions.join('\n')}\n\nAgain [ref0].\n`;
    parsed.chars = 0;
    const document = parseMarkdown(text);
    expect(parsed.chars).toBeLessThan(text.length * 3);
    expect(document.definitions.size).toBe(5_000);
    // A reference far from its definition is still a link.
    expect(JSON.stringify(document.children.at(-1))).toContain('linkReference');
  });
});
