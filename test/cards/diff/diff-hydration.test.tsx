import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { preloadHighlighter, ToolCard } from '../../../src/index';
import { numberedText, readIntent, readPatch } from './diff-test-utils';

const intents: [string, unknown][] = [
  ['the create fixture', readIntent('diff-create')],
  ['the edit fixture (no changes)', readIntent('diff-edit')],
  ['the patch fixture', readIntent('diff-patch')],
  ['the zod patch', { card: 'diff', title: 'Upgrade zod', patch: readPatch('zod-3.22.0-to-3.22.4.diff') }],
  ['a 150,000-line file behind "Load diff"', { card: 'diff', title: 'Generate', diffs: [{ path: 'big.txt', oldText: null, newText: numberedText(150_000) }] }],
  ['a pending call', { ...readIntent('diff-create'), status: 'pending' }],
];

async function expectCleanHydration(intent: unknown) {
  const markup = renderToString(<ToolCard intent={intent} />);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const serverDom = container.innerHTML;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  const root = await act(async () => hydrateRoot(container, <ToolCard intent={intent} />, { onRecoverableError: recoverable }));
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(serverDom);
  errors.mockRestore();
  act(() => root.unmount());
  container.remove();
}

describe('hydrating the diff card', () => {
  it.each(intents)('hydrates the server markup of %s with no mismatch', async (_name, intent) => {
    await expectCleanHydration(intent);
  });

  it('hydrates highlighted markup when both sides preloaded the same languages', async () => {
    await preloadHighlighter({ langs: ['typescript', 'javascript', 'json', 'markdown'] });
    await expectCleanHydration(readIntent('diff-patch'));
    await expectCleanHydration(readIntent('diff-create'));
  });
});
