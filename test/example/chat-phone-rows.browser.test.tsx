import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatApp } from '../../examples/chat/chat-app';
import { findCard, realClick } from './chat-feed';

// The example chat on a 360 px phone, with its file locations as buttons (the chat passes
// `onOpenLocation` to every card): the rows a phone user taps and tabs through, in the real page
// with its own stylesheet, not a card alone in a story.

const titleOf = (card: HTMLElement) =>
  card.querySelector(':scope > [data-slot="header"] [data-slot="title"]')?.textContent ?? '';
const toggleOf = (card: HTMLElement) =>
  card.querySelector<HTMLButtonElement>(':scope > [data-slot="header"] [data-slot="toggle"]') as HTMLButtonElement;

/** The chat at 360 × 800 px, and the first card whose title passes `titled`, scrolled to the feed's top and opened. */
async function openedOnAPhone(card: string, titled: RegExp) {
  await page.viewport(360, 800);
  const { container } = await render(<ChatApp initialTheme="light" />);
  const found = await findCard(container, (element) => element.dataset.card === card && titled.test(titleOf(element)));
  if (found.dataset.state !== 'open') await realClick(toggleOf(found));
  expect(found).toHaveAttribute('data-state', 'open');
  return { container, card: found };
}

/** Whether the element's centre is the element itself (or inside it) to a click there: nothing is drawn over it. */
function ownsItsCentre(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return top !== null && element.contains(top);
}

const focusedSlot = () => document.activeElement?.getAttribute('data-slot') ?? null;

describe('the example chat on a 360 px phone, in Chromium, its locations buttons', () => {
  afterEach(() => page.viewport(414, 896));

  it('keeps a search result’s line-number buttons whole, one column wide, the code after them and never over them', async () => {
    const { container, card } = await openedOnAPhone('search', /ZodError/);
    await expect
      .poll(() => card.querySelectorAll('[data-slot="match"] [data-slot="open-location"]').length)
      .toBeGreaterThan(3);
    const matches = [...card.querySelectorAll<HTMLElement>('[data-slot="match"]')];
    const widths = new Set<number>();
    for (const match of matches) {
      const button = match.querySelector<HTMLElement>('[data-slot="open-location"]') as HTMLElement;
      const number = match.querySelector<HTMLElement>('[data-slot="line-number"]') as HTMLElement;
      const text = match.querySelector<HTMLElement>('[data-slot="match-text"]') as HTMLElement;
      const [buttonBox, numberBox, textBox] = [button, number, text].map((element) =>
        element.getBoundingClientRect(),
      ) as [DOMRect, DOMRect, DOMRect];
      // The number whole inside its button, the code starting after the button.
      expect(number.scrollWidth).toBeLessThanOrEqual(number.clientWidth);
      expect(numberBox.left).toBeGreaterThanOrEqual(buttonBox.left - 0.5);
      expect(numberBox.right).toBeLessThanOrEqual(buttonBox.right + 0.5);
      expect(textBox.left).toBeGreaterThanOrEqual(buttonBox.right - 0.5);
      expect(buttonBox.width).toBeGreaterThanOrEqual(24);
      expect(ownsItsCentre(button)).toBe(true);
      widths.add(Math.round(buttonBox.width));
    }
    // One column: line 9 and line 468 get buttons of the same width, none shrunk by its long line.
    expect(widths.size).toBe(1);

    // A screen reader reads the results row by row: a list of the file and its matches.
    const list = card.querySelector<HTMLElement>('[role="list"]') as HTMLElement;
    expect(list).toHaveAccessibleName('Search results');
    const rows = [...list.children];
    expect(rows.length).toBe(matches.length + 1);
    expect(rows.every((row) => row.getAttribute('role') === 'listitem')).toBe(true);
    expect(rows.map((row) => row.getAttribute('aria-level'))).toEqual(['1', ...matches.map(() => '2')]);

    // A tap on one opens it: the chat says which.
    const line202 = matches.find((match) => match.querySelector('[data-slot="line-number"]')?.textContent === '202');
    await realClick(line202?.querySelector('[data-slot="open-location"]') as HTMLElement);
    expect(container.querySelector('[data-chat-slot="opened-location"]')).toHaveTextContent(
      'Opened vendor/zod/lib/types.js:202',
    );
  });

  it('shows a terminal’s Copy command and Copy output at a real size, or keeps them out of the Tab order', async () => {
    const { card } = await openedOnAPhone('terminal', /tsc/);
    await expect.poll(() => card.querySelector('[data-slot="line"]')).not.toBeNull();
    for (const slot of ['copy-command', 'copy-output']) {
      const button = card.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
      if (button === null) continue;
      const state = () => {
        const box = button.getBoundingClientRect();
        const drawn = box.width >= 24 && box.height >= 24 && ownsItsCentre(button);
        return { slot, drawn, tabbable: button.tabIndex >= 0 };
      };
      // Drawn and tappable, or not a Tab stop a sighted keyboard user lands on without seeing it;
      // polled, since the opened output pins itself to its end once the browser has laid it out.
      await expect.poll(state).toEqual({ slot, drawn: true, tabbable: true });
    }
  });

  it('makes the terminal output’s file locations one Tab stop, the arrow keys moving inside, Enter opening one', async () => {
    const { container, card } = await openedOnAPhone('terminal', /tsc/);
    await expect
      .poll(() => card.querySelectorAll('[data-slot="body"] [data-slot="output-location"]').length)
      .toBeGreaterThan(3);
    const locations = [...card.querySelectorAll<HTMLElement>('[data-slot="body"] [data-slot="output-location"]')];

    // Tab from the card's toggle until focus leaves the card: the locations take one stop.
    toggleOf(card).focus();
    let stops = 0;
    for (let presses = 0; presses < 60 && card.contains(document.activeElement); presses++) {
      await userEvent.keyboard('{Tab}');
      if (focusedSlot() === 'output-location' && card.contains(document.activeElement)) stops++;
    }
    expect(card.contains(document.activeElement)).toBe(false);
    expect(stops).toBe(1);
    expect(card.querySelectorAll('[data-slot="body"] [data-slot="output-location"][tabindex="0"]')).toHaveLength(1);

    // Inside the list, the arrows move from location to location.
    const stop = card.querySelector<HTMLElement>(
      '[data-slot="body"] [data-slot="output-location"][tabindex="0"]',
    ) as HTMLElement;
    stop.focus();
    const at = locations.indexOf(stop);
    await userEvent.keyboard(at === locations.length - 1 ? '{ArrowUp}' : '{ArrowDown}');
    expect(focusedSlot()).toBe('output-location');
    expect(document.activeElement).not.toBe(stop);
    const name = document.activeElement?.getAttribute('aria-label') ?? '';
    await userEvent.keyboard('{Enter}');
    // The button's name is "Open <path:line:column>": the chat opened that one.
    expect(container.querySelector('[data-chat-slot="opened-location"]')).toHaveTextContent(
      `Opened ${name.replace(/^Open /, '')}`,
    );
  });
});
