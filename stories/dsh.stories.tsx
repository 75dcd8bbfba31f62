import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolCard, ToolCardHost } from '../src/index';
import { combineViews } from '../src/protocol/index';
import type { ToolCallRecord } from '../src/protocol/index';
import editNotFound from '../test/fixtures/dsh-views/edit-not-found.json';
import interruptedTerminal from '../test/fixtures/dsh-views/interrupted-terminal.json';
import terminalSend from '../test/fixtures/dsh-views/terminal-send.json';

/*
 * DeepSeek Harness calls as its client shows them: pending and result views merged by
 * `combineViews`, raw result content included, inside a `ToolCardHost` for the session's
 * workspace and home. Real calls come from test/fixtures/dsh-views; the two marked hand-made
 * follow the shapes DSH's presenters emit (contextual hunks; a capped grep's recovery footer).
 */

interface DshFixture {
  tool: string;
  args?: unknown;
  callView?: unknown;
  resultView?: unknown;
  content?: { type: string; text?: string }[];
  isError?: boolean;
  error?: { name: string; code: string };
  lifecycleStatus?: string;
}

function recordOf(call: DshFixture): ToolCallRecord {
  const record: ToolCallRecord = { tool: call.tool, args: call.args, call: call.callView, result: call.resultView };
  if (call.content !== undefined) record.content = call.content;
  if (call.isError !== undefined) record.isError = call.isError;
  if (call.error !== undefined) record.error = call.error;
  if (call.lifecycleStatus === 'cancelled') record.status = 'cancelled';
  return record;
}

/** Hand-made in DSH's shape: an edit result of three contextual hunks of one file, without positions. */
const editThreeHunks: DshFixture = {
  tool: 'edit',
  args: { file_path: 'src/greet.ts', old_string: 'name', new_string: 'who', replace_all: true },
  callView: {
    card: 'diff',
    title: 'Edit src/greet.ts',
    diffs: [{ path: 'src/greet.ts', oldText: 'name', newText: 'who' }],
    locations: [{ path: 'src/greet.ts' }],
  },
  resultView: {
    card: 'diff',
    title: 'Edit src/greet.ts',
    diffs: [
      {
        path: 'src/greet.ts',
        oldText: 'export function greet(name: string) {\n  const greeting = "Hello"',
        newText: 'export function greet(who: string) {\n  const greeting = "Hello"',
      },
      {
        path: 'src/greet.ts',
        oldText: '  log(name)\n  return `${greeting}, ${name}`',
        newText: '  log(who)\n  return `${greeting}, ${who}`',
      },
      { path: 'src/greet.ts', oldText: '}\n\nexport const names = [name]', newText: '}\n\nexport const names = [who]' },
    ],
  },
  content: [{ type: 'text', text: 'The file /home/dev/project/src/greet.ts has been updated successfully.' }],
  isError: false,
};

/** Hand-made in DSH's shape: a grep capped by the host, its raw content ending with the recovery footer. */
const cappedGrep: DshFixture = {
  tool: 'grep',
  args: { pattern: 'TODO', path: 'src' },
  callView: { card: 'generic', title: 'Grep TODO in src', kind: 'search', rawInput: 'TODO' },
  resultView: {
    card: 'search',
    shape: 'matches',
    files: [
      {
        path: 'src/a.ts',
        matches: [
          { lineNumber: 2, line: '// TODO first' },
          { lineNumber: 9, line: 'const a = 1 // TODO second' },
        ],
      },
      { path: 'src/b.ts', matches: [{ lineNumber: 4, line: '// TODO third' }] },
    ],
    truncated: true,
    total: 240,
  },
  content: [
    {
      type: 'text',
      text: 'Found 240 matches (showing 3)\n\nsrc/a.ts\nLine 2: // TODO first\nLine 9: const a = 1 // TODO second\n\nsrc/b.ts\nLine 4: // TODO third\n\n(Full grep result stored at: /home/dev/project/.spill-store/grep-7f3a.txt)',
    },
  ],
  isError: false,
};

function DshCall({ call }: { call: DshFixture }) {
  return (
    <ToolCardHost workspace="/home/dev/project" home="/home/dev">
      <ToolCard intent={combineViews(recordOf(call))} />
    </ToolCardHost>
  );
}

const meta = {
  title: 'DSH',
  component: DshCall,
  args: { call: editThreeHunks },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-toolcard]');
    await expect(card).not.toBeNull();
    await expect(card?.querySelector('[data-slot="title"]')?.textContent).not.toBe('');
  },
} satisfies Meta<typeof DshCall>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditWithThreeHunks: Story = {
  name: 'DSH: edit with three hunks',
  args: { call: editThreeHunks },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="file-header"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-slot="hunk-header"][data-unnumbered]')).toHaveLength(3);
  },
};

export const FailedEdit: Story = {
  name: 'DSH: failed edit',
  args: { call: editNotFound as DshFixture },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="error-text"]')?.textContent).toContain(
      'old_string was not found',
    );
  },
};

export const Interrupted: Story = {
  name: 'DSH: interrupted',
  args: { call: interruptedTerminal as DshFixture },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-toolcard]')?.getAttribute('data-status')).toBe('cancelled');
  },
};

export const PersistentShell: Story = {
  name: 'DSH: persistent shell',
  args: { call: terminalSend as DshFixture },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="description"]')?.textContent).toBe('Terminal term-1');
  },
};

export const CappedGrep: Story = {
  name: 'DSH: capped grep',
  args: { call: cappedGrep },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="footer"]')?.textContent).toContain(
      'Full grep result stored at',
    );
  },
};
