import { act, fireEvent, render } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { stripAnsi } from '../../../src/ansi';
import { readTerminalFixture } from '../../ansi/terminal-fixtures';
import { TerminalFeed } from '../../../src/cards/terminal/terminal-feed';
import { terminalOutputText } from '../../../src/cards/terminal/terminal-copy-text';
import { numberedLog, slot } from './terminal-test-utils';

// Every character any terminal screen is given, counted: the card parses its output once when
// drawing, and Copy reads those lines instead of parsing the output again.
const parsed = vi.hoisted(() => ({ chars: 0 }));
vi.mock('../../../src/ansi/ansi-screen', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ansi/ansi-screen')>();
  return {
    ...actual,
    createAnsiScreen: () => {
      const screen = actual.createAnsiScreen();
      const write = screen.write.bind(screen);
      screen.write = (chunk: string) => {
        parsed.chars += chunk.length;
        write(chunk);
      };
      return screen;
    },
  };
});

function mockClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('copying a terminal card', () => {
  const output = readTerminalFixture('tsc-pretty.log');
  // Computed before each test resets the count.
  const plain = stripAnsi(output);

  beforeEach(() => {
    parsed.chars = 0;
  });

  it('parses the output once to draw it and copy it twice (card and output)', async () => {
    const writeText = mockClipboard();
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'npx tsc', output, exitCode: 2 }} />);
    expect(parsed.chars).toBe(output.length);
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenLastCalledWith(`$ npx tsc\n${plain}`);
    await act(async () => fireEvent.click(slot(container, 'copy-output')));
    expect(writeText).toHaveBeenLastCalledWith(plain);
    expect(parsed.chars).toBe(output.length);
  });

  it('parses streamed output once in all, however many updates arrive before the copy', async () => {
    const writeText = mockClipboard();
    const log = numberedLog(300);
    const expected = `$ npx tsc\n${stripAnsi(log)}`;
    parsed.chars = 0;
    const cut = (end: number) =>
      ({ card: 'terminal', command: 'npx tsc', status: 'running', output: log.slice(0, end) }) as const;
    const { container, rerender } = render(<ToolCard intent={cut(1000)} />);
    rerender(<ToolCard intent={cut(2000)} />);
    rerender(<ToolCard intent={{ ...cut(log.length), status: 'success', exitCode: 0 }} />);
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenLastCalledWith(expected);
    expect(parsed.chars).toBe(log.length);
  });

  it('copies a collapsed card, whose preview parsed only its head and tail, parsing the whole output once', async () => {
    const writeText = mockClipboard();
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npx tsc', output, exitCode: 2 }} defaultOpen={false} />,
    );
    const previewed = parsed.chars;
    expect(previewed).toBeLessThan(output.length / 10);
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenLastCalledWith(`$ npx tsc\n${plain}`);
    expect(parsed.chars - previewed).toBe(output.length);
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(parsed.chars - previewed).toBe(output.length);
  });

  it('copies every line of a log whose parse is still going on in the background', () => {
    const log = numberedLog(20_000);
    const source = { kind: 'output', text: log } as const;
    const feed = new TerminalFeed();
    // What the card's render does: the end read ahead, the rest left for after paint.
    feed.sync(source);
    expect(feed.pending).toBe(true);
    expect(terminalOutputText({ source, feed })).toBe(stripAnsi(log));
    expect(feed.pending).toBe(false);
  });

  it('parses nothing for a card without output, drawn or copied', async () => {
    const writeText = mockClipboard();
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'npx tsc', status: 'pending' }} defaultOpen={false} />,
    );
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenLastCalledWith('$ npx tsc');
    expect(parsed.chars).toBe(0);
  });
});
