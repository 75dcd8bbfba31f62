import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { act, fireEvent, render, within } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import terminalPending from '../../fixtures/intents/terminal-pending.json';
import terminalResult from '../../fixtures/intents/terminal-result.json';
import terminalSignal from '../../fixtures/intents/terminal-signal.json';
import { axeViolations, numberedLog, rowText, slot, slots } from './terminal-test-utils';

const root = (container: HTMLElement) => slot(container, 'header').parentElement as HTMLElement;

describe('the terminal card header', () => {
  it('shows the command after a $ prompt, the cwd, and plain "Done" for exit 0', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'terminal',
          title: 'List the sources',
          command: 'ls -la src',
          cwd: '/repo',
          exitCode: 0,
          output: 'a\n',
        }}
      />,
    );
    expect(slot(container, 'title')).toHaveTextContent('List the sources');
    expect(slot(container, 'command')).toHaveTextContent('$ ls -la src');
    expect(slot(container, 'prompt')).toHaveAttribute('aria-hidden', 'true');
    expect(slot(container, 'cwd')).toHaveTextContent('/repo');
    expect(slot(container, 'status')).toHaveTextContent(/^Done$/);
    expect(container.querySelector('[data-slot="exit"]')).toBeNull();
    expect(root(container)).toHaveAttribute('data-status', 'success');
  });

  it('does not repeat a command that is already the title, and marks the title as the command', () => {
    const { container } = render(<ToolCard intent={terminalPending} />);
    expect(slot(container, 'title')).toHaveTextContent('npx tsc --noEmit --strict source/index.js');
    expect(container.querySelector('[data-slot="command"]')).toBeNull();
    expect(slot(container, 'meta')).toHaveAttribute('data-title-is-command', '');
    expect(slot(container, 'cwd')).toHaveTextContent('/home/dev/chalk');
  });

  it('says a failing exit code in the one status pill: "Failed · exit 2"', () => {
    const { container } = render(<ToolCard intent={terminalResult} />);
    expect(slot(container, 'status')).toHaveTextContent('Failed·exit 2');
    expect(slot(container, 'status')).toHaveAttribute('data-detail', 'exit');
    expect(container.querySelector('[data-slot="exit"]')).toBeNull();
    expect(root(container)).toHaveAttribute('data-status', 'error');
    expect(slot(container, 'duration')).toHaveTextContent('4.2 s');
  });

  it('names the signal that ended the command: a stop signal reads Cancelled, a kill or a crash Failed', () => {
    const { container } = render(<ToolCard intent={terminalSignal} />);
    expect(slot(container, 'status')).toHaveTextContent('Cancelled·SIGTERM');
    expect(slot(container, 'status')).toHaveAttribute('data-detail', 'signal');
    expect(root(container)).toHaveAttribute('data-status', 'cancelled');
    const killed = render(<ToolCard intent={{ card: 'terminal', command: 'make', exitCode: 137 }} />);
    expect(slot(killed.container, 'status')).toHaveTextContent('Failed·exit 137 (SIGKILL)');
    const crashed = render(<ToolCard intent={{ card: 'terminal', command: './a.out', signal: 'SIGSEGV' }} />);
    expect(slot(crashed.container, 'status')).toHaveTextContent('Failed·SIGSEGV');
    const interrupted = render(<ToolCard intent={{ card: 'terminal', command: 'npm test', exitCode: 130 }} />);
    expect(slot(interrupted.container, 'status')).toHaveTextContent('Cancelled·exit 130 (SIGINT)');
  });

  it('reads a dev server stopped with SIGTERM the same in the story fixture and in the chat session, with or without the host\'s "cancelled"', () => {
    const session = readFileSync(resolve(process.cwd(), 'test/fixtures/sessions/ops-session.jsonl'), 'utf8');
    const chatCall = session
      .split('\n')
      .filter((line) => line.includes('"call_dev_7"'))
      .map((line) => (JSON.parse(line) as { intent: unknown }).intent)
      .at(-1);
    const story = render(<ToolCard intent={terminalSignal} />);
    const chat = render(<ToolCard intent={chatCall} />);
    expect(slot(chat.container, 'status')).toHaveTextContent('Cancelled·SIGTERM');
    expect(slot(story.container, 'status').textContent).toBe(slot(chat.container, 'status').textContent);
  });

  it('says running in data-status and in text while the command runs', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npm test', status: 'running', output: 'RUN\n' }} />,
    );
    expect(root(container)).toHaveAttribute('data-status', 'running');
    expect(slot(container, 'status')).toHaveTextContent('Running');
    expect(container.querySelector('[data-slot="exit"]')).toBeNull();
  });
});

describe('the terminal card body', () => {
  it('shows the description above the output', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'terminal', command: 'du -sh', description: 'Measure the folder', output: '4.0K\t.\n' }}
      />,
    );
    const description = slot(container, 'description');
    expect(description).toHaveTextContent('Measure the folder');
    expect(
      description.compareDocumentPosition(slot(container, 'output')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows a pending call as its full command and cwd, with no output yet', () => {
    const { container } = render(<ToolCard intent={{ ...terminalPending, status: 'pending' }} />);
    expect(slot(container, 'command-line')).toHaveTextContent('$ npx tsc --noEmit --strict source/index.js');
    expect(slot(container, 'cwd')).toHaveTextContent('/home/dev/chalk');
    expect(container.querySelector('[data-slot="output"]')).toBeNull();
    expect(container.querySelector('[data-slot="empty"]')).toBeNull();
  });

  it('says "No output" for a finished command that printed nothing', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'true', exitCode: 0 }} />);
    expect(slot(container, 'empty')).toHaveTextContent('No output');
  });

  it('waits visibly for the first output of a running command', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'sleep 5', status: 'running' }} />);
    expect(slot(container, 'output')).toHaveTextContent('Waiting for output…');
  });

  it('says the host cut the output, with its counts and the full-output path', () => {
    const { container, rerender } = render(
      <ToolCard intent={{ card: 'terminal', command: 'yes', output: 'y\n', truncated: true }} />,
    );
    expect(slot(container, 'truncated')).toHaveTextContent('Output truncated by the host.');
    rerender(
      <ToolCard
        intent={{
          card: 'terminal',
          command: 'yes',
          output: 'y\n',
          truncated: { omittedLines: 12_000, omittedBytes: 1, fullOutputPath: '/tmp/out.log' },
        }}
      />,
    );
    expect(slot(container, 'truncated')).toHaveTextContent(
      'Output truncated: 12,000 lines and 1 byte omitted. Full output: /tmp/out.log',
    );
    expect(slot(container, 'full-output-path').tagName).toBe('CODE');
  });

  it('marks stderr lines by data-stream and by a label read before them', () => {
    const segments = [
      { stream: 'stdout', text: 'compiling\n' },
      { stream: 'stderr', text: 'warning: unused variable\n' },
      { stream: 'stdout', text: 'done\n' },
    ];
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'cargo build', segments }} />);
    const rows = slots(container, 'line');
    expect(rows.map(rowText)).toEqual(['compiling', 'warning: unused variable', 'done']);
    expect(rows.map((row) => row.getAttribute('data-stream'))).toEqual([null, 'stderr', null]);
    expect(within(rows[1]!).getByText('stderr', { exact: false })).toHaveAttribute('data-slot', 'stream-label');
  });

  it('copies the command, the plain output, and the whole card as a transcript', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const rest = Array.from({ length: 11 }, (_, index) => `\tfile-${index}.ts`);
    const output = `\x1b[31mmodified:\x1b[0m a.ts\r\n${rest.join('\n')}\n`;
    const plain = ['modified: a.ts', ...rest].join('\n');
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'git status', output }} />);
    expect(slot(container, 'copy-command')).toHaveAccessibleName('Copy command');
    expect(slot(container, 'copy-output')).toHaveAccessibleName('Copy output');
    expect(slot(container, 'copy')).toHaveAccessibleName('Copy command and output');
    await act(async () => fireEvent.click(slot(container, 'copy-command')));
    expect(writeText).toHaveBeenLastCalledWith('git status');
    await act(async () => fireEvent.click(slot(container, 'copy-output')));
    expect(writeText).toHaveBeenLastCalledWith(plain);
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenLastCalledWith(`$ git status\n${plain}`);
  });

  it('keeps hostile command, cwd and output as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const output = `${hostile}\n\x1b]8;;javascript:alert(1)\x07click\x1b]8;;\x07 \x1b]8;;data:text/html,x\x07data\x1b]8;;\x07\n`;
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', title: 'run', command: hostile, cwd: hostile, output }} />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(slot(container, 'command')).toHaveTextContent(hostile);
    expect(slot(container, 'cwd')).toHaveTextContent(hostile);
    expect(slots(container, 'line').map(rowText)).toEqual([hostile, 'click data']);
  });

  it('draws a labelled, keyboard-scrollable output region', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'ls', output: 'a\n' }} />);
    const output = slot(container, 'output');
    expect(output).toHaveAttribute('role', 'group');
    expect(output).toHaveAccessibleName('Terminal output');
    expect(output).toHaveAttribute('tabindex', '0');
  });

  it('takes translated labels', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'terminal', command: 'ls', output: 'a\n'.repeat(12), exitCode: 1 }}
        labels={{
          wrapLines: 'Retour à la ligne',
          terminal: { exitCode: (code) => `code ${code}`, outputRegion: 'Sortie', findInOutput: 'Chercher' },
        }}
      />,
    );
    expect(slot(container, 'status-detail')).toHaveTextContent('code 1');
    expect(slot(container, 'wrap-toggle')).toHaveTextContent('Retour à la ligne');
    expect(slot(container, 'output')).toHaveAccessibleName('Sortie');
    expect(slot(container, 'find-input')).toHaveAccessibleName('Chercher');
  });
});

describe('the collapsed terminal card', () => {
  it('previews the head and tail of long output, and "Show all" opens the card on the output', () => {
    const onOpenChange = vi.fn();
    const { container } = render(
      <ToolCard
        intent={{ card: 'terminal', command: 'seq 100', output: numberedLog(100) }}
        defaultOpen={false}
        onOpenChange={onOpenChange}
      />,
    );
    expect(root(container)).toHaveAttribute('data-state', 'closed');
    const preview = slot(container, 'preview');
    expect(slots(preview, 'line').map(rowText)).toEqual([0, 1, 2, 3, 4, 95, 96, 97, 98, 99].map((n) => `line ${n} ok`));
    const showAll = within(preview).getByRole('button', { name: 'Show all 100 lines' });
    fireEvent.click(showAll);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    expect(root(container)).toHaveAttribute('data-state', 'open');
    expect(container.querySelector('[data-slot="preview"]')).toBeNull();
    expect(document.activeElement).toBe(slot(container, 'output'));
  });

  it('shows short output whole, and no body at all without output', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'echo', output: 'one\ntwo\n' }} defaultOpen={false} />,
    );
    expect(slots(slot(container, 'preview'), 'line').map(rowText)).toEqual(['one', 'two']);
    expect(container.querySelector('[data-slot="show-all"]')).toBeNull();
    const empty = render(<ToolCard intent={terminalPending} defaultOpen={false} />);
    expect(slot(empty.container, 'body')).not.toBeVisible();
  });

  it('draws the same lines after closing and opening from the header, leaving focus alone', () => {
    const intent = { card: 'terminal', command: 'seq', output: numberedLog(3) };
    const { container } = render(<ToolCard intent={intent} />);
    fireEvent.click(slot(container, 'toggle'));
    fireEvent.click(slot(container, 'toggle'));
    expect(slots(container, 'line').map(rowText)).toEqual(['line 0 ok', 'line 1 ok', 'line 2 ok']);
    // A header toggle is not "Show all": focus stays where the user put it.
    expect(document.activeElement).not.toBe(slot(container, 'output'));
  });
});

describe('accessibility (axe, jsdom)', () => {
  it.each([
    [
      'a result',
      {
        card: 'terminal',
        title: 'Type-check',
        command: 'tsc',
        cwd: '/repo',
        exitCode: 2,
        output: '\x1b[31merror\x1b[0m\n',
        description: 'Check types',
      },
      true,
    ],
    ['a pending call', terminalPending, true],
    [
      'a running command with stderr',
      { card: 'terminal', command: 'make', status: 'running', segments: [{ stream: 'stderr', text: 'warn\n' }] },
      true,
    ],
    [
      'a truncated output',
      { card: 'terminal', command: 'yes', output: 'y\n', truncated: { omittedLines: 3, fullOutputPath: '/tmp/x' } },
      true,
    ],
    ['a collapsed preview', { card: 'terminal', command: 'seq 50', output: numberedLog(50) }, false],
  ])('finds no violation in %s', async (_name, intent, open) => {
    const { container } = render(<ToolCard intent={intent} defaultOpen={open} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
