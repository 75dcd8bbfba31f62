import { act, render } from '@testing-library/react';
import { builtInCards, createToolCard, lazyCard, type CardSet } from '../../src/index';
import { isLazyCard, type AnyCardDefinition, type AnyLazyCardDefinition } from '../../src/cards/card-definition';
import { everyFixtureIntent } from '../support/every-fixture-intent';

// Issue 27: a folded terminal or read card shows a preview once its code is there, and showed
// only its header before: in a client-rendered chat every such card on the first screen grew by
// its preview when its chunk arrived, and the page moved under the reader (layout shift 0.14 at
// 900 px). Its header part now draws the same preview, as plain text, before the code comes.
// (test/example/chat-in-chromium.ssr.test.ts measures the shift in Chromium.)

const FIXTURES = everyFixtureIntent().filter(([name]) => name.startsWith('intents/') || name.startsWith('dsh/'));

/** The built-in cards again, lazy and not loaded yet: each loads when the test says. */
function cardsLoadedOnCue() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const cards: Record<string, AnyLazyCardDefinition> = {};
  for (const [name, entry] of Object.entries(builtInCards as CardSet)) {
    if (!isLazyCard(entry)) throw new Error(`the browser build's ${name} card is not lazy`);
    const whole = entry.load();
    cards[name] = lazyCard({ ...entry, load: async (): Promise<AnyCardDefinition> => (await arrived, whole) });
  }
  return { ToolCard: createToolCard({ cards }), arrive };
}

/** The folded card's preview as a reader sees it: each row's part, index and text, and the box's own attributes. */
function previewOf(container: HTMLElement) {
  const preview = container.querySelector('[data-slot="body"]:not([hidden]) > [data-slot="preview"]');
  if (!(preview instanceof HTMLElement)) return undefined;
  return {
    folded: preview.hasAttribute('data-folded'),
    style: preview.getAttribute('style'),
    rows: [...preview.children].map((row) => [
      row.getAttribute('data-slot'),
      row.getAttribute('data-index'),
      row.getAttribute('data-stream'),
      row.textContent,
    ]),
  };
}

describe('a folded built-in card drawn before its code has arrived', () => {
  it.each(FIXTURES)('%s: shows the preview it shows once loaded, row for row, as plain text', async (_name, intent) => {
    const { ToolCard, arrive } = cardsLoadedOnCue();
    const { container } = render(<ToolCard intent={intent} defaultOpen={false} />);
    const before = previewOf(container);
    // Colours and highlighting come with the code: no ANSI span, no token, yet.
    if (before !== undefined)
      expect(container.querySelector('[data-slot="preview"] [style], [data-slot="token"]')).toBeNull();
    await act(async () => arrive());
    expect(previewOf(container)).toEqual(before);
  });

  it('shows a terminal’s head and tail and the "Show all" between them, which opens the card', async () => {
    const { ToolCard } = cardsLoadedOnCue();
    const output = Array.from({ length: 30 }, (_, line) => `\x1b[32mline ${line + 1}\x1b[0m`).join('\n');
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'seq 30', output }} defaultOpen={false} />,
    );
    const rows = previewOf(container)?.rows.map(([, , , text]) => text);
    expect(rows).toEqual([
      'line 1',
      'line 2',
      'line 3',
      'line 4',
      'line 5',
      'Show all 30 lines',
      'line 26',
      'line 27',
      'line 28',
      'line 29',
      'line 30',
    ]);
    act(() => (container.querySelector('[data-slot="show-all"]') as HTMLButtonElement).click());
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-state', 'open');
    expect(container.querySelector('[data-slot="loading"]')).not.toBeNull();
  });
});
