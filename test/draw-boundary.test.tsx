import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
    expect(cards[0]?.querySelector('[data-slot="note"]')).toHaveTextContent('The generic card failed to draw');
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

  it('draws the same fallback on the server and while hydrating, so the page hydrates without a mismatch', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const page = (
      <main>
        <ToolCard intent={{ card: 'generic', title: 'broken', rawInput: { keep: 'me' } }} />
        <ToolCard intent={{ card: 'terminal', command: 'echo fine', output: 'still here' }} />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const serverDom = container.innerHTML;
    expect(container.querySelector('[data-slot="note"]')).toHaveTextContent('The generic card failed to draw');
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverDom);
    act(() => root.unmount());
    container.remove();
    consoleError.mockRestore();
  });
});
