import { render } from '@testing-library/react';
import { ToolCard } from '../src/index';

vi.mock('../src/cards/generic/generic-card', () => ({
  GenericCardBody: () => {
    throw new Error('the generic view has a bug');
  },
}));

describe('a card view that throws', () => {
  it('costs only that card its view: the others and the page still render', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <>
        <ToolCard intent={{ card: 'generic', title: 'broken', rawInput: { keep: 'me' } }} />
        <ToolCard intent={{ card: 'chart', title: 'other' }} />
      </>,
    );
    const cards = container.querySelectorAll('[data-toolcard]');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.querySelector('[data-slot="note"]')).toHaveTextContent('The generic view failed to draw');
    expect(cards[0]?.querySelector('[data-slot="body"]')).toHaveTextContent('"keep"');
    expect(cards[1]?.querySelector('[data-slot="note"]')).toHaveTextContent('Unrecognized card "chart"');
    consoleError.mockRestore();
  });

  it('gets a fresh try when the next intent arrives', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container, rerender } = render(<ToolCard intent={{ card: 'generic', title: 'a' }} />);
    expect(container.querySelector('[data-slot="note"]')).toHaveTextContent('failed to draw');
    rerender(<ToolCard intent={{ card: 'chart', title: 'b' }} />);
    expect(container.querySelector('[data-slot="note"]')).toHaveTextContent('Unrecognized card');
    consoleError.mockRestore();
  });
});
