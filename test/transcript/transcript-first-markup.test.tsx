import { act, render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { hydrateRoot } from 'react-dom/client';
import { firstMarkupTranscripts, serverRecord } from './transcript-first-markup';

const recorded = (name: string) => readFileSync(resolve(import.meta.dirname, serverRecord(name)), 'utf8');

describe('the first markup of a transcript on the client', () => {
  it.each(firstMarkupTranscripts())('is the server’s (the ssr project’s record hydrates with no change), $name', async ({ name, element }) => {
    const container = document.createElement('div');
    container.innerHTML = recorded(name);
    document.body.append(container);
    const serverDom = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors.mock.calls.map((call) => String(call[0]).slice(0, 300))).toEqual([]);
    expect(container.innerHTML).toBe(serverDom);
    act(() => root.unmount());
    errors.mockRestore();
    container.remove();
  });

  it.each(firstMarkupTranscripts())('draws the same items in a plain client render, $name', ({ name, element }) => {
    const positions = (root: ParentNode) => [...root.querySelectorAll('[data-slot="feed-item"]')].map((item) => item.getAttribute('aria-posinset'));
    const server = document.createElement('div');
    server.innerHTML = recorded(name);
    const { container } = render(element);
    expect(positions(container)).toEqual(positions(server));
    expect(positions(container)).toHaveLength(6);
  });
});
