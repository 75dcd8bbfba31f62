import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PLAYGROUND_SAMPLES } from './playground-samples';
import { Playground } from './support/playground';

/**
 * Paste what your host has (a render intent, a DSH call with its views and raw content, an AI SDK
 * tool part, an MCP `CallToolResult`) and see the card; an invalid intent shows what `parseIntent`
 * says, then the fallback card. The quickest way to debug a presenter.
 */
const meta = {
  title: 'Playground',
  component: Playground,
  args: { samples: PLAYGROUND_SAMPLES },
  parameters: { layout: 'padded', controls: { disable: true } },
} satisfies Meta<typeof Playground>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paste: Story = {};

/** The refused intent: the protocol check's words, then the fallback card with the raw value. */
export const InvalidIntent: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fields of the wrong type' }));
    const issues = within(canvasElement).getByRole('region', { name: 'What the protocol check says' });
    await expect(issues).toHaveTextContent('exitCode');
    await expect(canvasElement.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
  },
};
