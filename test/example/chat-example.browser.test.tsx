import axe from 'axe-core';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ChatApp } from '../../examples/chat/chat-app';
import { chatTranscript, OPEN_LAST_CALLS, TRANSCRIPT_CALLS } from '../../examples/chat/transcript';
import { drawnItems, findCard, realClick, walkFeed } from './chat-feed';

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
  it('draws its session as one feed that holds every tool call as a titled card, the last few open', async () => {
    const conversation = chatTranscript();
    const { container } = await render(<ChatApp initialTheme="light" />);
    // It opens at the live end, the newest call in view.
    const firstDrawn = drawnItems(container);
    expect(firstDrawn.at(-1)).toHaveAttribute('aria-posinset', String(conversation.length));
    expect(firstDrawn.length).toBeLessThan(conversation.length);

    const seen = new Map<number, { call: boolean; title: string; state: string | null; role: string | null }>();
    await walkFeed(container, (items) => {
      for (const item of items) {
        expect(item).toHaveAttribute('aria-setsize', String(conversation.length));
        const card = item.querySelector<HTMLElement>('[data-toolcard]');
        seen.set(Number(item.getAttribute('aria-posinset')), {
          call: item.dataset.item === 'call',
          title: card?.querySelector('[data-slot="title"]')?.textContent?.trim() ?? '',
          state: card?.getAttribute('data-state') ?? null,
          role: item.querySelector('[data-chat-slot="message"]')?.getAttribute('data-role') ?? null,
        });
      }
    });
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(conversation.map((_, index) => index + 1));
    const calls = [...seen.entries()].sort(([a], [b]) => a - b).filter(([, item]) => item.call);
    expect(calls).toHaveLength(TRANSCRIPT_CALLS);
    for (const [, call] of calls) expect(call.title).not.toBe('');
    const states = calls.map(([, call]) => call.state);
    expect(states.slice(-OPEN_LAST_CALLS)).toEqual(Array(OPEN_LAST_CALLS).fill('open'));
    expect(states.slice(0, -OPEN_LAST_CALLS).every((state) => state === 'closed')).toBe(true);
    const roles = [...seen.values()].map((item) => item.role);
    expect(roles).toContain('user');
    expect(roles).toContain('assistant');
  }, 180_000);

  it('when clicking a card’s toggle, it opens; clicking again closes it', async () => {
    const { container } = await render(<ChatApp initialTheme="light" />);
    // The newest card (open, in view as the page opens), then one from the folded history.
    const toggleTwice = async (card: HTMLElement) => {
      const toggle = toggleOf(card);
      const before = card.getAttribute('data-state');
      const after = before === 'open' ? 'closed' : 'open';
      await realClick(toggle);
      expect(card).toHaveAttribute('data-state', after);
      expect(toggle).toHaveAttribute('aria-expanded', String(after === 'open'));
      await realClick(toggle);
      expect(card).toHaveAttribute('data-state', before);
    };
    const newest = cardsIn(container).at(-1)!;
    expect(newest).toHaveAttribute('data-state', 'open');
    await toggleTwice(newest);
    await toggleTwice(await findCard(container, (card) => card.dataset.state === 'closed'));
  }, 180_000);

  it('finds text in an opened terminal card: the count changes and a hit is marked', async () => {
    const { container } = await render(<ChatApp initialTheme="light" />);
    // A folded terminal with output, from the history: folded cards build their preview once drawn.
    const terminal = await findCard(
      container,
      (card) =>
        card.dataset.card === 'terminal' &&
        card.dataset.state === 'closed' &&
        card.querySelector('[data-slot="preview"]') !== null,
    );
    await realClick(toggleOf(terminal));
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

    await realClick(toggle);
    expect(page).toHaveAttribute('data-theme', 'dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(getComputedStyle(first).backgroundColor).toBe(DARK_BG);
    expect(getComputedStyle(last).backgroundColor).toBe(DARK_BG);
    expect(getComputedStyle(page).backgroundColor).not.toBe(pageBackground);

    await realClick(toggle);
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
