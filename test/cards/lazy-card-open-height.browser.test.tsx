import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { builtInCards, createToolCard, lazyCard, type CardSet } from '../../src/index';
import { isLazyCard, type AnyCardDefinition } from '../../src/cards/card-definition';
import { chatTranscript } from '../../examples/chat/transcript';
import { everyFixtureIntentInBrowser } from '../support/every-fixture-intent-browser';

// Issue 27: an open card drawn before its code has come showed its header and one "Loading…"
// line, then grew by its whole body when the code came (toolbar, description, rows, sections,
// "Jump to start"), moving everything under it. Its loading body now keeps the room of the loaded
// body's first state, by its header part's `loadingRoom`: measured here on the whole card.

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

/** Every distinct intent of the fixtures and of the example chat's calls, once each. */
function distinctIntents(): [string, unknown][] {
  const chat = chatTranscript().flatMap((entry): [string, unknown][] =>
    entry.type === 'tool' ? [[`chat/${entry.id}`, entry.call.intent]] : [],
  );
  const seen = new Set<string>();
  return [...everyFixtureIntentInBrowser(), ...chat].filter(([, intent]) => {
    const key = JSON.stringify(intent);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * How far a loaded card may differ from its room, by card: a pixel of rounding where the body is
 * rows and lines of known height; the generic card's JSON values are estimated as their indented
 * lines, whose wrapping differs a little from the tree's rows at a phone's width (20 px measured).
 * The web card's answer and page are Markdown, estimated as their text (the parser is the card's
 * code, not startup's), and its address line as body text, not monospace (-53…+64 px measured).
 */
const TOLERANCE_PX: Record<string, number> = { generic: 24, web: 64 };
const EXACT_PX = 1;

/** One card's whole height before and after its code came, by the card it drew. */
interface Measured {
  name: string;
  card: string;
  before: number;
  after: number;
}

const heightsOf = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-case]')].map(
    (box) => box.querySelector<HTMLElement>('[data-toolcard]')?.getBoundingClientRect().height ?? 0,
  );

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Every intent drawn open at `width` px before its code comes, then after: each card's whole height both times. */
async function measureAt(width: number): Promise<Measured[]> {
  await page.viewport(width, 900);
  const intents = distinctIntents();
  const { ToolCard, arrive } = cardsLoadedOnCue();
  const { container, unmount } = await render(
    <main>
      {intents.map(([name, intent]) => (
        <div key={name} data-case={name} style={{ marginBottom: 8 }}>
          <ToolCard intent={intent} defaultOpen />
        </div>
      ))}
    </main>,
  );
  // Every card waits for its code, but one whose intent is drawn as raw data (an unknown card).
  expect(container.querySelectorAll('[data-slot="loading"]').length).toBeGreaterThan(intents.length - 5);
  await frame();
  const before = heightsOf(container);
  arrive();
  await expect.poll(() => container.querySelector('[data-slot="loading"]'), { timeout: 60_000 }).toBeNull();
  // The loaded body's first state: after its first layout (the boxes measured, "Jump to start" placed).
  await frame();
  await frame();
  const after = heightsOf(container);
  const cards = [...container.querySelectorAll('[data-case] [data-toolcard]')].map((card) =>
    String(card.getAttribute('data-card')),
  );
  unmount();
  return intents.map(([name], index) => ({
    name,
    card: cards[index] ?? '',
    before: before[index] ?? 0,
    after: after[index] ?? 0,
  }));
}

describe.each([900, 360])('an open card drawn before its code has come, %i px wide, in Chromium', (width) => {
  let measured: Promise<Measured[]> | undefined;
  const measure = () => (measured ??= measureAt(width));

  it.each(['terminal', 'read', 'search', 'diff', 'web', 'generic'])(
    'a %s card takes the height its loaded body first takes, for every fixture and chat call',
    async (card) => {
      const cases = (await measure()).filter((one) => one.card === card);
      expect(cases.length).toBeGreaterThan(0);
      const tolerance = TOLERANCE_PX[card] ?? EXACT_PX;
      const moved = cases
        .map(({ name, before, after }) => ({ name, grew: Math.round(after - before) }))
        .filter(({ grew }) => Math.abs(grew) > tolerance);
      expect(moved).toEqual([]);
    },
    120_000,
  );
});
