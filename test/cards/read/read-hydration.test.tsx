import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { preloadHighlighter, ToolCard } from '../../../src/index';
import readWindow from '../../fixtures/intents/read-window.json';
import { fixtureLines, numbered, typeScriptLines } from './read-test-utils';

async function expectHydrates(intent: unknown, open: boolean) {
  const markup = renderToString(<ToolCard intent={intent} defaultOpen={open} />);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const serverDom = container.innerHTML;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, <ToolCard intent={intent} defaultOpen={open} />, { onRecoverableError: recoverable }));
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(serverDom);
  errors.mockRestore();
  act(() => root.unmount());
  container.remove();
  return markup;
}

const intents: [string, unknown, boolean][] = [
  ['the host fixture', readWindow, true],
  ['a 50,000-line window', { card: 'read', path: 'big.ts', lines: numbered(typeScriptLines(50_000)) }, true],
  ['hidden characters and lone surrogates', { card: 'read', path: 'a\u202E.js', lines: [{ number: 1, text: 'x\u202Ey\u200B\u0000 \uD800' }] }, true],
  ['an empty window past the end', { card: 'read', path: 'a.js', offset: 300, lines: [], totalLines: 226 }, true],
  ['a collapsed preview', readWindow, false],
];

describe('hydrating the read card', () => {
  it.each(intents)('hydrates the server markup of %s with no mismatch', async (_name, intent, open) => {
    await expectHydrates(intent, open);
  });

  it('hydrates highlighted server markup when the client preloaded the same language', async () => {
    await preloadHighlighter({ langs: ['js'] });
    const zod = fixtureLines('zod-types.js');
    const markup = await expectHydrates({ card: 'read', path: 'lib/types.js', lines: numbered(zod.slice(1199, 1279), 1200) }, true);
    expect(markup).toContain('data-slot="token"');
  });
});
