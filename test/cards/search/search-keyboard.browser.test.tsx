import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';
import searchMatches from '../../fixtures/intents/search-matches.json';
import { manyMatches } from './search-test-data';

const inResults = () => Boolean(document.activeElement?.closest('[data-slot="search-results"]'));
const focusedIndex = () => document.activeElement?.closest('[data-index]')?.getAttribute('data-index');

/** Presses Tab from `start` until focus reaches `end`; how many presses landed inside the results. */
async function tabStopsInResults(start: HTMLElement, end: HTMLElement): Promise<number> {
  start.focus();
  let inside = 0;
  for (let presses = 0; presses < 100 && document.activeElement !== end; presses++) {
    await userEvent.keyboard('{Tab}');
    if (inResults()) inside++;
  }
  expect(document.activeElement).toBe(end);
  return inside;
}

describe('search results by keyboard, in Chromium', () => {
  it('are one Tab stop for 40 matches, in and out, forwards and back', async () => {
    const { container } = await render(
      <div>
        <button type="button">before</button>
        <ToolCard intent={searchMatches} />
        <button type="button">after</button>
      </div>,
    );
    const [before, after] = [...container.querySelectorAll<HTMLElement>(':scope > div > button')];
    expect(container.querySelectorAll('[data-slot="search-match"]')).toHaveLength(40);
    expect(await tabStopsInResults(before!, after!)).toBe(1);
    // Shift+Tab back passes through once too.
    let inside = 0;
    for (let presses = 0; presses < 100 && document.activeElement !== before; presses++) {
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      if (inResults()) inside++;
    }
    expect(inside).toBe(1);
  });

  it('moves focus between rows with the arrow keys, Home, End and the page keys, and Tab returns to the row left', async () => {
    const { container } = await render(
      <div>
        <ToolCard intent={searchMatches} />
        <button type="button">after</button>
      </div>,
    );
    const fileToggle = container.querySelector<HTMLElement>('[data-slot="search-file-toggle"]') as HTMLElement;
    fileToggle.focus();
    expect(focusedIndex()).toBe('0');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedIndex()).toBe('1');
    expect(document.activeElement).toHaveAttribute('data-slot', 'search-match');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(focusedIndex()).toBe('2');
    await userEvent.keyboard('{End}');
    expect(focusedIndex()).toBe('40');
    await userEvent.keyboard('{ArrowDown}');
    expect(focusedIndex()).toBe('40');
    await userEvent.keyboard('{PageUp}');
    const afterPageUp = Number(focusedIndex());
    expect(afterPageUp).toBeLessThan(40);
    expect(afterPageUp).toBeGreaterThan(20);
    await userEvent.keyboard('{Home}');
    expect(focusedIndex()).toBe('0');
    await userEvent.keyboard('{PageDown}');
    expect(Number(focusedIndex())).toBeGreaterThan(5);
    const left = focusedIndex();
    // Out and back in: the row last focused holds the stop.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toHaveTextContent('after');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedIndex()).toBe(left);
  });

  it("does a focused row's action with Enter: opening a location, closing a file's group", async () => {
    const opened = vi.fn();
    const { container } = await render(<ToolCard intent={searchMatches} onOpenLocation={opened} />);
    const fileToggle = container.querySelector<HTMLElement>('[data-slot="search-file-toggle"]') as HTMLElement;
    fileToggle.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('data-slot', 'open-location');
    await userEvent.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledWith({ path: 'lib/types.js', line: searchMatches.files[0]!.matches[1]!.lineNumber });
    await userEvent.keyboard('{Home}{Enter}');
    expect(fileToggle).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelectorAll('[data-slot="search-match"]')).toHaveLength(0);
  });

  it('draws and focuses a row far down a virtualized list', async () => {
    const { container } = await render(<ToolCard intent={manyMatches(2000, 20)} />);
    const results = container.querySelector<HTMLElement>('[data-slot="search-results"]') as HTMLElement;
    expect(results).toHaveAttribute('data-virtual', '');
    (results.querySelector('[data-slot="search-file-toggle"]') as HTMLElement).focus();
    await userEvent.keyboard('{End}');
    await expect.poll(focusedIndex).toBe('2019');
    expect(results.scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard('{ArrowUp}');
    expect(focusedIndex()).toBe('2018');
    await userEvent.keyboard('{Home}');
    await expect.poll(focusedIndex).toBe('0');
    // Scrolled away with the wheel, the list keeps one Tab stop among the rows it draws.
    results.scrollTop = results.scrollHeight / 2;
    results.dispatchEvent(new Event('scroll'));
    await expect.poll(() => results.querySelector('[data-index="0"]')).toBeNull();
    expect(results.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });
});
