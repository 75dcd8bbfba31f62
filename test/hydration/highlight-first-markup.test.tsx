import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expectCleanHydration } from '../support/expect-clean-hydration';

/*
 * Highlighted first markup, asked for with <ToolCardHost highlightFirstMarkup>, hydrates with no
 * mismatch: when the client preloaded the languages, and when it did not (the card then waits for
 * its grammar, keeping the server's markup meanwhile). The client here is a fresh copy of the kit
 * (vi.resetModules), so nothing the server side loaded is loaded on it.
 */

type Kit = typeof import('../../src/index');
const intent = {
  card: 'read',
  path: 'tool.py',
  lines: [
    { number: 1, text: 'def greet(name: str) -> str:' },
    { number: 2, text: '    return f"hi {name}"' },
  ],
};

async function freshKit(): Promise<Kit> {
  vi.resetModules();
  const kit = await import('../../src/index');
  await kit.preloadCards();
  return kit;
}

const card = (kit: Kit): ReactElement => (
  <kit.ToolCardHost highlightFirstMarkup>
    <kit.ToolCard intent={intent} />
  </kit.ToolCardHost>
);

describe('hydrating highlighted first markup', () => {
  it('gives highlighted server markup that hydrates cleanly when the client preloaded the same language', async () => {
    const kit = await freshKit();
    await kit.preloadHighlighter({ langs: ['python'] });
    expect(await expectCleanHydration(card(kit))).toContain('data-slot="token"');
  });

  it('hydrates cleanly when the client did not preload: the card waits for its grammar', async () => {
    const server = await freshKit();
    await server.preloadHighlighter({ langs: ['python'] });
    const markup = renderToString(card(server));
    expect(markup).toContain('data-slot="token"');

    const client = await freshKit();
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const serverDom = container.innerHTML;
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = await act(async () => hydrateRoot(container, card(client), { onRecoverableError: recoverable }));
      // The grammar is on its way: the server's markup stays as it was.
      expect(container.innerHTML).toBe(serverDom);
      await act(() => client.preloadHighlighter({ langs: ['python'] }));
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(serverDom);
      // Hydrated, not merely left alone: the card answers a click.
      const toggle = container.querySelector<HTMLButtonElement>('[data-slot="trigger"], button[aria-expanded]');
      expect(toggle).not.toBeNull();
      act(() => toggle?.click());
      expect(toggle?.getAttribute('aria-expanded')).toBe('false');
      act(() => root.unmount());
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
