import { cleanup, render } from '@testing-library/react';
import { createToolCard, lazyCard, ToolCard } from '../../src/index';
import { setupToolcardsTesting } from '../../src/testing/index';
import { SHARED_SLOTS, SLOTS_BY_CARD } from '../../src/shell/tool-card-slots';
import { slotsByCard } from './collect-slots';
import { SLOT_SCENARIOS, type DrawCard } from './slot-scenarios';

const seen = new Map<string, Set<string>>();

beforeAll(async () => {
  await setupToolcardsTesting({ langs: ['javascript', 'typescript', 'json'] });
  for (const scenario of SLOT_SCENARIOS) {
    const draw: DrawCard = (intent, props) => render(<ToolCard intent={intent} {...props} />);
    scenario.run(draw);
    slotsByCard(document.body, seen);
    cleanup();
  }
  // A card whose code never arrives draws its loading body.
  const WaitingTerminal = createToolCard({
    cards: { terminal: lazyCard({ icon: 'terminal', load: () => new Promise(() => {}) }) },
  });
  render(<WaitingTerminal intent={{ card: 'terminal', command: 'ls' }} />);
  slotsByCard(document.body, seen);
  cleanup();
});

const cards = Object.keys(SLOTS_BY_CARD) as (keyof typeof SLOTS_BY_CARD)[];

describe('the typed slot lists', () => {
  it.each(cards)('every data-slot a %s card draws is in its list or the shared list', (card) => {
    const listed = new Set([...Object.keys(SLOTS_BY_CARD[card]), ...Object.keys(SHARED_SLOTS)]);
    expect([...(seen.get(card) ?? [])].filter((name) => !listed.has(name))).toEqual([]);
  });

  it.each(cards)('every slot in the %s list is drawn by some fixture of that card', (card) => {
    const drawn = seen.get(card) ?? new Set();
    expect(Object.keys(SLOTS_BY_CARD[card]).filter((name) => !drawn.has(name))).toEqual([]);
  });

  it('every shared slot is drawn by some card', () => {
    const drawn = new Set([...seen.values()].flatMap((names) => [...names]));
    expect(Object.keys(SHARED_SLOTS).filter((name) => !drawn.has(name))).toEqual([]);
  });

  it('no slot is named after a card: the card is on the root, as data-card', () => {
    const names = [...Object.values(SLOTS_BY_CARD), SHARED_SLOTS].flatMap((list) => Object.keys(list));
    const prefixed = names.filter((name) => cards.some((card) => name === card || name.startsWith(`${card}-`)));
    expect(prefixed).toEqual([]);
  });
});
