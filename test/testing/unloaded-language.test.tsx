import { render } from '@testing-library/react';
import { ensureLanguage } from '../../src/highlight/load-highlight-runtime';
import { ToolCard } from '../../src/index';
import { setupToolcardsTesting } from '../../src/testing/index';

const consoleErrors = vi.spyOn(console, 'error');
beforeAll(() => setupToolcardsTesting({ langs: ['ts'] }));

const settle = async () => {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('toolcards/testing with a chosen set of languages', () => {
  it('keeps a language it did not preload plain, then and later, and nothing updates outside act()', async () => {
    const python = {
      card: 'read',
      path: 'tool.py',
      lines: [
        { number: 1, text: 'def run(x):' },
        { number: 2, text: '    return x * 2' },
      ],
    };
    const { container } = render(<ToolCard intent={python} />);
    const first = container.innerHTML;
    await settle();
    // An app would have started loading the Python grammar; wait until it is surely in (the same
    // promise the card would wait on), then give any update its turn.
    await ensureLanguage('python');
    await settle();
    expect(container.innerHTML).toBe(first);
    expect(container.querySelectorAll('[data-slot="token"]')).toHaveLength(0);
    expect(consoleErrors.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });

  it('highlights the preloaded language on the first render', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'a.ts', lines: [{ number: 1, text: 'const a: number = 1;' }] }} />,
    );
    expect(container.querySelectorAll('[data-slot="token"]').length).toBeGreaterThan(3);
  });
});
