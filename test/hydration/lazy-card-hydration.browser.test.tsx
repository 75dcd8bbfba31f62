import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { builtInCards, createToolCard, lazyCard, ToolCard, type CardSet } from '../../src/index';
import { isLazyCard, type AnyCardEntry } from '../../src/cards/card-definition';

/*
 * In Chromium: a page rendered on a server (every card whole) hydrating before the cards' code
 * chunks have arrived, as a real page does right after load. Nothing must change on screen while
 * it waits (no loading line, no client render), and once the code comes the page hydrates with no
 * mismatch and answers clicks.
 */

const fixtures = import.meta.glob<{ default: unknown }>('../fixtures/intents/*.json', { eager: true });
const intents = Object.entries(fixtures)
  .filter(([path]) => !path.endsWith('/unknown-card.json'))
  .map(([, module]) => module.default);

/** Every built-in card again, lazy and not loaded yet: its code arrives when `arrive` is called. */
function cardsArrivingLater(): { cards: CardSet; arrive: () => void; loads: string[] } {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const loads: string[] = [];
  const later = (name: string, entry: AnyCardEntry) =>
    lazyCard({
      icon: entry.icon,
      fallbackTitle: entry.fallbackTitle,
      load: async () => {
        loads.push(name);
        await arrived;
        return isLazyCard(entry) ? entry.load() : entry;
      },
    });
  return {
    cards: Object.fromEntries(Object.entries(builtInCards).map(([name, entry]) => [name, later(name, entry)])),
    arrive,
    loads,
  };
}

/** How long to wait for React's own scheduling: generous, for a loaded CI machine (a pass returns at once). */
const PATIENCE = { timeout: 60_000, interval: 20 };

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a server-rendered page hydrating before its cards’ code has arrived', () => {
  it('keeps every card as the server drew it, then hydrates them all with no mismatch', async () => {
    const page = (Card: typeof ToolCard) => (
      <main>
        {intents.map((intent, index) => (
          <Card key={index} intent={intent} />
        ))}
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(ToolCard));
    document.body.append(container);
    const served = container.innerHTML;
    const recoverable = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { cards, arrive, loads } = cardsArrivingLater();
    const root = hydrateRoot(container, page(createToolCard({ cards })), { onRecoverableError: recoverable });
    try {
      await vi.waitFor(() => expect(loads.length).toBeGreaterThan(0), PATIENCE);
      await settle();
      expect(container.innerHTML).toBe(served);
      expect(container.querySelector('[data-slot="loading"]')).toBeNull();
      // Every kind of card on the page is sent for at once, not one after another as hydration reaches it.
      expect(new Set(loads)).toEqual(new Set(Object.keys(builtInCards)));

      arrive();
      const toggle = container.querySelector<HTMLElement>('[data-slot="toggle"]') as HTMLElement;
      await vi.waitFor(() => {
        toggle.click();
        expect(toggle.getAttribute('aria-expanded')).toBe('false');
      }, PATIENCE);
      expect(loads).toHaveLength(Object.keys(builtInCards).length);
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      expect(container.querySelector('[data-slot="loading"]')).toBeNull();
      expect(container.querySelectorAll('[data-toolcard]')).toHaveLength(intents.length);
    } finally {
      errors.mockRestore();
      root.unmount();
      container.remove();
    }
  });
});
