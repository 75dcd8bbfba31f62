import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';

/** A log of long, unwrapped lines, each with its hit far past a 360 px box's right edge. */
const output = Array.from(
  { length: 30 },
  (_, index) => `${'step '.repeat(60)}line ${index} ${index % 5 === 0 ? 'NEEDLE' : 'hay'} end`,
).join('\n');

const inView = (box: HTMLElement, mark: Element) => {
  const view = box.getBoundingClientRect();
  const hit = mark.getBoundingClientRect();
  return (
    hit.left >= view.left &&
    hit.right <= view.left + box.clientWidth &&
    hit.top >= view.top &&
    hit.bottom <= view.top + box.clientHeight
  );
};

describe('find in a terminal card’s output on a 360 px phone, in Chromium', () => {
  it('scrolls sideways to the current hit, for the first hit and for each step', async () => {
    const { container } = await render(
      <div style={{ width: 360 }}>
        <ToolCard intent={{ card: 'terminal', command: 'build', output, exitCode: 0 }} />
      </div>,
    );
    const box = container.querySelector<HTMLElement>('[data-slot="output"]')!;
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth * 3);
    await userEvent.fill(container.querySelector<HTMLInputElement>('[data-slot="find-input"]')!, 'NEEDLE');
    await expect.poll(() => container.querySelector('[data-slot="find-count"]')?.textContent).toBe('1 of 6');
    await expect
      .poll(() => {
        const mark = box.querySelector('mark[data-current-hit]');
        return mark !== null && inView(box, mark);
      })
      .toBe(true);
    const firstLeft = box.scrollLeft;
    expect(firstLeft).toBeGreaterThan(0);
    // The reader scrolls back to the start; the next step brings its hit into view again.
    box.scrollLeft = 0;
    await userEvent.click(container.querySelector<HTMLElement>('[data-slot="find-next"]')!);
    await expect.poll(() => container.querySelector('[data-slot="find-count"]')?.textContent).toBe('2 of 6');
    await expect
      .poll(() => {
        const mark = box.querySelector('mark[data-current-hit]');
        return mark !== null && inView(box, mark);
      })
      .toBe(true);
  });
});
