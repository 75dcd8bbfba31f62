import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';
import { loadIntentFixtures } from './fixtures/load-intents';

describe('hydration', () => {
  it.each(loadIntentFixtures())('hydrates the server markup of %s with no mismatch', async (_name, intent) => {
    const markup = renderToString(<ToolCard intent={intent} />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    // The DOM's own serialization of the server markup (entities normalised), to compare after hydration.
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
  });
});
