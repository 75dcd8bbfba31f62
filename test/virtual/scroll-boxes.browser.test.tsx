import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import { ToolCard } from '../../src/index';
import { numberedLog } from '../support/numbered-log';
import { manyMatches } from '../cards/search/search-test-data';

const lines = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix} ${index}`).join('\n');

/** One long card of each kind: every scroll box the kit draws, filled past its height. */
const longCards: [string, unknown][] = [
  ['terminal', { card: 'terminal', command: 'seq 500', output: numberedLog(500) }],
  [
    'read',
    {
      card: 'read',
      path: 'src/long.ts',
      lines: Array.from({ length: 500 }, (_, index) => ({ number: index + 1, text: `const line${index} = ${index};` })),
    },
  ],
  [
    'diff',
    {
      card: 'diff',
      diffs: [
        {
          path: 'src/long.ts',
          oldText: lines(300, 'line'),
          newText: lines(300, 'line').replace(/line (\d*0)\n/g, 'changed $1\n'),
        },
      ],
    },
  ],
  ['search with 40 matches', manyMatches(40, 4)],
  ['search with 2,000 matches', manyMatches(2000, 20)],
  [
    'search of paths',
    {
      card: 'search',
      shape: 'paths',
      query: '**/*.ts',
      paths: Array.from({ length: 400 }, (_, index) => `src/dir-${index % 7}/file-${index}.ts`),
    },
  ],
  [
    'web',
    {
      card: 'web',
      kind: 'fetch',
      url: 'https://example.com/',
      statusCode: 200,
      content: lines(300, 'Paragraph').replaceAll('\n', '\n\n'),
    },
  ],
  [
    'generic with a big JSON result',
    {
      card: 'generic',
      toolName: 'dump',
      output: Object.fromEntries(
        Array.from({ length: 400 }, (_, index) => [`key${index}`, { value: index, nested: [index, `text ${index}`] }]),
      ),
    },
  ],
];

/** Every element in `root` that scrolls vertically and has more content than room. */
function scrollBoxes(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    const { overflowY } = getComputedStyle(element);
    return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight + 1;
  });
}

describe('scroll boxes at 200% zoom (a 640×400 window)', () => {
  it.each(longCards)('in a long %s card, never take more than 6 tenths of the window', async (_name, intent) => {
    await page.viewport(640, 400);
    const { container } = await render(<ToolCard intent={intent} />);
    const boxes = scrollBoxes(container);
    // The card draws a box that scrolls (without one, this test would prove nothing) ...
    expect(boxes.length).toBeGreaterThan(0);
    // ... and each leaves at least 40% of the window to the page around it.
    for (const box of boxes)
      expect(box.getBoundingClientRect().height, box.getAttribute('data-slot') ?? box.tagName).toBeLessThanOrEqual(
        400 * 0.6,
      );
  });

  it('still grow to the --tc-max-body-height token in a tall window', async () => {
    await page.viewport(1200, 1200);
    const { container } = await render(<ToolCard intent={longCards[0]![1]} />);
    const output = container.querySelector<HTMLElement>('[data-slot="output"]') as HTMLElement;
    // 28rem at a 16px root: the token, not the viewport share, is the smaller bound here.
    expect(output.getBoundingClientRect().height).toBe(448);
  });
});

describe('a wheel past the end of a scroll box', () => {
  it.each(longCards.slice(0, 3))('in a finished %s card, scrolls the page on', async (_name, intent) => {
    await page.viewport(640, 400);
    const { container } = await render(
      <div>
        <ToolCard intent={intent} />
        <div style={{ height: 2000 }}>the rest of the chat</div>
      </div>,
    );
    const box = scrollBoxes(container)[0] as HTMLElement;
    box.scrollTop = box.scrollHeight;
    const scroller = document.scrollingElement as HTMLElement;
    scroller.scrollTop = 0;
    box.scrollIntoView({ block: 'start' });
    const pageTop = scroller.scrollTop;
    // A real wheel (Playwright's mouse, over the box), as a person turns it at the box's end.
    await userEvent.wheel(box, { delta: { y: 200 }, times: 3 });
    await expect.poll(() => scroller.scrollTop).toBeGreaterThan(pageTop);
    expect(box.scrollTop + box.clientHeight).toBeGreaterThanOrEqual(box.scrollHeight - 1);
  });
});
