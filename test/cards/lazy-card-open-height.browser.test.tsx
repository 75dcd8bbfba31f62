import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import '../../src/styles/terminal.css';
import '../../src/styles/read.css';
import { builtInCards, createToolCard, lazyCard, type CardSet } from '../../src/index';
import { isLazyCard, type AnyCardDefinition } from '../../src/cards/card-definition';

// Issue 27: an open card drawn before its code has come showed one "Loading…" line, then grew by
// all its rows when the code came, moving everything under it. It now keeps the room of the rows
// it will draw (up to the scroll box that holds them), measured here against the loaded card's.

/** The built-in cards again, lazy and not loaded yet: their code comes when the test says. */
function cardsLoadedOnCue() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const cards: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(builtInCards as CardSet)) {
    if (!isLazyCard(entry)) throw new Error(`the browser build's ${name} card is not lazy`);
    cards[name] = lazyCard({ ...entry, load: async (): Promise<AnyCardDefinition> => (await arrived, entry.load()) });
  }
  return { ToolCard: createToolCard({ cards: cards as CardSet }), arrive };
}

const lines = (count: number) => Array.from({ length: count }, (_, index) => `line ${index + 1}`);

/** Open cards whose body is rows, by how many: a few, and more than their box shows. */
const intents: [string, unknown, string][] = [
  [
    'a terminal with 5 lines',
    { card: 'terminal', command: 'ls', output: `${lines(5).join('\n')}\n`, exitCode: 0 },
    'output',
  ],
  [
    'a terminal with 400 lines',
    { card: 'terminal', command: 'seq 400', output: lines(400).join('\n'), exitCode: 0 },
    'output',
  ],
  [
    'a read card with 8 lines',
    { card: 'read', path: 'src/a.ts', lines: lines(8).map((text, index) => ({ number: index + 1, text })) },
    'file',
  ],
  [
    'a read card with 300 lines',
    { card: 'read', path: 'src/a.ts', lines: lines(300).map((text, index) => ({ number: index + 1, text })) },
    'file',
  ],
];

describe('an open card drawn before its code has come, in Chromium', () => {
  beforeEach(() => page.viewport(900, 900));

  it.each(intents)(
    '%s keeps the room of the rows it will draw, and its rows take that room once the code comes',
    async (_name, intent, rowsSlot) => {
      const { ToolCard, arrive } = cardsLoadedOnCue();
      const { container } = await render(
        <div style={{ width: 600 }}>
          <ToolCard intent={intent} />
        </div>,
      );
      const loading = container.querySelector<HTMLElement>('[data-slot="body"] [data-slot="loading"]');
      expect(loading).not.toBeNull();
      const reserved = (loading as HTMLElement).getBoundingClientRect().height;

      arrive();
      await expect.poll(() => container.querySelector(`[data-slot="${rowsSlot}"]`)).not.toBeNull();
      expect(container.querySelector('[data-slot="loading"]')).toBeNull();
      const drawn = (container.querySelector(`[data-slot="${rowsSlot}"]`) as HTMLElement).getBoundingClientRect()
        .height;
      expect(reserved).toBeGreaterThan(20);
      expect(Math.abs(reserved - drawn)).toBeLessThanOrEqual(1);
    },
  );
});
