import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { preloadHighlighter, ToolCard } from '../../src/index';
import { ensureLanguage } from '../../src/highlight/load-highlight-runtime';
import readWindow from '../fixtures/intents/read-window.json';
import { driveBackgroundWork } from '../support/background-work';
import terminalResult from '../fixtures/intents/terminal-result.json';
import genericResult from '../fixtures/intents/generic-result.json';

// The highlighting runtime is a lazy chunk: this stands in for the network, counting each fetch
// and failing it while `chunk.fails` is set.
const chunk = vi.hoisted(() => ({ loads: 0, fails: false }));
vi.mock('../../src/highlight/highlight-runtime', async (importOriginal) => {
  chunk.loads++;
  if (chunk.fails) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

/** Lets settled promises run their callbacks (a task runs only after all microtasks), inside act(). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  chunk.fails = false;
});

// In order: the chunk is fetched once in this file, so the first tests see it unloaded.
describe('the highlighting runtime, a lazy chunk', () => {
  it('is not fetched to draw a card’s first markup, on a server or in a browser, nor by cards with no code', async () => {
    renderToString(<ToolCard intent={readWindow} defaultOpen />);
    render(<ToolCard intent={terminalResult} defaultOpen />);
    render(<ToolCard intent={genericResult} defaultOpen />);
    await settle();
    expect(chunk.loads).toBe(0);
  });

  it('when it fails to load, code stays plain text, nothing breaks, and preloadHighlighter says why', async () => {
    chunk.fails = true;
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<ToolCard intent={readWindow} defaultOpen />);
    const plain = container.innerHTML;
    // The card asked for the runtime on mount; this is the same (failing) load.
    await act(async () => expect(await ensureLanguage('javascript')).toBe(false));
    await settle();
    expect(chunk.loads).toBeGreaterThan(0);
    expect(container.innerHTML).toBe(plain);
    expect(container.querySelectorAll('[data-slot="token"]')).toHaveLength(0);
    expect(container.textContent).toContain('const chalkFactory = options => {');
    await expect(preloadHighlighter({ langs: ['js'] })).rejects.toThrow('toolcards: could not load the highlighter');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('loads on a later try once the network is back, and then highlights', async () => {
    await preloadHighlighter({ langs: ['js'] });
    const background = driveBackgroundWork();
    const { container } = render(<ToolCard intent={readWindow} defaultOpen />);
    await background.runAll();
    expect(container.querySelector('[data-slot="token"]')).not.toBeNull();
  });
});
