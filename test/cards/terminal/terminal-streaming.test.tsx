import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createAnsiScreen } from '../../../src/ansi/ansi-screen';
import { EscapeTokenizer } from '../../../src/ansi/escape-tokenizer';
import { setSynchronousMode } from '../../../src/highlight/synchronous-mode';
import { ToolCard } from '../../../src/index';
import { readTerminalFixture } from '../../ansi/terminal-fixtures';
import { numberedLog, slot } from './terminal-test-utils';

// Spied, still real: counts the screens a card creates.
vi.mock(import('../../../src/ansi/ansi-screen'), { spy: true });

const running = (output: string) => ({ card: 'terminal', command: 'make', status: 'running', output });
const segmentsOf = (segments: { stream: string; text: string }[]) => ({
  card: 'terminal',
  command: 'make',
  status: 'running',
  segments,
});

/** The characters the ANSI parser reads while `update` runs: its work, counted, not timed. */
function parsedDuring(update: () => void): number {
  const write = vi.spyOn(EscapeTokenizer.prototype, 'write');
  try {
    update();
    return write.mock.calls.reduce((sum, [chunk]) => sum + chunk.length, 0);
  } finally {
    write.mockRestore();
  }
}

function streamed(text: string, size: number): string {
  const { container, rerender, unmount } = render(<ToolCard intent={running('')} />);
  for (let end = size; end < text.length + size; end += size)
    rerender(<ToolCard intent={running(text.slice(0, end))} />);
  rerender(<ToolCard intent={{ ...running(text), status: 'success', exitCode: 0 }} />);
  const html = slot(container, 'output').outerHTML;
  unmount();
  return html;
}

describe('streaming into the card', () => {
  it.each(['escapes.log', 'git-diff-color.log', 'grep-color.log'])(
    'gives the same final DOM for %s fed 1, 7 or all characters at a time',
    (name) => {
      const text = readTerminalFixture(name);
      const whole = streamed(text, text.length);
      expect(streamed(text, 1)).toBe(whole);
      expect(streamed(text, 7)).toBe(whole);
    },
  );

  it.each([1_000, 100_000])('parses only the 100 appended lines of a %i-line log', async (size) => {
    // Synchronous mode parses the part past the render budget inside the effect, so the test
    // never waits on how fast the machine is.
    setSynchronousMode(true);
    onTestFinished(() => setSynchronousMode(false));
    const log = numberedLog(size);
    const { container, rerender } = render(<ToolCard intent={running(log)} />);
    // The height the list scrolls over: its drawn rows and the two spacers around them.
    const listHeight = () => {
      const lines = slot(container, 'lines');
      return (
        Number.parseFloat(lines.style.paddingTop) +
        lines.children.length * 20 +
        Number.parseFloat(lines.style.paddingBottom)
      );
    };
    // A log past the render budget finishes parsing in the background first.
    expect(listHeight()).toBe(size * 20);
    const chunk = numberedLog(100, size);
    expect(parsedDuring(() => rerender(<ToolCard intent={running(log + chunk)} />))).toBe(chunk.length);
    expect(listHeight()).toBe((size + 100) * 20);
  });

  it('parses nothing when a re-render brings the same output, and keeps one screen per card', () => {
    vi.mocked(createAnsiScreen).mockClear();
    const { rerender } = render(<ToolCard intent={running('a\n')} />);
    expect(parsedDuring(() => rerender(<ToolCard intent={{ ...running('a\n'), durationMs: 5 }} />))).toBe(0);
    rerender(<ToolCard intent={running('a\nb\n')} />);
    rerender(<ToolCard intent={running('a\nb\nc\n')} />);
    expect(createAnsiScreen).toHaveBeenCalledTimes(1);
  });

  it('streams correctly under StrictMode, whose double renders must not write twice', () => {
    const strict = (output: string) => (
      <StrictMode>
        <ToolCard intent={running(output)} />
      </StrictMode>
    );
    const { container, rerender } = render(strict('one\n'));
    rerender(strict('one\ntwo\n'));
    const chunk = 'three\n';
    expect(parsedDuring(() => rerender(strict(`one\ntwo\n${chunk}`)))).toBe(chunk.length);
    expect(slot(container, 'output')).toHaveTextContent(/^onetwothree$/);
  });

  it('starts a fresh screen when the output is replaced rather than extended', () => {
    vi.mocked(createAnsiScreen).mockClear();
    const { container, rerender } = render(<ToolCard intent={running('first attempt\n')} />);
    rerender(<ToolCard intent={running('retry\n')} />);
    expect(createAnsiScreen).toHaveBeenCalledTimes(2);
    expect(slot(container, 'output')).toHaveTextContent(/^retry$/);
  });

  it('appends segments: only the new text is parsed, and stderr stays marked', () => {
    const first = [{ stream: 'stdout', text: 'compiling\n' }];
    const { container, rerender } = render(<ToolCard intent={segmentsOf(first)} />);
    const next = [...first, { stream: 'stderr', text: 'warning: x\n' }];
    expect(parsedDuring(() => rerender(<ToolCard intent={segmentsOf(next)} />))).toBe('warning: x\n'.length);
    const grown = [...first, { stream: 'stderr', text: 'warning: x\nwarning: y\n' }];
    expect(parsedDuring(() => rerender(<ToolCard intent={segmentsOf(grown)} />))).toBe('warning: y\n'.length);
    const stderrRows = container.querySelectorAll('[data-slot="line"][data-stream="stderr"]');
    expect(stderrRows).toHaveLength(2);
  });
});
