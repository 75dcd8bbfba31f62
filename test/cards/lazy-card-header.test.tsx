import { act, fireEvent, render } from '@testing-library/react';
import { builtInCards, createToolCard, lazyCard, type CardSet } from '../../src/index';
import { type AnyCardDefinition, type AnyLazyCardDefinition } from '../../src/cards/card-definition';
import { isLazyCard } from '../../src/cards/card-definition';
import { everyFixtureIntent } from '../support/every-fixture-intent';

// Issue 27: in a client-rendered chat, a card drawn before its code arrived showed only its icon
// and title, and its Copy was "Copy raw data" copying the intent's JSON; the header then changed
// when the code came (the `$ command`, the cwd, the counts). Each built-in lazy card now carries
// its header part, so the header and the Copy are final from the first paint.

/** The intent files and the real DSH calls (settled, and running from their call view alone). */
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

/**
 * A clipboard that takes the text and never answers: the Copy button then stays as it was
 * (no "Copied" state), so the header can be compared after a click.
 */
function heldClipboard() {
  const writeText = vi.fn((_text: string) => new Promise<void>(() => {}));
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** What a reader of the header sees and gets: its markup, the Copy's name, and what a click on it copies. */
function headerOf(container: HTMLElement, writeText: ReturnType<typeof heldClipboard>) {
  const header = container.querySelector('[data-slot="header"]');
  const copy = container.querySelector('[data-slot="copy"]');
  if (!(header instanceof HTMLElement) || !(copy instanceof HTMLElement)) throw new Error('no header or no Copy drawn');
  // React's ids (`aria-controls`, the title's id) are named by their order, not their number: the
  // frame is mounted anew once the code is there, which gives it new ones.
  const ids = new Map<string, string>();
  const markup = header.outerHTML.replace(/_r_\w+_/g, (id) => {
    if (!ids.has(id)) ids.set(id, `id-${ids.size}`);
    return ids.get(id) ?? id;
  });
  const label = copy.getAttribute('aria-label');
  fireEvent.click(copy);
  return { markup, label, copied: writeText.mock.lastCall?.[0] };
}

describe.each([
  ['folded', false],
  ['open', true],
])('a %s built-in card drawn before its code has arrived', (_state, open) => {
  it.each(FIXTURES)(
    '%s: has the header, the Copy name and the copied text it has once loaded',
    async (_name, intent) => {
      const writeText = heldClipboard();
      const { ToolCard, arrive } = cardsLoadedOnCue();
      const { container } = render(<ToolCard intent={intent} defaultOpen={open} />);
      const before = headerOf(container, writeText);
      const toggle = () => fireEvent.click(container.querySelector('[data-slot="toggle"]') as HTMLElement);
      // A folded card asks for its code when it first opens: opened, loaded, folded again.
      if (!open) toggle();
      const loading = container.querySelector('[data-slot="loading"]') !== null;
      await act(async () => arrive());
      if (loading) expect(container.querySelector('[data-slot="loading"]')).toBeNull();
      if (!open) toggle();
      expect(headerOf(container, writeText)).toEqual(before);
    },
  );
});

describe('what the header part gives a card before its code arrives', () => {
  it('draws the terminal’s `$ command` and cwd, and copies the transcript', () => {
    const writeText = heldClipboard();
    const { ToolCard } = cardsLoadedOnCue();
    const { container } = render(
      <ToolCard
        intent={{
          card: 'terminal',
          title: 'Run tests',
          command: 'npm test',
          cwd: '/repo',
          output: 'ok\r\x1b[32mall passed\x1b[0m\n',
        }}
      />,
    );
    expect(container.querySelector('[data-slot="loading"]')).not.toBeNull();
    expect(container.querySelector('[data-slot="command"]')).toHaveTextContent('$ npm test');
    expect(container.querySelector('[data-slot="cwd"]')).toHaveTextContent('/repo');
    const { label, copied } = headerOf(container, writeText);
    expect(label).toBe('Copy command and output');
    // The output as the screen shows it: the escapes applied, the `\r` overwritten.
    expect(copied).toBe('$ npm test\nall passed');
  });

  it('draws a diff’s summary and copies its patch', () => {
    const writeText = heldClipboard();
    const { ToolCard } = cardsLoadedOnCue();
    const { container } = render(
      <ToolCard
        intent={{ card: 'diff', diffs: [{ path: 'a.txt', oldText: 'one\n', newText: 'two\n' }] }}
        defaultOpen={false}
      />,
    );
    expect(container.querySelector('[data-slot="summary-additions"]')).toHaveTextContent('+1');
    expect(container.querySelector('[data-slot="summary-deletions"]')).toHaveTextContent('−1');
    const { label, copied } = headerOf(container, writeText);
    expect(label).toBe('Copy diff as patch');
    expect(copied).toContain('-one\n+two');
  });

  it('still copies the raw data of an intent its card will not accept', () => {
    const writeText = heldClipboard();
    const { ToolCard } = cardsLoadedOnCue();
    const intent = { card: 'terminal', command: 42 };
    const { container } = render(<ToolCard intent={intent} />);
    const { label, copied } = headerOf(container, writeText);
    expect(label).toBe('Copy raw data');
    expect(JSON.parse(String(copied))).toEqual(intent);
  });
});
