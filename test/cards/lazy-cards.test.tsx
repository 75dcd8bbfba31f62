import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { builtInCards, createToolCard, lazyCard, preloadCards, type CardRegistry } from '../../src/index';
import { type AnyCardDefinition } from '../../src/cards/card-definition';
import { isLazyCard } from '../../src/cards/card-definition';

/** A promise the test settles when it chooses: the network a card's chunk comes over. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The terminal card's whole definition (the setup loaded the built-in cards). */
async function wholeTerminal(): Promise<AnyCardDefinition> {
  const terminal: CardRegistry['terminal'] = builtInCards.terminal;
  return isLazyCard(terminal) ? terminal.load() : (terminal as AnyCardDefinition);
}

/** A `<ToolCard>` whose terminal card is lazy and loads when the test says (fresh each call: nothing loaded yet). */
function withSlowTerminal() {
  const chunk = deferred<AnyCardDefinition>();
  const load = vi.fn(() => chunk.promise);
  const ToolCard = createToolCard({
    cards: { terminal: lazyCard({ icon: 'terminal', fallbackTitle: (value) => String(value.command), load }) },
  });
  return { ToolCard, chunk, load };
}

const intent = { card: 'terminal', command: 'npm test', output: 'all 12 passed\n', status: 'success' } as const;

describe('a lazy card drawn in the browser before its code is there', () => {
  it('shows its header (title, icon, status) and a loading line, then the card once the code arrives', async () => {
    const { ToolCard, chunk } = withSlowTerminal();
    const { container } = render(<ToolCard intent={intent} />);
    expect(container.querySelector('[data-slot="title"]')).toHaveTextContent('npm test');
    expect(container.querySelector('[data-slot="status"]')).toHaveTextContent('Done');
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'terminal');
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading…');
    expect(container.querySelector('[data-slot="output"]')).toBeNull();

    await act(async () => chunk.resolve(await wholeTerminal()));
    expect(container.querySelector('[data-slot="loading"]')).toBeNull();
    expect(container.querySelector('[data-slot="output"]')).toHaveTextContent('all 12 passed');
  });

  it('copies the raw intent while it loads, when the lazy card carries no header part', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { ToolCard } = withSlowTerminal();
    const { container } = render(<ToolCard intent={intent} />);
    const copy = container.querySelector('[data-slot="copy"]') as HTMLElement;
    expect(copy).toHaveAccessibleName('Copy raw data');
    await act(async () => fireEvent.click(copy));
    expect(JSON.parse(writeText.mock.calls[0]?.[0] as string)).toEqual(intent);
  });

  it('loads the code once for every card of it on the page', async () => {
    const { ToolCard, chunk, load } = withSlowTerminal();
    const { container } = render(
      <>
        <ToolCard intent={intent} />
        <ToolCard intent={{ ...intent, command: 'ls' }} />
      </>,
    );
    await act(async () => chunk.resolve(await wholeTerminal()));
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll('[data-slot="output"]')).toHaveLength(2);
  });

  it('draws at once, with no loading line, once its code has loaded', async () => {
    const { ToolCard, chunk } = withSlowTerminal();
    const first = render(<ToolCard intent={intent} />);
    await act(async () => chunk.resolve(await wholeTerminal()));
    first.unmount();
    const { container } = render(<ToolCard intent={intent} />);
    expect(container.querySelector('[data-slot="loading"]')).toBeNull();
    expect(container.querySelector('[data-slot="output"]')).toHaveTextContent('all 12 passed');
  });

  it('sends for its code while folded, and draws the card in place of the loading line once it comes', async () => {
    const { ToolCard, chunk, load } = withSlowTerminal();
    const { container } = render(<ToolCard intent={intent} defaultOpen={false} />);
    await act(async () => {});
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => chunk.resolve(await wholeTerminal()));
    fireEvent.click(container.querySelector('[data-slot="toggle"]') as HTMLElement);
    expect(container.querySelector('[data-slot="output"]')).toHaveTextContent('all 12 passed');
  });

  it('keeps keyboard focus on the toggle, and the same card element, when the code arrives after the first open', async () => {
    const { ToolCard, chunk } = withSlowTerminal();
    const { container } = render(<ToolCard intent={intent} defaultOpen={false} />);
    const card = container.querySelector('[data-toolcard]');
    const toggle = container.querySelector('[data-slot="toggle"]') as HTMLElement;
    toggle.focus();
    fireEvent.click(toggle);
    expect(container.querySelector('[data-slot="loading"]')).not.toBeNull();
    await act(async () => chunk.resolve(await wholeTerminal()));
    expect(container.querySelector('[data-slot="output"]')).toHaveTextContent('all 12 passed');
    expect(container.querySelector('[data-toolcard]')).toBe(card);
    expect(document.activeElement).toBe(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('checks the intent once the code (and its schema) is there: a malformed one then shows its raw data', async () => {
    const { ToolCard, chunk } = withSlowTerminal();
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 42 }} />);
    expect(container.querySelector('[data-slot="loading"]')).not.toBeNull();
    await act(async () => chunk.resolve(await wholeTerminal()));
    expect(container.querySelector('[data-slot="note"]')).toHaveTextContent(/command/);
  });

  it('shows the raw data with a note when its code fails to load, and preloadCards says which card failed', async () => {
    const { ToolCard, chunk } = withSlowTerminal();
    const { container } = render(<ToolCard intent={intent} />);
    await act(async () => chunk.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(container.querySelector('[data-slot="note"]')).toHaveTextContent(
      'The terminal card’s code failed to load: showing the raw data.',
    );
    expect(container.querySelector('[data-slot="json-tree"]')).toHaveTextContent('"npm test"');
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
  });

  it('treats a load that gives no card definition as a failed load', async () => {
    const broken = lazyCard({ load: () => Promise.resolve({} as AnyCardDefinition) });
    await expect(preloadCards({ terminal: broken })).rejects.toThrow(
      /terminal \(TypeError: load\(\) gave no card definition\)/,
    );
    const ToolCard = createToolCard({ cards: { terminal: broken } });
    const { container } = render(<ToolCard intent={intent} />);
    expect(container.querySelector('[data-slot="note"]')).toHaveTextContent('code failed to load');
  });
});

/** Lets React work on its own schedule (hydration is not driven by act() here: see below). */
/** How long to wait for React's own scheduling: generous, for a loaded CI machine (a pass returns at once). */
const PATIENCE = { timeout: 60_000, interval: 20 };

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a server-rendered card hydrating before its code is there', () => {
  // Outside act(): act() renders what suspends at the root during hydration afresh on the client,
  // where a browser (and React's scheduler) keeps the server markup and hydrates later.
  let actEnvironment: unknown;
  beforeEach(() => {
    actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: unknown }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('keeps the server markup untouched until the code arrives, then hydrates it with no mismatch', async () => {
    const ServerCard = createToolCard({ cards: { terminal: await wholeTerminal() } });
    const markup = renderToString(
      <main>
        <ServerCard intent={intent} />
      </main>,
    );
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const serverDom = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    try {
      const { ToolCard, chunk, load } = withSlowTerminal();
      const root = hydrateRoot(
        container,
        <main>
          <ToolCard intent={intent} />
        </main>,
        { onRecoverableError: recoverable },
      );
      await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1), PATIENCE);
      await settle();
      // Waiting: the server's card is still there (no loading line in place of its output), not yet hydrated.
      expect(container.innerHTML).toBe(serverDom);
      // A click meanwhile (React hydrates what was clicked at once, which here must wait too) changes nothing yet.
      const toggle = container.querySelector('[data-slot="toggle"]') as HTMLElement;
      fireEvent.click(toggle);
      await settle();
      expect(container.innerHTML).toBe(serverDom);

      chunk.resolve(await wholeTerminal());
      // Hydrated: the same button now answers.
      await vi.waitFor(() => {
        fireEvent.click(toggle);
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }, PATIENCE);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector('[data-slot="loading"]')).toBeNull();
      expect(container.querySelector('[data-slot="title"]')).toHaveTextContent('npm test');
      root.unmount();
    } finally {
      errors.mockRestore();
      container.remove();
    }
  });
});
