import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSyncExternalStore } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToolCard, type ToolCardProps } from '../src/index';
import escapesLog from '../test/fixtures/terminal/escapes.log?raw';
import lsLog from '../test/fixtures/terminal/ls-color.log?raw';
import tscLocationsLog from '../test/fixtures/terminal/locations/tsc-pretty-short.log?raw';
import eslintLog from '../test/fixtures/terminal/locations/eslint-stylish.log?raw';
import terminalPending from '../test/fixtures/intents/terminal-pending.json';
import terminalResult from '../test/fixtures/intents/terminal-result.json';
import terminalSignal from '../test/fixtures/intents/terminal-signal.json';
import { slotIn, slotsIn } from './support/slot-in';

const meta = {
  title: 'Cards/Terminal',
  component: ToolCard,
  args: { intent: terminalResult },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-toolcard]');

export const Pending: Story = {
  args: { intent: { ...terminalPending, status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'command-line')).toHaveTextContent('npx tsc --noEmit --strict source/index.js');
    await expect(slotIn(canvasElement, 'cwd')).toHaveTextContent('/home/dev/chalk');
  },
};

/** Output that arrives in pieces cut anywhere, even inside an escape sequence. */
const TEST_RUN = [
  '\x1b[1m\x1b[36m RUN \x1b[39m\x1b[22m \x1b[36mv4.1.12\x1b[39m\n\n',
  ' \x1b[32m✓\x1b[39m test/protocol/parse-intent.test.ts \x1b[2m(14 tests)\x1b[22m\n',
  ' \x1b[32m✓\x1b[39m test/ansi/streaming.te',
  'st.ts \x1b[2m(6 tests)\x1b[22m\n \x1b[3',
  '3m❯\x1b[39m test/cards/terminal/terminal-card.test.tsx \x1b[2m(22 tests)\x1b[22m\n',
  '   \x1b[33m↓\x1b[39m collapses to a preview\n',
  ' \x1b[32m✓\x1b[39m test/json-tree/json-rows.test.ts \x1b[2m(9 tests)\x1b[22m\n',
];

/** The story's stand-in for a host pushing output as the command prints it. */
const stream = (() => {
  let text = '';
  const listeners = new Set<() => void>();
  return {
    get: () => text,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: () => {
      text = '';
    },
    push: (chunk: string) => {
      text += chunk;
      for (const listener of listeners) listener();
    },
  };
})();

function StreamingTerminal(props: ToolCardProps) {
  const output = useSyncExternalStore(stream.subscribe, stream.get, stream.get);
  return (
    <ToolCard
      {...props}
      intent={{
        card: 'terminal',
        title: 'Run the unit tests',
        command: 'npx vitest run',
        cwd: '~/toolcards',
        status: 'running',
        output,
      }}
    />
  );
}

export const Running: Story = {
  render: (args) => <StreamingTerminal {...args} />,
  beforeEach: () => stream.reset(),
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'output')).toHaveTextContent('Waiting for output…');
    for (const chunk of TEST_RUN) {
      stream.push(chunk);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="line"]')).toHaveLength(7));
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'running');
    await expect(slotIn(canvasElement, 'output')).toHaveTextContent('test/ansi/streaming.test.ts (6 tests)');
    await expect(slotIn(canvasElement, 'output')?.textContent).not.toMatch(/\x1b|\[\d+m/);
  },
};

export const Success: Story = {
  args: {
    intent: {
      card: 'terminal',
      title: 'List the zod build',
      command: 'ls -la --color=always lib',
      cwd: '/home/dev/zod',
      output: lsLog,
      exitCode: 0,
      durationMs: 38,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'status')).toHaveTextContent(/^Done$/);
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'success');
  },
};

export const Failure: Story = {
  args: { intent: { ...terminalResult, description: 'Type-check the entry file' } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'status')).toHaveTextContent('Failed·exit 2');
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'error');
  },
};

/**
 * A dev server stopped with SIGTERM: stopped, not broken, as the example chat shows it (docs/protocol.md, "Signal").
 */
export const Signal: Story = {
  args: { intent: { ...terminalSignal, cwd: '/home/dev/app', durationMs: 93_000 } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'status')).toHaveTextContent('Cancelled·SIGTERM');
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'cancelled');
  },
};

/** A kill the command did not ask for (the OOM killer's SIGKILL) fails it. */
export const Killed: Story = {
  args: { intent: { ...terminalSignal, cwd: '/home/dev/app', signal: 'SIGKILL', durationMs: 93_000 } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'status')).toHaveTextContent('Failed·SIGKILL');
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'error');
  },
};

const LEVELS = ['\x1b[32mINFO\x1b[0m ', '\x1b[36mDEBUG\x1b[0m', '\x1b[33mWARN\x1b[0m ', '\x1b[1;31mERROR\x1b[0m'];

/** 100,000 log lines, built once and only when the story renders (Storybook walks `args`). */
let hugeLog: string | undefined;
function hugeLogText(): string {
  if (hugeLog === undefined) {
    const lines: string[] = [];
    for (let index = 0; index < 100_000; index++) {
      const level = LEVELS[index % 97 === 0 ? 3 : index % 13 === 0 ? 2 : index % 5 === 0 ? 1 : 0];
      lines.push(
        `\x1b[90m${String(index).padStart(6, '0')}\x1b[0m ${level} worker-${index % 8} processed batch ${index} in \x1b[35m${(index * 7) % 900}ms\x1b[0m`,
      );
    }
    hugeLog = `${lines.join('\n')}\n`;
  }
  return hugeLog;
}

export const HugeLog: Story = {
  render: (args) => (
    <ToolCard
      {...args}
      intent={{
        card: 'terminal',
        title: 'Replay the worker log',
        command: 'cat worker.log',
        output: hugeLogText(),
        exitCode: 0,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const rows = canvasElement.querySelectorAll('[data-slot="line"]');
    await expect(rows.length).toBeGreaterThan(0);
    await expect(rows.length).toBeLessThan(100);
    // Its end is read first, so it opens on its real last line with the whole log's scroll height;
    // the rest is parsed from the start in the background.
    await waitFor(
      () => expect(slotIn(canvasElement, 'lines')?.getBoundingClientRect().height).toBeGreaterThan(1_000_000),
      { timeout: 20_000 },
    );
    await expect(slotIn(canvasElement, 'output')).toHaveTextContent('099999 INFO worker-7 processed batch 99999');
  },
};

export const EscapesSampler: Story = {
  args: {
    intent: {
      card: 'terminal',
      title: 'Every escape the parser handles',
      command: 'cat escapes.log',
      output: escapesLog,
      exitCode: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'output')).toHaveTextContent('Downloading (50%)');
    await expect(slotIn(canvasElement, 'output')?.innerHTML).not.toContain('\x1b');
  },
};

export const LinkSampler: Story = {
  args: {
    intent: {
      card: 'terminal',
      command: 'cat links.log',
      output: escapesLog.slice(0, escapesLog.indexOf('\x1b[2K')),
      exitCode: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const links = within(slotIn(canvasElement, 'output')!).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/docs']);
  },
};

export const StderrSegments: Story = {
  args: {
    intent: {
      card: 'terminal',
      title: 'Build the crate',
      command: 'cargo build',
      cwd: '~/crate',
      exitCode: 101,
      segments: [
        { stream: 'stdout', text: '   Compiling crate v0.1.0 (/home/dev/crate)\n' },
        { stream: 'stderr', text: '\x1b[1;33mwarning\x1b[0m: unused variable: `x`\n --> src/main.rs:2:9\n' },
        { stream: 'stderr', text: '\x1b[1;31merror[E0308]\x1b[0m: mismatched types\n' },
        { stream: 'stdout', text: 'error: could not compile `crate`\n' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-stream="stderr"]')).toHaveLength(3);
  },
};

export const Truncated: Story = {
  args: {
    intent: {
      card: 'terminal',
      command: 'npm ls --all',
      output: 'toolcards@0.1.0\n├── react@19.3.1\n└── valibot@1.5.0\n',
      exitCode: 0,
      truncated: { omittedLines: 4_213, omittedBytes: 310_552, fullOutputPath: '/tmp/npm-ls-4213.log' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'truncated')).toHaveTextContent('4,213 lines');
  },
};

export const Collapsed: Story = {
  args: { defaultOpen: false, intent: terminalResult },
  play: async ({ canvasElement }) => {
    // The preview is built once the folded card nears the screen: the frame after it mounts.
    const showAll = await within(canvasElement).findByRole('button', { name: /^Show all \d+ lines$/ });
    await userEvent.click(showAll);
    await expect(card(canvasElement)).toHaveAttribute('data-state', 'open');
  },
};

export const FindInOutput: Story = {
  args: { intent: terminalResult },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Find in output' });
    await userEvent.type(input, 'TS2339');
    await userEvent.keyboard('{Enter}');
    await expect(slotIn(canvasElement, 'find-count')).toHaveTextContent(/^2 of \d+$/);
    await waitFor(() => expect(canvasElement.querySelector('mark[data-current-hit]')).not.toBeNull());
  },
};

/**
 * With the host's `onOpenLocation`: file locations in the output (tsc, ESLint, cargo…) are buttons that open the file
 * there.
 */
export const OpenLocations: Story = {
  args: {
    intent: {
      card: 'terminal',
      command: 'npx tsc --pretty && npx eslint src',
      cwd: '/tmp/locs/es',
      output: `${tscLocationsLog}${eslintLog}`,
      exitCode: 1,
    },
    onOpenLocation: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const output = within(slotIn(canvasElement, 'output')!);
    await userEvent.click(output.getByRole('button', { name: 'Open src/a.ts:2:41' }));
    await expect(args.onOpenLocation).toHaveBeenCalledWith({
      path: 'src/a.ts',
      line: 2,
      column: 41,
      resolvedPath: '/tmp/locs/es/src/a.ts',
    });
    await userEvent.click(output.getByRole('button', { name: 'Open 1:36 in /tmp/locs/es/src/util.js' }));
    await expect(args.onOpenLocation).toHaveBeenLastCalledWith({
      path: '/tmp/locs/es/src/util.js',
      line: 1,
      column: 36,
      resolvedPath: '/tmp/locs/es/src/util.js',
    });
  },
};

/**
 * The same output on a phone (360 px): "Copy command" and "Copy output" are visible buttons at
 * least 24 px square, and the output's locations are one Tab stop, the arrow keys moving among them.
 */
export const OpenLocationsOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: OpenLocations.args,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(360);
    for (const name of ['Copy command', 'Copy output']) {
      const box = within(canvasElement).getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    const locations = slotsIn(canvasElement, 'output-location');
    await expect(locations.length).toBeGreaterThan(10);
    await expect(locations.filter((location) => location.tabIndex === 0)).toHaveLength(1);
    (locations[0] as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(locations[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(locations.at(-1)).toHaveFocus();
  },
};

/**
 * CJK text and emoji take two columns: a progress bar redrawn with `\r` and cursor moves land where a terminal puts
 * them.
 */
export const WideCharacters: Story = {
  args: {
    intent: {
      card: 'terminal',
      command: 'pnpm install',
      output:
        '下载中 [=>        ]  10%\r下载中 [=====>    ]  60%\r完成   [==========] 100%\n' +
        '📦 パッケージ 3/3 ✅\n' +
        '日本語テキスト\x1b[4D\x1b[32mOK\x1b[0m\n',
      exitCode: 0,
    },
  },
  play: async ({ canvasElement }) => {
    const rows = Array.from(canvasElement.querySelectorAll('[data-slot="line"]'), (row) => row.textContent);
    await expect(rows).toEqual(['完成   [==========] 100%', '📦 パッケージ 3/3 ✅', '日本語テキOKト']);
  },
};

/** A command of several lines: its first line and "+2 lines" in the header, every line as a prompt row in the body. */
export const MultiLineCommand: Story = {
  args: {
    intent: { card: 'terminal', command: 'echo one\necho two\nls sub', output: 'one\ntwo\n', exitCode: 0 },
    defaultOpen: true,
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'more-lines')).toHaveTextContent('+2 lines');
    await expect(slotIn(canvasElement, 'title')).toHaveAttribute('title', 'echo one\necho two\nls sub');
  },
};
