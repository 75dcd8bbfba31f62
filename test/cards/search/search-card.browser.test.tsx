import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';
import { manyMatches } from './search-test-data';

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('the search card in Chromium', () => {
  it('scrolls 5,000 virtualized matches to the last one, drawing only what is visible', async () => {
    const { container } = await render(<ToolCard intent={manyMatches(5000, 50)} />);
    const results = container.querySelector<HTMLElement>('[data-slot="results"]') as HTMLElement;
    expect(results.scrollHeight).toBeGreaterThan(results.clientHeight * 10);
    results.scrollTop = results.scrollHeight;
    results.dispatchEvent(new Event('scroll'));
    await nextFrame();
    await nextFrame();
    // The last file's last match is drawn; the first file's header is gone.
    await expect
      .poll(() => results.querySelector('[data-slot="match"]:last-child')?.getAttribute('data-index'))
      .toBe('5049');
    expect(results.textContent).not.toContain('src/module-0.ts');
    expect(results.querySelectorAll('[data-slot="match"]').length).toBeLessThan(80);
    // Rows are one fixed height: the virtualizer's estimate holds, so nothing jumps.
    const row = results.querySelector<HTMLElement>('[data-slot="match"]') as HTMLElement;
    expect(row.getBoundingClientRect().height).toBe(24);
  });

  it('draws a capped result’s "N shown" chip with no separator inside it', async () => {
    const intent = { ...manyMatches(40, 4), total: 112 };
    const { container } = await render(<ToolCard intent={intent} />);
    const chip = container.querySelector<HTMLElement>('[data-slot="shown"]') as HTMLElement;
    expect(chip.innerText.trim()).toBe('40 shown');
    expect(container.querySelector<HTMLElement>('[data-slot="meta"]')?.innerText).not.toContain('·');
  });

  it('draws the space before a hit between the text and the hit, and copies the line with no break in it', async () => {
    const intent = searchOf('const ZodError_1 = require("./ZodError");', [[6, 14]]);
    const { container } = await render(<ToolCard intent={intent} />);
    const text = container.querySelector<HTMLElement>('[data-slot="match-text"]') as HTMLElement;
    expect(text.innerText).toBe('const ZodError_1 = require("./ZodError");');
    // Each character sits after the one before it: the space is drawn where it was sent, not moved to the row's edge.
    const lefts = characterLefts(text);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  });

  it('keeps a tab in the text before a hit in its place', async () => {
    const line = 'x :=\tfoo(ZodError)';
    const { container } = await render(<ToolCard intent={searchOf(line, [[9, 17]])} />);
    const text = container.querySelector<HTMLElement>('[data-slot="match-text"]') as HTMLElement;
    expect(text.innerText).toBe(line);
    const lefts = characterLefts(text);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  });

  it('marks left-out indentation, and on a narrow row gives up the text before the hit first, keeping the hit in view', async () => {
    const lead = 'const somethingRatherLongBeforeTheHit = veryLongFunctionName(argumentOne, ';
    const line = `        ${lead}ZodError)`;
    const { container } = await render(
      <div style={{ width: '360px' }}>
        <ToolCard intent={searchOf(line, [[8 + lead.length, 8 + lead.length + 8]])} />
      </div>,
    );
    const indent = container.querySelector<HTMLElement>('[data-slot="indent"]') as HTMLElement;
    expect(indent).toHaveAttribute('data-columns', '8');
    expect(getComputedStyle(indent, '::before').content).toContain('⇥');
    const text = container.querySelector<HTMLElement>('[data-slot="match-text"]') as HTMLElement;
    const before = container.querySelector<HTMLElement>('[data-slot="before-hit"]') as HTMLElement;
    const hit = container.querySelector<HTMLElement>('[data-slot="hit"]') as HTMLElement;
    // The lead is cut at its start: its first characters lie left of its box.
    expect(characterLefts(before)[0]).toBeLessThan(before.getBoundingClientRect().left);
    expect(hit.getBoundingClientRect().right).toBeLessThanOrEqual(text.getBoundingClientRect().right + 0.5);
    expect(hit.getBoundingClientRect().left).toBeGreaterThanOrEqual(before.getBoundingClientRect().right - 0.5);
    // The cut start is faded, so the row shows it does not start there.
    expect(getComputedStyle(before).maskImage).toContain('linear-gradient');
    expect(text.innerText).toBe(`${lead}ZodError)`);
  });
});

function searchOf(line: string, ranges: [number, number][]) {
  return {
    card: 'search',
    shape: 'matches',
    query: 'ZodError',
    files: [{ path: 'lib/types.js', matches: [{ lineNumber: 9, line, ranges }] }],
  };
}

/** The left edge of each character of an element's text, in text order. */
function characterLefts(element: HTMLElement): number[] {
  const lefts: number[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    for (let index = 0; index < (node.textContent ?? '').length; index++) {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      lefts.push(range.getBoundingClientRect().left);
    }
  }
  return lefts;
}
