import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createToolCard, lazyCard } from '../src/index';

/**
 * A card drawn in the browser before its code has arrived (each card's code is a lazy chunk,
 * loaded the first time a card of it draws): the header is there at once (title, status, Copy of
 * the raw data), and the body says the card is loading until the chunk comes. Here it never comes.
 */
const TerminalNeverLoading = createToolCard({
  cards: {
    terminal: lazyCard({
      icon: 'terminal',
      fallbackTitle: (value) => String(value.command),
      load: () => new Promise(() => {}),
    }),
  },
});

const meta = {
  title: 'Loading',
  component: TerminalNeverLoading,
  args: { intent: { card: 'terminal', command: 'npm test', output: 'all 12 passed\n', status: 'success' } },
} satisfies Meta<typeof TerminalNeverLoading>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CodeStillLoading: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="title"]')).toHaveTextContent('npm test');
    await expect(canvasElement.querySelector('[data-slot="loading"]')).toHaveTextContent('Loading…');
    await expect(canvasElement.querySelector('[data-slot="loading"]')).toHaveAttribute('role', 'status');
  },
};

export const RunningCodeStillLoading: Story = {
  args: { intent: { card: 'terminal', command: 'npm run build', status: 'running' } },
};
