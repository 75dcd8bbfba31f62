import { act, fireEvent, render } from '@testing-library/react';
import { setSynchronousMode } from '../../../src/highlight/synchronous-mode';
import { ToolCard } from '../../../src/index';
import { MAX_DRAWN_LINE_CHARS, drawnLine } from '../../../src/cards/terminal/drawn-line';
import { slot, slots } from './terminal-test-utils';

function mockClipboard() {
  const writeText = vi.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

/** The characters a drawn row shows, without its notes. */
function drawnText(row: HTMLElement): string {
  const clone = row.cloneNode(true) as HTMLElement;
  for (const note of clone.querySelectorAll('[data-slot="line-note"]')) note.remove();
  return clone.textContent ?? '';
}

describe('a terminal line longer than a row draws', () => {
  beforeEach(() => {
    // The whole output parsed inside the render's effects: the test sees the finished line.
    setSynchronousMode(true);
    onTestFinished(() => setSynchronousMode(false));
  });

  it('draws the start of a 1 MB line, says how much is left out, and copies all of it', async () => {
    const line = '0123456789'.repeat(100_000);
    const writeText = mockClipboard();
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'dump', output: `${line}\n` }} />);
    const [row, ...rest] = slots(container, 'line');
    expect(rest).toEqual([]);
    expect(drawnText(row!)).toBe(line.slice(0, MAX_DRAWN_LINE_CHARS));
    expect(row).toHaveAttribute('data-cut', 'length');
    expect(row!.querySelector('[data-slot="line-note"]')).toHaveTextContent(
      '[990,000 more characters of this line are not drawn: Copy output has them]',
    );
    await act(async () => fireEvent.click(slot(container, 'copy-output')));
    expect(writeText).toHaveBeenLastCalledWith(line);
  });

  it('draws a bounded row for cursor-forward amplification, whatever the moves ask for', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'moves', output: '\x1b[1024Cx'.repeat(50_000) }} />,
    );
    const [row] = slots(container, 'line');
    expect(drawnText(row!).length).toBe(MAX_DRAWN_LINE_CHARS);
    // Clipped moves outrank the length in `data-cut`; both notes are shown.
    expect(row).toHaveAttribute('data-cut', 'moves');
    expect(row!.querySelectorAll('[data-slot="line-note"]')).toHaveLength(2);
  });

  it('keeps a line that fits whole, and never cuts between the halves of an emoji', () => {
    const fits = { spans: [{ text: 'ok', style: {} }] };
    expect(drawnLine(fits)).toEqual({ line: fits, hidden: 0 });
    const cut = drawnLine(
      {
        spans: [
          { text: 'ab', style: {} },
          { text: '😀c', style: { bold: true } },
        ],
      },
      3,
    );
    expect(cut.line.spans.map((span) => span.text)).toEqual(['ab']);
    expect(cut.hidden).toBe(3);
  });
});
