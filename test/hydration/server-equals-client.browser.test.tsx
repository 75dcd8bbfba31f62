import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { commands } from 'vitest/browser';
import { ToolCard } from '../../src/index';
import { ensureLanguage } from '../../src/highlight/load-highlight-runtime';
import { languageFor } from '../../src/highlight/language-for-path';
import { SERVER_CLIENT_CASES } from './server-client-cases';

/*
 * Server = client, in Chromium: markup rendered by Node and sent in UTF-8 hydrates with no
 * mismatch (no recoverable error, nothing logged) and is left as it came.
 */

async function hydrate(markup: string, element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const before = container.innerHTML;
  const recoverable = vi.fn();
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  let root: ReturnType<typeof hydrateRoot> | undefined;
  try {
    root = hydrateRoot(container, element, { onRecoverableError: recoverable });
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { recoverable: [...recoverable.mock.calls], errors: [...errors.mock.calls], before, container };
  } finally {
    errors.mockRestore();
    root?.unmount();
    container.remove();
  }
}

describe('Node server markup hydrates in Chromium without a mismatch', () => {
  it.each(Object.keys(SERVER_CLIENT_CASES))('%s', async (name) => {
    const markup = JSON.parse(await commands.renderOnServer(name)) as string;
    const build = SERVER_CLIENT_CASES[name] as () => React.ReactElement;
    const result = await hydrate(markup, build());
    expect(result.recoverable).toEqual([]);
    expect(result.errors).toEqual([]);
  });

  it('Node and Chromium make the same links', async () => {
    const name = 'web sources with URLs engines read differently';
    const nodeMarkup = JSON.parse(await commands.renderOnServer(name)) as string;
    const build = SERVER_CLIENT_CASES[name] as () => React.ReactElement;
    const hrefs = (markup: string) => {
      const template = document.createElement('template');
      template.innerHTML = markup;
      return [...template.content.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    };
    expect(hrefs(renderToString(build()))).toEqual(hrefs(nodeMarkup));
    expect(hrefs(nodeMarkup)).toEqual(['https://xn--a.com/', 'https://example.com/a%20b']);
  });
});

describe('a grammar already loaded on the page', () => {
  it('does not change the hydrating render: server markup stays plain, highlighting follows', async () => {
    const intent = { card: 'read', path: 'main.rs', text: 'fn main() {\n    println!("hi");\n}\n' };
    // The server had no grammar (nothing preloaded); this page loaded Rust for another card.
    const markup = renderToString(<ToolCard intent={intent} />);
    expect(markup).not.toContain('data-slot="token"');
    expect(await ensureLanguage(languageFor({ lang: 'rust' })!)).toBe(true);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const root = hydrateRoot(container, <ToolCard intent={intent} />, { onRecoverableError: recoverable });
      await vi.waitFor(() => expect(container.querySelector('[data-slot="token"]')).not.toBeNull(), {
        timeout: 10_000,
      });
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      root.unmount();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
