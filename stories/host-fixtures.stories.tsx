import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolCard } from '../src/index';
import diffCreate from '../test/fixtures/intents/diff-create.json';
import diffEdit from '../test/fixtures/intents/diff-edit.json';
import diffPatch from '../test/fixtures/intents/diff-patch.json';
import readWindow from '../test/fixtures/intents/read-window.json';
import searchMatches from '../test/fixtures/intents/search-matches.json';
import searchPaths from '../test/fixtures/intents/search-paths.json';
import terminalPending from '../test/fixtures/intents/terminal-pending.json';
import terminalResult from '../test/fixtures/intents/terminal-result.json';
import terminalSignal from '../test/fixtures/intents/terminal-signal.json';
import webFetch from '../test/fixtures/intents/web-fetch.json';
import webSearch from '../test/fixtures/intents/web-search.json';

/** Every card a real host (DeepSeek Harness) sends, unchanged: each renders a card, never a blank. */
const meta = {
  title: 'Host fixtures',
  component: ToolCard,
  args: { intent: diffCreate },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-toolcard]');
    await expect(card).not.toBeNull();
    await expect(card?.querySelector('[data-slot="title"]')?.textContent).not.toBe('');
    await expect(card?.querySelector('[data-slot="body"]')?.textContent).not.toBe('');
  },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DiffCreate: Story = { args: { intent: diffCreate } };
export const DiffEdit: Story = { args: { intent: diffEdit } };
export const DiffPatch: Story = { args: { intent: diffPatch } };
export const ReadModel: Story = { args: { intent: readWindow } };
export const SearchMatches: Story = { args: { intent: searchMatches } };
export const SearchPaths: Story = { args: { intent: searchPaths } };
export const TerminalPending: Story = { args: { intent: terminalPending } };
export const TerminalResult: Story = { args: { intent: terminalResult } };
export const TerminalSignal: Story = { args: { intent: terminalSignal } };
export const WebFetch: Story = { args: { intent: webFetch } };
export const WebSearch: Story = { args: { intent: webSearch } };
