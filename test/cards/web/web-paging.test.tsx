import { fireEvent, render } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { slot, slots } from '../terminal/terminal-test-utils';

describe('the web card with huge lists', () => {
  it('draws 100,000 sources a hundred at a time, saying how many are shown', () => {
    const sources = Array.from({ length: 100_000 }, (_, index) => ({
      url: `https://example.com/${index}`,
      title: `Source ${index}`,
    }));
    const { container } = render(<ToolCard intent={{ card: 'web', kind: 'search', truncated: false, sources }} />);
    expect(slots(container, 'source')).toHaveLength(100);
    const more = slot(container, 'show-more');
    expect(more).toHaveTextContent('Show more (100 of 100,000 shown)');
    expect(more).toHaveAttribute('data-total', '100000');
    fireEvent.click(more);
    expect(slots(container, 'source')).toHaveLength(200);
    expect(slots(container, 'source').at(-1)).toHaveTextContent('[200]');
    expect(slot(container, 'show-more')).toHaveAttribute('data-shown', '200');
  });

  it('draws 200,000 fetched content blocks a hundred at a time', () => {
    const content = Array.from({ length: 200_000 }, (_, index) => ({ type: 'text', text: `block ${index}` }));
    const { container } = render(
      <ToolCard
        intent={{ card: 'web', kind: 'fetch', url: 'https://example.com/', statusCode: 200, truncated: false, content }}
      />,
    );
    expect(slots(container, 'content-block')).toHaveLength(100);
    expect(slot(container, 'show-more')).toHaveTextContent('Show more (100 of 200,000 shown)');
    fireEvent.click(slot(container, 'show-more'));
    expect(slots(container, 'content-block')).toHaveLength(200);
  });

  it('shows no button when every source fits', () => {
    const sources = Array.from({ length: 100 }, (_, index) => ({ url: `https://example.com/${index}` }));
    const { container } = render(<ToolCard intent={{ card: 'web', kind: 'search', truncated: false, sources }} />);
    expect(slots(container, 'source')).toHaveLength(100);
    expect(container.querySelector('[data-slot="show-more"]')).toBeNull();
  });
});
