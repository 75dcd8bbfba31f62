import { fireEvent, render } from '@testing-library/react';
import { MarkdownText } from '../../src/markdown/markdown-text';

const draw = (source: string) => render(<MarkdownText source={source} />).container;

describe('MarkdownText', () => {
  it('draws CommonMark as elements: paragraphs, emphasis, lists, quotes, code', () => {
    const view = draw(
      'Use **bold**, _em_ and `z.union()`.\n\n1. one\n2. two\n\n> said\n\n```ts\nconst a = 1;\n```\n\n---',
    );
    expect(view.querySelector('strong')).toHaveTextContent('bold');
    expect(view.querySelector('em')).toHaveTextContent('em');
    expect(view.querySelector('[data-slot="markdown-inline-code"]')).toHaveTextContent('z.union()');
    expect(view.querySelectorAll('ol > li')).toHaveLength(2);
    expect(view.querySelector('blockquote')).toHaveTextContent('said');
    expect(view.querySelector('pre[data-slot="markdown-code"]')).toHaveAttribute('data-lang', 'ts');
    expect(view.querySelector('pre code')?.textContent).toBe('const a = 1;');
    expect(view.querySelector('hr')).not.toBeNull();
  });

  it('shows raw HTML as text: no element, no handler, no script', () => {
    const view = draw('<img src=x onerror=alert(1)>\n\nHi <script>alert(1)</script> <b>bold</b>');
    expect(view.querySelector('img, script, b')).toBeNull();
    expect(view.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(view.textContent).toContain('<script>');
    expect(view.querySelectorAll('[data-slot="markdown-html"]').length).toBeGreaterThan(0);
  });

  it('links only http(s) targets, through the link policy', () => {
    const view = draw(
      '[ok](https://zod.dev/) [bad](javascript:alert(1)) [rel](/docs) [data](data:text/html,x) <https://auto.test/x> [ref][r]\n\n[r]: https://ref.test/',
    );
    const links = [...view.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://zod.dev/',
      'https://auto.test/x',
      'https://ref.test/',
    ]);
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect([...view.querySelectorAll('[data-slot="link-text"]')].map((text) => text.textContent)).toEqual([
      'bad',
      'rel',
      'data',
    ]);
  });

  it('never loads an image: shows its alt text and its URL as a link', () => {
    const view = draw('![a chart](https://img.test/c.png) ![x](javascript:alert(1))');
    expect(view.querySelector('img')).toBeNull();
    const images = view.querySelectorAll('[data-slot="markdown-image"]');
    expect(images[0]).toHaveTextContent('Image (not loaded): a chart');
    expect(images[0]?.querySelector('a')).toHaveAttribute('href', 'https://img.test/c.png');
    expect(images[1]?.querySelector('a')).toBeNull();
  });

  it('draws headings as headings below the card’s place in the outline (h3 and down, h6 at most)', () => {
    const view = draw('# One\n\n### Three\n\n###### Six');
    expect(view.querySelector('h1, h2')).toBeNull();
    expect(view.querySelector('h3[data-slot="markdown-heading"][data-depth="1"]')).toHaveTextContent('One');
    expect(view.querySelector('h5[data-slot="markdown-heading"][data-depth="3"]')).toHaveTextContent('Three');
    expect(view.querySelector('h6[data-slot="markdown-heading"][data-depth="6"]')).toHaveTextContent('Six');
  });

  it('draws 5,000 nested quotes without overflowing the stack, keeping the text', () => {
    const view = draw(`${'> '.repeat(5000)}deep`);
    expect(view.textContent).toContain('deep');
  });

  it('draws a long text in steps behind Show more', () => {
    const source = Array.from({ length: 8000 }, (_, index) => `Paragraph ${index}.`).join('\n\n');
    const view = draw(source);
    expect(view.textContent).toContain('Paragraph 0.');
    expect(view.textContent).not.toContain('Paragraph 7999.');
    const more = view.querySelector('[data-slot="show-more"]') as HTMLElement;
    expect(more).toHaveTextContent(/Show more \([\d,]+ more characters\)/);
    for (let clicks = 0; clicks < 5 && view.querySelector('[data-slot="show-more"]'); clicks++)
      fireEvent.click(view.querySelector('[data-slot="show-more"]') as HTMLElement);
    expect(view.querySelector('[data-slot="show-more"]')).toBeNull();
    expect(view.textContent).toContain('Paragraph 7999.');
  });

  it('reveals at most 200,000 more characters per Show more, so each click stays bounded', () => {
    const source = `${'x'.repeat(99)}\n`.repeat(20_000);
    const view = draw(source);
    const more = () => view.querySelector('[data-slot="show-more"]') as HTMLElement;
    fireEvent.click(more()); // 20,000 → 80,000
    fireEvent.click(more()); // → 280,000, not 320,000
    fireEvent.click(more()); // → 480,000, not 1,280,000
    expect(more()).toHaveTextContent(`Show more (${(2_000_000 - 479_999).toLocaleString('en-US')} more characters)`);
  });
});
