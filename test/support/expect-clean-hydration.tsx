import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/** What {@link expectCleanHydration} allows after hydration. */
interface CleanHydrationOptions {
  /**
   * The client highlights the plain server markup right after hydrating it (its grammars are
   * loaded, the host did not ask for highlighted first markup): the text must stay the same.
   */
  highlightsAfter?: boolean;
}

/**
 * Renders `element` on the server, hydrates that markup with the same element in jsdom, and
 * expects no mismatch: no recoverable error, nothing logged, and the DOM unchanged (compared with
 * the DOM's own serialization of the server markup, so entity spelling does not count; only its
 * text with `highlightsAfter`). Returns the server markup.
 */
export async function expectCleanHydration(
  element: ReactElement,
  { highlightsAfter = false }: CleanHydrationOptions = {},
): Promise<string> {
  const markup = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  const serverDom = container.innerHTML;
  const serverText = container.textContent;
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const recoverable = vi.fn();
  try {
    const root = await act(async () => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    if (highlightsAfter) expect(container.textContent).toBe(serverText);
    else expect(container.innerHTML).toBe(serverDom);
    act(() => root.unmount());
    return markup;
  } finally {
    errors.mockRestore();
    container.remove();
  }
}
