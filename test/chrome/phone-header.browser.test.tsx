import { render } from 'vitest-browser-react';
import '../../src/styles/styles.css';
import '../../src/styles/read.css';
import '../../src/styles/search.css';
import '../../src/styles/diff.css';
import '../../src/styles/terminal.css';
import '../../src/styles/web.css';
import { ToolCard } from '../../src/index';
import { preloadCards } from '../../src/shell/preload-cards';
import { titlePieces } from '../../src/format/title-pieces';
import { phoneHeaderIntents, UNAVAILABLE_FETCH } from '../fixtures/phone-header-intents';
import readWindow from '../fixtures/intents/read-window.json';

/** One card (folded unless `open`) alone in a column `width` px wide, so it is on screen and laid out. */
async function foldedCard(intent: unknown, width: number, open = false): Promise<HTMLElement> {
  const { container } = await render(
    <div style={{ width }}>
      <ToolCard intent={intent} defaultOpen={open} />
    </div>,
  );
  const card = container.querySelector<HTMLElement>('[data-toolcard]') as HTMLElement;
  // On screen, so content-visibility lays it out rather than standing in its remembered height.
  card.scrollIntoView();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return card;
}

function slot(card: HTMLElement, name: string): HTMLElement | null {
  return card.querySelector<HTMLElement>(`[data-slot="${name}"]`);
}

/** Where the drawn title (its first line, without "+2 lines") starts a new line box, as indices into its text. */
function lineStarts(title: HTMLElement): { text: string; starts: number[] } {
  const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest('[data-slot="hidden-lines"], [data-slot="more-lines"]')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  });
  let text = '';
  const tops: number[] = [];
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const data = node.textContent ?? '';
    for (let offset = 0; offset < data.length; offset += 1) {
      const range = document.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      const rect = [...range.getClientRects()].at(-1);
      tops.push(rect?.top ?? Number.NaN);
      text += data[offset];
    }
  }
  const starts = tops.flatMap((top, index) => (index > 0 && top > (tops[index - 1] as number) + 4 ? [index] : []));
  return { text, starts };
}

/** Breaks the header allows: at a space, where titlePieces puts a `<wbr>`, or after a lone hyphen. */
function allowedBreaks(text: string): Set<number> {
  const allowed = new Set<number>();
  let at = 0;
  for (const piece of titlePieces(text)) allowed.add((at += piece.length));
  for (let index = 1; index < text.length; index += 1) {
    if (/\s/.test(text[index - 1] as string) || /\s/.test(text[index] as string)) allowed.add(index);
    if (text[index - 1] === '-' && text[index] !== '-') allowed.add(index);
  }
  return allowed;
}

beforeAll(() => preloadCards());

// Folded, a title is one line (cut at its end); open, it wraps, and only between words.
describe.each([
  [360, 'folded'],
  [900, 'folded'],
  [360, 'open'],
])('a card header in a %i px column, %s', (width, state) => {
  it.each(phoneHeaderIntents().map((intent, index) => [index, intent] as const))(
    'call %i: keeps its status pill inside the card and breaks its title only between words',
    async (_index, intent) => {
      const card = await foldedCard(intent, width, state === 'open');
      const cardBox = card.getBoundingClientRect();
      const pill = (slot(card, 'status') as HTMLElement).getBoundingClientRect();
      expect(pill.left).toBeGreaterThanOrEqual(cardBox.left);
      expect(pill.right).toBeLessThanOrEqual(cardBox.right + 0.5);

      const title =
        card.querySelector<HTMLElement>('[data-title-is-path] [data-slot="file-path"]') ??
        (slot(card, 'title') as HTMLElement);
      const { text, starts } = lineStarts(title);
      const allowed = allowedBreaks(text);
      expect(
        starts.filter((start) => !allowed.has(start)).map((start) => `${text.slice(0, start)}|${text.slice(start)}`),
      ).toEqual([]);

      // The tool name is whole: it is never wider than the header here.
      const tool = slot(card, 'tool');
      if (tool !== null) expect(tool.scrollWidth).toBeLessThanOrEqual(tool.clientWidth + 1);
    },
  );
});

/**
 * The tallest a folded header of `lines` lines may be: its padding, the toggle's padding, and one
 * line box per line, read from the stylesheet (the title's line height), so it follows the tokens.
 */
function headerLimit(card: HTMLElement, lines: number): number {
  const header = getComputedStyle(slot(card, 'header') as HTMLElement);
  const toggle = getComputedStyle(slot(card, 'toggle') as HTMLElement);
  const lineHeight = Number.parseFloat(getComputedStyle(slot(card, 'title') as HTMLElement).lineHeight);
  const padding = (style: CSSStyleDeclaration) =>
    Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
  return Math.max(Number.parseFloat(header.minHeight), padding(header) + padding(toggle) + lines * lineHeight);
}

describe('folded header height', () => {
  // At 360 px every folded header is two lines: the title beside Copy and the status, then the tool
  // name and the card's details, cut at their end (71–154 px before; issue 27). The read card too:
  // its path, language and range share the details line. At 900 px it is one line.
  it.each([
    [360, 2],
    [900, 1],
  ])('at %i px the chat’s folded headers are at most %i line(s) tall, every card alike', async (width, lines) => {
    const tooTall: string[] = [];
    for (const intent of phoneHeaderIntents()) {
      const card = await foldedCard(intent, width);
      const height = (slot(card, 'header') as HTMLElement).getBoundingClientRect().height;
      const limit = headerLimit(card, lines);
      if (height > limit + 0.5)
        tooTall.push(
          `${card.dataset.card} "${slot(card, 'title')?.textContent}": ${Math.round(height)} px (at most ${limit})`,
        );
    }
    expect(tooTall).toEqual([]);
  });

  it('puts a read card’s tool name after its path, not before it in the title’s place', async () => {
    const card = await foldedCard({ ...readWindow, tool: 'read_file' }, 360);
    const path = slot(card, 'file-path') as HTMLElement;
    const tool = slot(card, 'tool') as HTMLElement;
    expect(card.querySelector('[data-title-is-path]')).not.toBeNull();
    // Drawn after it on the title's line, whole. (A screen reader hears the toggle, named by the
    // path, then the tool: the drawn path is aria-hidden, as the title already says it.)
    expect(tool.getBoundingClientRect().top).toBeLessThan(path.getBoundingClientRect().bottom);
    expect(tool.getBoundingClientRect().left).toBeGreaterThanOrEqual(path.getBoundingClientRect().right);
    expect(tool.scrollWidth).toBeLessThanOrEqual(tool.clientWidth + 1);
  });

  it('draws a long status pill whole in a column narrower than a phone', async () => {
    const card = await foldedCard(UNAVAILABLE_FETCH, 240);
    const cardBox = card.getBoundingClientRect();
    const pill = slot(card, 'status') as HTMLElement;
    expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(cardBox.right + 0.5);
    expect(pill.scrollWidth).toBeLessThanOrEqual(pill.clientWidth + 1);
  });
});

it('draws the title with break opportunities only, its text the sent title character for character', async () => {
  const card = await foldedCard(
    {
      card: 'diff',
      title: 'Edit vendor/chalk/source/index.js',
      path: 'vendor/chalk/source/index.js',
      before: 'a\n',
      after: 'b\n',
    },
    360,
  );
  const title = slot(card, 'title') as HTMLElement;
  expect(title.textContent).toBe('Edit vendor/chalk/source/index.js');
  expect(title.querySelectorAll('wbr')).toHaveLength(3);
});
