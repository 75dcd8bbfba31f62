import { act, fireEvent, render } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { setSynchronousMode } from '../../../src/highlight/synchronous-mode';
import { numberedLog, rowText, slot, slots } from './terminal-test-utils';

const marks = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('mark[data-hit]')];
const currentMark = (container: HTMLElement) => container.querySelector<HTMLElement>('mark[data-current-hit]');
const rowOf = (element: Element | null) => element?.closest('[data-slot="line"]')?.getAttribute('data-index');

/** jsdom has no layout: give the output region a scroll geometry the test controls. */
function fakeScrollGeometry(element: HTMLElement, geometry: { scrollHeight: number; clientHeight: number }) {
  let top = 0;
  Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => geometry.scrollHeight });
  Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => geometry.clientHeight });
  Object.defineProperty(element, 'scrollTop', {
    configurable: true,
    get: () => top,
    set: (value: number) => {
      top = Math.max(0, Math.min(value, geometry.scrollHeight - geometry.clientHeight));
    },
  });
  return {
    userScrollsTo(value: number) {
      element.scrollTop = value;
      fireEvent.scroll(element);
    },
  };
}

describe('virtualized output', () => {
  it('mounts 100,000 lines with only the last rows drawn, and no layout needed', async () => {
    // The rest of the log is parsed after paint; synchronous mode runs that work inside the
    // effect, so the test never waits on how fast the machine is.
    setSynchronousMode(true);
    onTestFinished(() => setSynchronousMode(false));
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'seq 100000', output: numberedLog(100_000) }} />,
    );
    const rows = slots(container, 'line');
    expect(rows.length).toBeGreaterThanOrEqual(23);
    expect(rows.length).toBeLessThanOrEqual(40);
    // One run of consecutive lines, not the first ones: a finished log opens at its end.
    const indexes = rows.map((row) => Number(row.getAttribute('data-index')));
    expect(indexes).toEqual(indexes.map((_, position) => indexes[0]! + position));
    expect(indexes[0]).toBeGreaterThan(0);
    expect(rowText(rows[0]!)).toBe(`line ${indexes[0]} ok`);
    // The rows not drawn still take their height, so the scrollbar is the whole log's (once the
    // part past the render budget has been parsed in the background).
    const lines = slot(container, 'lines');
    expect(
      Number.parseFloat(lines.style.paddingTop) + rows.length * 20 + Number.parseFloat(lines.style.paddingBottom),
    ).toBe(100_000 * 20);
  });

  it('a few short lines have no toolbar: find and wrap add nothing; one long line brings wrap back', () => {
    const short = render(<ToolCard intent={{ card: 'terminal', command: 'ls', output: 'a.ts\nb.ts\n' }} />);
    expect(short.container.querySelector('[data-slot="toolbar"]')).toBeNull();
    short.unmount();
    const long = render(<ToolCard intent={{ card: 'terminal', command: 'cat', output: `${'x'.repeat(500)}\nok\n` }} />);
    expect(slot(long.container, 'wrap-toggle')).toBeInTheDocument();
  });

  it('wraps long lines or scrolls sideways, from a pressed-state toggle', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', command: 'cat', output: `${'x'.repeat(500)}\n${'ok\n'.repeat(10)}` }} />,
    );
    const toggle = slot(container, 'wrap-toggle');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(slot(container, 'output')).not.toHaveAttribute('data-wrap');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(slot(container, 'output')).toHaveAttribute('data-wrap', '');
  });
});

describe('find in output', () => {
  // Four lines worth finding, then more: a toolbar comes with output longer than ten lines.
  const output = `alpha error\nbeta\n\x1b[31mERR\x1b[0mOR in gamma\nerror, error\n${'ok\n'.repeat(8)}`;

  it('highlights every hit, counts them, and steps with Enter and Shift+Enter', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'build', output }} />);
    const input = slot(container, 'find-input');
    expect(input).toHaveAttribute('type', 'search');
    expect(input).toHaveAccessibleName('Find in output');
    fireEvent.change(input, { target: { value: 'error' } });
    expect(marks(container).map((mark) => mark.textContent)).toEqual(['error', 'ERR', 'OR', 'error', 'error']);
    expect(slot(container, 'find-count')).toHaveTextContent('1 of 4');
    expect(rowOf(currentMark(container))).toBe('0');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(slot(container, 'find-count')).toHaveTextContent('2 of 4');
    // A hit across two styled spans is one hit in two marks, each keeping its span's colour.
    const current = container.querySelectorAll('mark[data-current-hit]');
    expect([...current].map((mark) => mark.textContent)).toEqual(['ERR', 'OR']);
    expect((current[0]!.parentElement as HTMLElement).style.color).toBe('var(--tc-ansi-red)');
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(slot(container, 'find-count')).toHaveTextContent('4 of 4');
    expect(rowOf(currentMark(container))).toBe('3');
    fireEvent.click(slot(container, 'find-next'));
    expect(slot(container, 'find-count')).toHaveTextContent('1 of 4');
  });

  it('says when nothing matches and disables the step buttons', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'build', output }} />);
    fireEvent.change(slot(container, 'find-input'), { target: { value: 'warning' } });
    expect(slot(container, 'find-count')).toHaveTextContent('No matches');
    expect(slot(container, 'find-next')).toBeDisabled();
    expect(slot(container, 'find-previous')).toBeDisabled();
    expect(marks(container)).toEqual([]);
  });

  it('scrolls a hit far up the log into view, where the browser find could not reach', async () => {
    // Background parsing in slices yields by the clock, so a loaded machine would finish it in
    // more tasks than the one this test waits: synchronous mode runs it inside the effect.
    setSynchronousMode(true);
    onTestFinished(() => setSynchronousMode(false));
    // As a browser does: scrollTo moves the element, and the scroll event comes after.
    const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
      this.scrollTop = options.top ?? 0;
      setTimeout(() => fireEvent.scroll(this));
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    try {
      const { container } = render(
        <ToolCard intent={{ card: 'terminal', command: 'seq', output: `needle here\n${numberedLog(5_000)}` }} />,
      );
      fakeScrollGeometry(slot(container, 'output'), { scrollHeight: 5_001 * 20, clientHeight: 400 });
      expect(container.textContent).not.toContain('needle here');
      await act(async () => {
        fireEvent.change(slot(container, 'find-input'), { target: { value: 'needle' } });
        // One task later: the scroll event the mock queued has fired (an order, not a duration).
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(scrollTo).toHaveBeenCalled();
      expect(rowOf(currentMark(container))).toBe('0');
      expect(currentMark(container)).toHaveTextContent('needle');
    } finally {
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    }
  });

  it('keeps finding in output that streams in', () => {
    const intent = (text: string) => ({
      card: 'terminal',
      command: 'tail -f',
      status: 'running',
      output: 'ok\n'.repeat(10) + text,
    });
    const { container, rerender } = render(<ToolCard intent={intent('ok\nfail 1\n')} />);
    fireEvent.change(slot(container, 'find-input'), { target: { value: 'fail' } });
    expect(slot(container, 'find-count')).toHaveTextContent('1 of 1');
    rerender(<ToolCard intent={intent('ok\nfail 1\nok\nfail 2\n')} />);
    expect(slot(container, 'find-count')).toHaveTextContent('1 of 2');
    expect(marks(container)).toHaveLength(2);
  });

  it('takes Ctrl+F in the output to its own find box', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: 'build', output }} />);
    const event = fireEvent.keyDown(slot(container, 'output'), { key: 'f', ctrlKey: true });
    expect(event).toBe(false);
    expect(document.activeElement).toBe(slot(container, 'find-input'));
  });
});

describe('following a running command', () => {
  const running = (lines: number) => ({
    card: 'terminal',
    command: 'npm test',
    status: 'running',
    output: numberedLog(lines),
  });

  it('follows the end until the user scrolls up, then offers "Jump to end"', () => {
    const { container, rerender } = render(<ToolCard intent={running(100)} />);
    const output = slot(container, 'output');
    const geometry = { scrollHeight: 2000, clientHeight: 400 };
    const scroll = fakeScrollGeometry(output, geometry);

    geometry.scrollHeight = 2200;
    rerender(<ToolCard intent={running(110)} />);
    expect(output.scrollTop).toBe(1800);
    expect(output).toHaveAttribute('data-following', '');
    expect(container.querySelector('[data-slot="jump-to-end"]')).toBeNull();

    scroll.userScrollsTo(600);
    const jump = slot(container, 'jump-to-end');
    expect(jump).toHaveAccessibleName('Jump to end');
    expect(output).not.toHaveAttribute('data-following');

    geometry.scrollHeight = 2400;
    rerender(<ToolCard intent={running(120)} />);
    expect(output.scrollTop).toBe(600);

    fireEvent.click(jump);
    expect(output.scrollTop).toBe(2000);
    fireEvent.scroll(output);
    expect(container.querySelector('[data-slot="jump-to-end"]')).toBeNull();
    expect(document.activeElement).toBe(output);

    geometry.scrollHeight = 2600;
    rerender(<ToolCard intent={running(130)} />);
    expect(output.scrollTop).toBe(2200);
  });

  it('follows again once the user scrolls back to the end', () => {
    const { container, rerender } = render(<ToolCard intent={running(100)} />);
    const output = slot(container, 'output');
    const geometry = { scrollHeight: 2000, clientHeight: 400 };
    const scroll = fakeScrollGeometry(output, geometry);
    rerender(<ToolCard intent={running(101)} />);
    scroll.userScrollsTo(100);
    scroll.userScrollsTo(1600);
    geometry.scrollHeight = 2400;
    rerender(<ToolCard intent={running(120)} />);
    expect(output.scrollTop).toBe(2000);
  });
});

describe('the settling update', () => {
  it('scrolls a following view to the last output that arrives with the final status', () => {
    const heights = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.getAttribute('data-slot') !== 'output') return 0;
      const lines = this.querySelector<HTMLElement>('[data-slot="lines"]');
      const padding =
        Number.parseFloat(lines?.style.paddingTop || '0') + Number.parseFloat(lines?.style.paddingBottom || '0');
      return this.querySelectorAll('[data-slot="line"]').length * 20 + padding;
    });
    const running = (output: string) => ({ card: 'terminal', command: 'make', status: 'running', output });
    const { container, rerender } = render(<ToolCard intent={running(numberedLog(300))} />);
    const output = slot(container, 'output');
    const before = output.scrollTop;
    rerender(<ToolCard intent={{ ...running(numberedLog(400)), status: 'success', exitCode: 0 }} />);
    expect(output.scrollTop).toBeGreaterThan(before);
    expect(output.scrollTop).toBe(output.scrollHeight);
    heights.mockRestore();
  });
});
