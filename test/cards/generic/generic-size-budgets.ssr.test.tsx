import { renderToString } from 'react-dom/server';
import { ToolCard } from '../../../src/index';

const text = (markup: string) => markup.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('the generic card, on values bigger than anything it draws', () => {
  it('draws the first page of two million numbers and says how many there are', () => {
    const markup = renderToString(
      <ToolCard
        intent={{ card: 'generic', title: 'samples', output: Array.from({ length: 2_000_000 }, (_, index) => index) }}
      />,
    );
    expect(text(markup)).toContain('Show more (100 of 2,000,000 shown)');
    expect(markup.length).toBeLessThan(100_000);
  });

  it('notes a million invalid content blocks as malformed data and shows it raw, a page at a time', () => {
    const content = Array.from({ length: 1_000_000 }, (_, index) => ({ type: index }));
    const markup = renderToString(<ToolCard intent={{ card: 'generic', title: 'blocks', content }} />);
    expect(text(markup)).toContain('data is malformed (content.0.type: Invalid type: Expected string but received 0;');
    expect(markup.length).toBeLessThan(200_000);
  });

  it('notes a sparse array of length 2³²−1 as content, and returns', () => {
    const markup = renderToString(
      <ToolCard intent={{ card: 'generic', title: 'sparse', content: new Array(2 ** 32 - 1) }} />,
    );
    expect(text(markup)).toContain(
      'data is malformed (content.0: Invalid type: Expected Object but received undefined;',
    );
    expect(markup.length).toBeLessThan(200_000);
  });
});
