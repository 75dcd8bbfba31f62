import axe from 'axe-core';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';
import searchMatches from '../../fixtures/intents/search-matches.json';

/** Matches whose lines run far past a phone's width, with line numbers of one to five digits. */
const longLines = {
  card: 'search',
  shape: 'matches',
  title: 'grep ZodError src',
  query: 'ZodError',
  files: [
    {
      path: 'src/schema/validate-request-body.ts',
      matches: [7, 42, 202, 4096, 10240].map((lineNumber) => ({
        lineNumber,
        line: `    if (!result.success) throw new ZodError(result.error.issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] })));`,
      })),
    },
  ],
};

/** A search card in a 360 px wide column, as on a phone, with or without `onOpenLocation`. */
async function onAPhone(onOpenLocation?: () => void, intent: unknown = searchMatches) {
  const { container } = await render(
    <div style={{ width: 360 }}>
      <ToolCard intent={intent} onOpenLocation={onOpenLocation} />
    </div>,
  );
  return container;
}

describe('search results on a 360 px phone, in Chromium', () => {
  it("keeps each line number's button its full width, with the code after it, never over it", async () => {
    const linked = await onAPhone(() => {}, longLines);
    const plain = await onAPhone(undefined, longLines);
    const plainNumbers = [...plain.querySelectorAll<HTMLElement>('[data-slot="match"] [data-slot="line-number"]')];
    const matches = [...linked.querySelectorAll<HTMLElement>('[data-slot="match"]')];
    expect(matches.length).toBe(5);
    for (const [index, match] of matches.entries()) {
      const button = match.querySelector<HTMLElement>('[data-slot="open-location"]')!.getBoundingClientRect();
      const number = match.querySelector<HTMLElement>('[data-slot="line-number"]')!.getBoundingClientRect();
      const text = match.querySelector<HTMLElement>('[data-slot="match-text"]')!.getBoundingClientRect();
      // The button holds its number whole, and the code starts after it.
      expect(button.width).toBeGreaterThanOrEqual(number.width);
      expect(number.right).toBeLessThanOrEqual(button.right + 0.5);
      expect(text.left).toBeGreaterThanOrEqual(button.right - 0.5);
      // As wide as the plain line number's column: the button does not give way on a narrow row.
      expect(button.width).toBeGreaterThanOrEqual(plainNumbers[index]!.getBoundingClientRect().width - 0.5);
      expect(text.right).toBeLessThanOrEqual(match.getBoundingClientRect().right + 0.5);
    }
  });

  it('reads as a list of rows: files at level 1, their matches at level 2, each with its place', async () => {
    const container = await onAPhone(() => {});
    const list = container.querySelector<HTMLElement>('[role="list"]')!;
    expect(list).toHaveAccessibleName('Search results');
    const items = [...list.children] as HTMLElement[];
    expect(items).toHaveLength(41);
    expect(items.every((item) => item.getAttribute('role') === 'listitem')).toBe(true);
    expect(items[0]).toHaveAttribute('data-slot', 'file-header');
    expect(items[0]).toHaveAttribute('aria-level', '1');
    expect(items[0]).toHaveAttribute('aria-posinset', '1');
    expect(items[0]).toHaveAttribute('aria-setsize', '1');
    expect(items[3]).toHaveAttribute('data-slot', 'match');
    expect(items[3]).toHaveAttribute('aria-level', '2');
    expect(items[3]).toHaveAttribute('aria-posinset', '3');
    expect(items[3]).toHaveAttribute('aria-setsize', '40');
    expect(items[3]!.querySelector('button')).toHaveAccessibleName('Open lib/types.js:202');
  });

  it('has no axe violations on a phone, with and without onOpenLocation', async () => {
    for (const container of [await onAPhone(() => {}), await onAPhone()]) {
      const results = await axe.run(container);
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
  });
});
