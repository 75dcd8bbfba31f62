import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToolCard } from '../src/index';
import terminalSignal from '../test/fixtures/intents/terminal-signal.json';

/**
 * `<ToolCard intent>`: one tool call, drawn from its render intent. Its props, with their TSDoc,
 * on the page Storybook generates (autodocs); the Controls edit this one card.
 */
const meta = {
  title: 'ToolCard',
  component: ToolCard,
  tags: ['autodocs'],
  args: { intent: terminalSignal },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A terminal stopped by a signal; change `theme`, `defaultOpen` or `headingLevel` in the Controls. */
export const Default: Story = {};
