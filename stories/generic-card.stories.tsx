import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolCard } from '../src/index';
import genericError from '../test/fixtures/intents/generic-error.json';
import genericFallback from '../test/fixtures/intents/generic-fallback.json';
import genericResult from '../test/fixtures/intents/generic-result.json';
import { deepValue, HOSTILE, TINY_PNG, wideValue } from './story-data';

const meta = {
  title: 'Cards/Generic',
  component: ToolCard,
  args: { intent: genericResult },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = { teamId: 'ENG', title: 'Tool cards flicker while args stream', labels: ['ui', 'bug'] };

export const Pending: Story = {
  args: { intent: { card: 'generic', title: 'create_issue', kind: 'edit', status: 'pending', rawInput: input } },
};
export const Running: Story = {
  args: { intent: { card: 'generic', title: 'create_issue', kind: 'edit', status: 'running', rawInput: input } },
};
export const Success: Story = { args: { intent: { ...genericResult, durationMs: 842 } } };
export const Error: Story = {
  args: { intent: { ...genericError, error: "EACCES: permission denied, open 'secrets/prod.env'", durationMs: 12 } },
};
export const Cancelled: Story = {
  args: {
    intent: { card: 'generic', title: 'deploy', kind: 'execute', status: 'cancelled', rawInput: 'deploy --prod' },
  },
};

export const Fallback: Story = {
  args: { intent: genericFallback },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-toolcard]');
    await expect(card?.querySelector('[data-slot="title"]')).toHaveTextContent('mcp__linear__create_issue');
    await expect(card?.querySelector('[data-slot="body"]')).toHaveTextContent('"teamId"');
  },
};

export const StringInput: Story = {
  args: {
    intent: {
      card: 'generic',
      title: 'run_sql',
      kind: 'other',
      rawInput: "SELECT id, title\nFROM issues\nWHERE team = 'ENG';",
    },
  },
};

export const StructuredOutput: Story = {
  args: {
    intent: {
      card: 'generic',
      title: 'get_weather',
      kind: 'fetch',
      rawInput: { city: 'Lisbon' },
      output: { tempC: 21.5, sunny: true, wind: null, hours: [18, 19, 21] },
    },
  },
};

export const EveryContentBlock: Story = {
  args: {
    intent: {
      card: 'generic',
      title: 'every content block',
      content: [
        { type: 'text', text: 'Plain text result.\nSecond line.' },
        { type: 'image', data: TINY_PNG, mimeType: 'image/png' },
        { type: 'image', data: TINY_PNG, mimeType: 'image/svg+xml' },
        { type: 'image', attachment: { id: 'att_9f2', name: 'screenshot.png', width: 1280, height: 720 } },
        { type: 'resource_link', uri: 'https://linear.app/acme/issue/ENG-1421', name: 'ENG-1421' },
        {
          type: 'resource_link',
          uri: 'file:///repo/src/main.rs',
          name: 'main.rs',
          title: 'Rust entry point',
          description: 'Primary application entry point',
          mimeType: 'text/x-rust',
        },
        {
          type: 'resource',
          resource: { uri: 'file:///repo/NOTES.md', mimeType: 'text/markdown', text: '# Notes\n- ship it' },
        },
        {
          type: 'resource',
          resource: { uri: 'file:///repo/logo.bin', mimeType: 'application/octet-stream', blob: 'AAECAwQFBgc=' },
        },
        { type: 'reasoning', text: 'The issue exists already; linking it instead of creating a duplicate.' },
        { type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="content-block"]')).toHaveLength(10);
    await expect(canvasElement.querySelectorAll('audio[controls]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

// Huge values bypass `args`: Storybook walks args recursively for its controls panel. They also
// get a written-out source: the docs' source panel otherwise prints the rendered element's props
// whole (react-element-to-jsx-string recursing through 100,000 levels overflows the stack).
const sourceOf = (code: string) => ({ docs: { source: { code, language: 'tsx', type: 'code' } } });
const hugeIntent = { card: 'generic', title: '100,000 keys', rawInput: wideValue(100_000) };
const deepIntent = { card: 'generic', title: '100,000 levels', rawInput: deepValue(100_000) };
const longStringIntent = { card: 'generic', title: '2 MB string', rawInput: { blob: 'lorem ipsum '.repeat(170_000) } };

export const HugeJson: Story = {
  render: (args) => <ToolCard {...args} intent={hugeIntent} />,
  parameters: sourceOf(
    `const hugeIntent = { card: 'generic', title: '100,000 keys', rawInput: wideValue(100_000) };\n<ToolCard intent={hugeIntent} />`,
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="json-more"]')).toHaveTextContent('100 of 100,000');
  },
};
export const DeepJson: Story = {
  render: (args) => <ToolCard {...args} intent={deepIntent} />,
  parameters: sourceOf(
    `const deepIntent = { card: 'generic', title: '100,000 levels', rawInput: deepValue(100_000) };\n<ToolCard intent={deepIntent} />`,
  ),
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector(
        '[data-row="open"][aria-expanded="false"], [data-row="open"] [aria-expanded="false"]',
      ),
    ).not.toBeNull();
  },
};
export const LongString: Story = {
  render: (args) => <ToolCard {...args} intent={longStringIntent} />,
  parameters: sourceOf(
    `const longStringIntent = { card: 'generic', title: '2 MB string', rawInput: { blob: 'lorem ipsum '.repeat(170_000) } };\n<ToolCard intent={longStringIntent} />`,
  ),
};

export const HostileStrings: Story = {
  args: {
    intent: {
      card: 'generic',
      title: HOSTILE.html,
      rawInput: HOSTILE,
      content: [
        { type: 'text', text: HOSTILE.script },
        { type: 'resource_link', uri: HOSTILE.link, name: 'click me' },
        { type: 'image', data: 'https://evil.test/pixel.png', mimeType: 'image/png' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement).toHaveTextContent(HOSTILE.html);
  },
};

export const AwaitingApproval: Story = {
  args: {
    intent: {
      card: 'generic',
      title: 'delete_branch',
      kind: 'delete',
      status: 'pending',
      approval: { state: 'requested', requestReason: 'Deletes a protected release branch' },
      rawInput: { branch: 'release/2.x' },
    },
    onApprove: fn(),
    onDeny: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalled();
  },
};

export const Denied: Story = {
  args: {
    intent: {
      card: 'generic',
      title: 'delete_branch',
      kind: 'delete',
      status: 'cancelled',
      approval: { state: 'denied', reason: 'release branches are protected' },
    },
  },
};
