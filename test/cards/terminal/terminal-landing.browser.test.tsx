import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';
import { numberedLog } from '../../support/numbered-log';
import { scrollBoxReadsDuring } from '../../support/scroll-box-reads';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function output(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('[data-slot="output"]') as HTMLElement;
}

/** Whether line `index` is drawn and wholly inside the output's box. */
function lineVisible(container: HTMLElement, index: number): boolean {
  const line = container.querySelector(`[data-slot="line"][data-index="${index}"]`);
  if (!line) return false;
  const box = output(container).getBoundingClientRect();
  const rect = line.getBoundingClientRect();
  return rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5;
}

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('where a terminal card lands, in Chromium', () => {
  it('opens a finished 500-line output at its end, the jump button below the output rather than over it', async () => {
    const { container } = await render(
      <ToolCard intent={{ card: 'terminal', command: 'seq 500', output: numberedLog(500), exitCode: 0 }} />,
    );
    await nextFrame();
    expect(lineVisible(container, 499)).toBe(true);
    expect(lineVisible(container, 0)).toBe(false);
    const jump = container.querySelector<HTMLElement>('[data-slot="jump-to-start"]') as HTMLElement;
    expect(jump).toHaveAccessibleName('Jump to start');
    expect(overlaps(jump.getBoundingClientRect(), output(container).getBoundingClientRect())).toBe(false);

    jump.click();
    await nextFrame();
    await expect.poll(() => lineVisible(container, 0)).toBe(true);
    expect(lineVisible(container, 499)).toBe(false);
    // The same button, now pointing the other way, and still outside the output.
    const back = container.querySelector<HTMLElement>('[data-slot="jump-to-end"]') as HTMLElement;
    expect(back).toHaveAccessibleName('Jump to end');
    expect(overlaps(back.getBoundingClientRect(), output(container).getBoundingClientRect())).toBe(false);
    back.click();
    await expect.poll(() => lineVisible(container, 499)).toBe(true);
  });

  it('keeps following the end of a running command as its output grows', async () => {
    const running = (lines: number) => ({
      card: 'terminal',
      command: 'npm test',
      status: 'running',
      output: numberedLog(lines),
    });
    const screen = await render(<ToolCard intent={running(10)} />);
    expect(lineVisible(screen.container, 9)).toBe(true);
    expect(screen.container.querySelector('[data-slot^="jump-to"]')).toBeNull();
    for (const lines of [100, 300, 600]) {
      await screen.rerender(<ToolCard intent={running(lines)} />);
      await nextFrame();
      await expect.poll(() => lineVisible(screen.container, lines - 1)).toBe(true);
      expect(output(screen.container)).toHaveAttribute('data-following', '');
    }
    expect(lineVisible(screen.container, 0)).toBe(false);
  });

  it('leaves a short output where it is: no jump button when everything fits', async () => {
    const { container } = await render(
      <ToolCard intent={{ card: 'terminal', command: 'seq 5', output: numberedLog(5), exitCode: 0 }} />,
    );
    await nextFrame();
    expect(lineVisible(container, 0)).toBe(true);
    expect(lineVisible(container, 4)).toBe(true);
    expect(container.querySelector('[data-slot^="jump-to"]')).toBeNull();
  });

  it('reads no layout while it mounts, and is at its end by the first frame', async () => {
    // A read of an element's size inside the mount's commit forces the browser to lay out the
    // whole page there and then: in a chat of 20 cards that was most of the first paint.
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const reads = scrollBoxReadsDuring(() =>
      flushSync(() =>
        root.render(
          <ToolCard intent={{ card: 'terminal', command: 'seq 500', output: numberedLog(500), exitCode: 0 }} />,
        ),
      ),
    );
    try {
      expect(reads).toEqual([]);
      await nextFrame();
      await expect.poll(() => lineVisible(host, 499)).toBe(true);
      expect(lineVisible(host, 0)).toBe(false);
    } finally {
      root.unmount();
      host.remove();
    }
  });

  it("draws a 100,000-line log's real last lines in its first commit, before the parse from its start", async () => {
    // Read from the end first: before, the first frames showed the end of the first 64 KiB parsed
    // (about line 2,600 here) and moved to the real end as the background parse went on.
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <ToolCard intent={{ card: 'terminal', command: 'seq 100000', output: numberedLog(100_000), exitCode: 0 }} />,
      ),
    );
    try {
      const drawn = [...host.querySelectorAll<HTMLElement>('[data-slot="line"]')];
      expect(drawn.at(-1)?.dataset.index).toBe('99999');
      expect(drawn.map((line) => line.textContent)).toEqual(drawn.map((line) => `line ${line.dataset.index ?? ''} ok`));
      await nextFrame();
      expect(lineVisible(host, 99_999)).toBe(true);
    } finally {
      root.unmount();
      host.remove();
    }
  });
});
