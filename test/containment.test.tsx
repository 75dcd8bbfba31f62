import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';

/*
 * Everything a card computes runs inside its fallback: a model that throws (here, the diff's
 * files) gives the raw card with its note, in a server render and in the browser; a header
 * that throws while drawing costs only its own card.
 */

vi.mock('../src/cards/diff/diff-card-model', async (original) => {
  const actual = await original<typeof import('../src/cards/diff/diff-card-model')>();
  return {
    ...actual,
    diffCardModel: (intent: { patch?: string }) => {
      if (intent.patch?.includes('MODEL THROWS')) throw new Error('model exploded');
      return actual.diffCardModel(intent);
    },
  };
});

vi.mock('../src/cards/search/search-header', () => ({
  SearchHeader: ({ intent }: { intent: { query?: string } }) => {
    if (intent.query === 'HEADER THROWS') throw new Error('header exploded');
    return null;
  },
}));

const HEALTHY = { card: 'generic', title: 'healthy neighbour', output: 'fine' };
const MODEL_THROWS = { card: 'diff', title: 'broken model', patch: 'MODEL THROWS' };
const HEADER_THROWS = {
  card: 'search',
  title: 'broken header',
  shape: 'paths',
  query: 'HEADER THROWS',
  truncated: false,
  total: 1,
  paths: ['a.ts'],
};

function page(intent: unknown) {
  return (
    <div>
      <ToolCard intent={HEALTHY} />
      <ToolCard intent={intent} />
      <ToolCard intent={{ ...HEALTHY, title: 'second neighbour' }} />
    </div>
  );
}

describe('a card whose model throws', () => {
  it('renders on the server as the raw card with its note, between its neighbours', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(page(MODEL_THROWS));
    const cards = host.querySelectorAll('[data-toolcard]');
    expect(cards).toHaveLength(3);
    expect(cards[1]).toHaveAttribute('data-card', 'generic');
    expect(cards[1]?.querySelector('[data-slot="note"]')).toHaveTextContent(
      'The diff card failed to draw: showing the raw data.',
    );
    expect(cards[1]?.querySelector('[data-slot="title"]')).toHaveTextContent('broken model');
    expect(cards[1]).toHaveTextContent('MODEL THROWS');
  });

  it('renders in the browser the same way', () => {
    const { container } = render(page(MODEL_THROWS));
    const cards = container.querySelectorAll('[data-toolcard]');
    expect(cards).toHaveLength(3);
    expect(cards[1]?.querySelector('[data-slot="note"]')).toHaveTextContent('The diff card failed to draw');
    expect(cards[0]).toHaveTextContent('fine');
    expect(cards[2]).toHaveTextContent('second neighbour');
  });
});

describe('a card whose header throws while drawing', () => {
  it('falls back to the raw card in the browser; its neighbours stay', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = render(page(HEADER_THROWS));
      const cards = container.querySelectorAll('[data-toolcard]');
      expect(cards).toHaveLength(3);
      expect(cards[1]).toHaveAttribute('data-card', 'generic');
      expect(cards[1]?.querySelector('[data-slot="note"]')).toHaveTextContent('The search card failed to draw');
      expect(cards[1]?.querySelector('[data-slot="title"]')).toHaveTextContent('broken header');
      expect(cards[0]).toHaveTextContent('fine');
      expect(cards[2]).toHaveTextContent('second neighbour');
    } finally {
      errors.mockRestore();
    }
  });
});
