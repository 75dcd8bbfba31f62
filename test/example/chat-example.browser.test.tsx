import axe from 'axe-core';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatApp } from '../../examples/chat/chat-app';
import { OPEN_LAST_CALLS, TRANSCRIPT_CALLS } from '../../examples/chat/transcript';

const LIGHT_BG = 'rgb(255, 255, 255)';
const DARK_BG = 'rgb(13, 17, 23)';

function cardsIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-toolcard]')];
}

function toggleOf(card: HTMLElement): HTMLButtonElement {
  const toggle = card.querySelector<HTMLButtonElement>('[data-slot="toggle"]');
  if (!toggle) throw new Error('card without a toggle');
  return toggle;
}

describe('the example chat page in Chromium', () => {
  it('draws every tool call of the transcript as a titled card, the last few open', async () => {
    const { container } = await render(<ChatApp initialTheme="light" />);
    const cards = cardsIn(container);
    expect(cards).toHaveLength(TRANSCRIPT_CALLS);
    for (const card of cards) expect(card.querySelector('[data-slot="title"]')?.textContent?.trim()).not.toBe('');
    const states = cards.map((card) => card.getAttribute('data-state'));
    expect(states.slice(-OPEN_LAST_CALLS)).toEqual(Array(OPEN_LAST_CALLS).fill('open'));
    expect(states.slice(0, -OPEN_LAST_CALLS).every((state) => state === 'closed')).toBe(true);
    expect(container.querySelectorAll('[data-chat-slot="message"][data-role="user"]').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('[data-chat-slot="message"][data-role="assistant"]').length).toBeGreaterThan(0);
  });

  it('when clicking a card’s toggle, it opens; clicking again closes it', async () => {
    const { container } = await render(<ChatApp initialTheme="light" />);
    const cards = cardsIn(container);
    // Two from the collapsed history (first, middle) and one of the open cards at the end.
    for (const card of [cards[0], cards[97], cards.at(-1)] as HTMLElement[]) {
      const toggle = toggleOf(card);
      const before = card.getAttribute('data-state');
      const after = before === 'open' ? 'closed' : 'open';
      await userEvent.click(toggle);
      expect(card).toHaveAttribute('data-state', after);
      expect(toggle).toHaveAttribute('aria-expanded', String(after === 'open'));
      await userEvent.click(toggle);
      expect(card).toHaveAttribute('data-state', before);
    }
    // Six real clicks on a 200-card page: a generous ceiling, so a loaded CI machine only slows it.
  }, 180_000);

  it('finds text in an opened terminal card: the count changes and a hit is marked', async () => {
    const { container } = await render(<ChatApp initialTheme="light" />);
    // Folded cards build their preview once near the screen: wait for the first ones.
    const foldedWithOutput = () =>
      cardsIn(container).find(
        (card) =>
          card.dataset.card === 'terminal' &&
          card.dataset.state === 'closed' &&
          card.querySelector('[data-slot="preview"]'),
      );
    await expect.poll(foldedWithOutput).toBeDefined();
    const terminal = foldedWithOutput();
    if (!terminal) throw new Error('the transcript has no collapsed terminal card with output');
    await userEvent.click(toggleOf(terminal));
    expect(terminal).toHaveAttribute('data-state', 'open');

    await expect.poll(() => terminal.querySelector('[data-slot="line"]')).not.toBeNull();
    const input = terminal.querySelector<HTMLInputElement>('[data-slot="find-input"]') as HTMLInputElement;
    const count = terminal.querySelector('[data-slot="find-count"]') as HTMLElement;
    const countBefore = count.textContent;
    // A word the output surely holds: the longest run of letters on its first drawn line.
    const firstLine = [...terminal.querySelectorAll('[data-slot="line"]')]
      .map((line) => line.textContent ?? '')
      .find((text) => /[A-Za-z]{3}/.test(text));
    const query = (firstLine?.match(/[A-Za-z]{3,}/g) ?? []).sort((a, b) => b.length - a.length)[0];
    if (!query) throw new Error('the terminal card drew no line with a word in it');

    await userEvent.type(input, query);
    expect(input).toHaveValue(query);
    await expect.poll(() => count.textContent).not.toBe(countBefore);
    expect(count.textContent).toMatch(/1 of \d/);
    await expect.poll(() => terminal.querySelector('[data-hit]')).not.toBeNull();
    expect(terminal.querySelector('[data-hit]')?.textContent?.toLowerCase()).toBe(query.toLowerCase());
  });

  it('when clicking the theme switch, the page and every card change palette', async () => {
    const { container } = await render(<ChatApp initialTheme="light" />);
    const page = container.querySelector<HTMLElement>('[data-chat]') as HTMLElement;
    const toggle = container.querySelector<HTMLButtonElement>('[data-chat-slot="theme-toggle"]') as HTMLButtonElement;
    const cards = cardsIn(container);
    const first = cards[0] as HTMLElement;
    const last = cards.at(-1) as HTMLElement;
    expect(page).toHaveAttribute('data-theme', 'light');
    expect(getComputedStyle(first).backgroundColor).toBe(LIGHT_BG);
    const pageBackground = getComputedStyle(page).backgroundColor;

    await userEvent.click(toggle);
    expect(page).toHaveAttribute('data-theme', 'dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(first).backgroundColor).toBe(DARK_BG);
    expect(getComputedStyle(last).backgroundColor).toBe(DARK_BG);
    expect(getComputedStyle(page).backgroundColor).not.toBe(pageBackground);

    await userEvent.click(toggle);
    expect(page).toHaveAttribute('data-theme', 'light');
    expect(getComputedStyle(first).backgroundColor).toBe(LIGHT_BG);
  });

  it.each(['light', 'dark'] as const)('has no axe violations in the %s palette', async (theme) => {
    const { container } = await render(<ChatApp initialTheme={theme} />);
    // Every rule on, landmark-unique included: card sections are labelled groups, not landmarks,
    // so many open cards with an "Input" section stay valid.
    const results = await axe.run(container);
    expect(
      results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes
            .slice(0, 3)
            .map((node) => node.html)
            .join(' | ')}`,
      ),
    ).toEqual([]);
  });
});
