import { act, fireEvent, render, within } from '@testing-library/react';
import { EscapeTokenizer } from '../../../src/ansi/escape-tokenizer';
import { setSynchronousMode } from '../../../src/highlight/synchronous-mode';
import { ToolCard } from '../../../src/index';
import { TAIL_FIRST_LINES } from '../../../src/cards/terminal/tail-first';
import { numberedLog, rowText, slot, slots } from './terminal-test-utils';

/**
 * Counts the characters the streaming parser is written from now on (lines read again to draw them are not counted).
 */
function countWrites(): () => number {
  const write = vi.spyOn(EscapeTokenizer.prototype, 'write');
  onTestFinished(() => write.mockRestore());
  return () => write.mock.calls.reduce((sum, [chunk]) => sum + chunk.length, 0);
}

describe('a collapsed terminal card of a long log', () => {
  beforeEach(() => {
    // Any parse left for the background would run inside the render's effects: none may.
    setSynchronousMode(true);
    onTestFinished(() => setSynchronousMode(false));
  });

  it('parses only the lines its preview shows, and counts every line', () => {
    const log = numberedLog(100_000);
    const written = countWrites();
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'build', output: log, exitCode: 0 }} defaultOpen={false} />,
    );
    const preview = slot(container, 'preview');
    expect(slots(preview, 'line').map(rowText)).toEqual(
      [0, 1, 2, 3, 4, 99_995, 99_996, 99_997, 99_998, 99_999].map((n) => `line ${n} ok`),
    );
    expect(within(preview).getByRole('button', { name: 'Show all 100,000 lines' })).toBeInTheDocument();
    expect(written()).toBeLessThan(500);
  });

  it('parses the whole output once opened, and its last lines read ahead once more', async () => {
    const log = numberedLog(10_000);
    const written = countWrites();
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'build', output: log, exitCode: 0 }} defaultOpen={false} />,
    );
    const previewed = written();
    await act(async () => fireEvent.click(slot(container, 'show-all')));
    // The lines of the tail and the one before it, from its last style reset on.
    const readAhead =
      log.length - log.lastIndexOf('\x1b[0m', log.length - numberedLog(TAIL_FIRST_LINES + 1, 9_799).length);
    expect(written() - previewed).toBe(log.length + readAhead);
    expect(slots(container, 'line').map(rowText).at(-1)).toBe('line 9999 ok');
  });

  it('previews output whose line breaks cannot just be counted from the whole parse, with the same lines', () => {
    // Cursor-up redraws (a progress display) rewrite lines: the preview parses everything.
    const log = `${numberedLog(50)}step 1\nstep 2\n\x1b[2A\rdone 1\x1b[K\ndone 2\x1b[K\n${numberedLog(50, 50)}`;
    const written = countWrites();
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'build', output: log, exitCode: 0 }} defaultOpen={false} />,
    );
    expect(written()).toBe(log.length);
    expect(slots(slot(container, 'preview'), 'line').map(rowText)).toEqual(
      [0, 1, 2, 3, 4, 95, 96, 97, 98, 99].map((n) => `line ${n} ok`),
    );
    expect(slot(container, 'show-all')).toHaveTextContent('Show all 102 lines');
  });
});
