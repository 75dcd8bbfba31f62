import { normalizeMarkdownUrl } from '../../src/markdown/normalize-markdown-url';

describe('normalizeMarkdownUrl', () => {
  it('percent-encodes a backslash and brackets, so the link goes where its text says (example 605)', () => {
    expect(normalizeMarkdownUrl('https://example.com/\\[\\')).toBe('https://example.com/%5C%5B%5C');
  });

  it('keeps valid escapes and encodes spaces and non-ASCII text as UTF-8', () => {
    expect(normalizeMarkdownUrl('https://x.example/a%20b c/ä')).toBe('https://x.example/a%20b%20c/%C3%A4');
    expect(normalizeMarkdownUrl('https://x.example/100%')).toBe('https://x.example/100%25');
  });
});
