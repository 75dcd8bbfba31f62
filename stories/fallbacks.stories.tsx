import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, mocked } from 'storybook/test';
import { GenericCardBody } from '../src/cards/generic/generic-card';
import { ToolCard } from '../src/index';
import unknownCard from '../test/fixtures/intents/unknown-card.json';

/** What a card shows when it cannot draw what it was asked: always a card, the raw data, and a note. */
const meta = {
  title: 'Fallbacks',
  component: ToolCard,
  args: { intent: unknownCard },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectNote(canvasElement: HTMLElement, text: string) {
  await expect(canvasElement.querySelector('[data-slot="note"]')).toHaveTextContent(text);
  await expect(canvasElement.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
}

export const UnknownCard: Story = {
  play: async ({ canvasElement }) => expectNote(canvasElement, 'Unrecognized card "chart"'),
};

export const WrongFieldTypes: Story = {
  args: { intent: { card: 'terminal', title: 'ls -la', exitCode: 'one', output: 42 } },
  play: async ({ canvasElement }) => expectNote(canvasElement, 'exitCode'),
};

export const NotAnObject: Story = {
  args: { intent: null },
  play: async ({ canvasElement }) => expectNote(canvasElement, 'no render intent'),
};

export const PlainString: Story = { args: { intent: 'tool said: <b>done</b>' } };

/** The generic view is made to throw (a module mock): the card's error boundary shows the raw data instead. */
export const ThrowingView: Story = {
  args: { intent: { card: 'generic', title: 'create_issue', rawInput: { teamId: 'ENG' } } },
  beforeEach: () => {
    mocked(GenericCardBody).mockImplementation(() => {
      throw new globalThis.Error('A bug in the generic view');
    });
  },
  play: async ({ canvasElement }) => expectNote(canvasElement, 'The generic card failed to draw'),
};
