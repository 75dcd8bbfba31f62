import { render } from 'vitest-browser-react';
import '../src/styles/styles.css';
import { ToolCard } from '../src/index';
import { HOSTILE_VALUES, STREAMED_PATCH_PREFIXES } from './support/hostile-values';

/*
 * In Chromium, a card that cannot be drawn costs only itself: each hostile intent is mounted
 * between two healthy cards, and the healthy cards are still there, whole, afterwards.
 */

const HEALTHY = {
  card: 'terminal',
  title: 'healthy neighbour',
  command: 'echo ok',
  output: 'ok\n',
  exitCode: 0,
} as const;

const hostile: [string, () => unknown][] = [
  ...HOSTILE_VALUES,
  ...STREAMED_PATCH_PREFIXES.map((patch): [string, () => unknown] => [
    `a streamed patch ${JSON.stringify(patch)}`,
    () => ({ card: 'diff', title: 'streaming', patch }),
  ]),
];

describe('a hostile intent next to healthy cards in Chromium', () => {
  it.each(hostile)('%s: the neighbours survive and the hostile card is still a card', async (_name, make) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const screen = await render(
        <div>
          <ToolCard intent={HEALTHY} />
          <ToolCard intent={make()} />
          <ToolCard intent={{ ...HEALTHY, title: 'second neighbour' }} />
        </div>,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      const cards = screen.container.querySelectorAll('[data-toolcard]');
      expect(cards).toHaveLength(3);
      expect(cards[0]).toHaveTextContent('healthy neighbour');
      expect(cards[0]?.querySelector('[data-slot="output"]')).toHaveTextContent('ok');
      expect(cards[2]).toHaveTextContent('second neighbour');
      expect(cards[1]?.querySelector('[data-slot="header"]')).not.toBeNull();
    } finally {
      errors.mockRestore();
    }
  });

  it.each(STREAMED_PATCH_PREFIXES)(
    'a streamed patch %j shows what it has: the diff, or its raw data with the note',
    async (patch) => {
      const screen = await render(<ToolCard intent={{ card: 'diff', title: 'streaming', patch }} />);
      const card = screen.container.querySelector('[data-toolcard]');
      expect(card).toHaveTextContent('streaming');
      if (card?.getAttribute('data-card') === 'generic') {
        expect(card.querySelector('[data-slot="note"]')).toHaveTextContent('The diff card failed to draw');
        expect(card).toHaveTextContent(patch.split('\n')[0] as string);
      } else {
        expect(card).toHaveAttribute('data-card', 'diff');
      }
    },
  );
});
