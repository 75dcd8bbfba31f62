import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { within } from '@testing-library/react';
import type { ReactNode } from 'react';
import '../../src/styles/styles.css';
import { ToolCard } from '../../src/index';
import { chatTranscript, type ToolCallEntry } from '../../examples/chat/transcript';
// A change with changed lines: a diff of none (diff-edit's texts align whole) has no layout to choose.
import diffEdit from '../fixtures/intents/diff-patch.json';
import searchMatches from '../fixtures/intents/search-matches.json';
import terminalResult from '../fixtures/intents/terminal-result.json';

/**
 * The ways chat apps place a message, each written the way hosts really write them: none of them
 * sets `min-width: 0` on the message column, which is what lets a long line widen the page.
 */
const HOST_LAYOUTS: Record<string, (message: ReactNode) => ReactNode> = {
  // A grid row: avatar, then a `1fr` message column (`1fr` is `minmax(auto, 1fr)`).
  grid: (message) => (
    <div style={{ display: 'grid', gridTemplateColumns: '2rem 1fr', gap: 12, padding: 8 }}>
      <div aria-hidden="true" style={{ width: '2rem', height: '2rem', borderRadius: '50%', background: '#ccc' }} />
      <div>{message}</div>
    </div>
  ),
  // A flex row: avatar, then a growing message column.
  'flex row': (message) => (
    <div style={{ display: 'flex', gap: 12, padding: 8 }}>
      <div
        aria-hidden="true"
        style={{ flex: 'none', width: '2rem', height: '2rem', borderRadius: '50%', background: '#ccc' }}
      />
      <div style={{ flex: 1 }}>{message}</div>
    </div>
  ),
  // A column of bubbles, each as wide as its content up to 85%.
  'flex column of bubbles': (message) => (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', padding: 8 }}>
      <div style={{ maxWidth: '85%' }}>{message}</div>
    </div>
  ),
};

const WIDTHS = [360, 760, 1400] as const;

/** Grep hits deep in indented code, the way real results come: the hit sits past a phone's width. */
const INDENTED_SEARCH = {
  card: 'search',
  shape: 'matches',
  query: 'ZodError',
  title: 'grep ZodError',
  status: 'success',
  files: [
    {
      path: 'packages/zod/src/v3/helpers/parseUtil.ts',
      matches: [
        {
          lineNumber: 88,
          line: `${' '.repeat(12)}const issue = makeIssue({ data: ctx.data, path: ctx.path, errorMaps: [ctx.common.contextualErrorMap] }); throw new ZodError([issue]);`,
        },
      ],
    },
    {
      path: 'packages/zod/src/v3/types.ts',
      matches: [
        { lineNumber: 120, line: '\t\t\t\treturn { success: false, error: new ZodError(ctx.common.issues) };' },
        {
          lineNumber: 7,
          line: 'ZodError at the start of the line, with a long tail after it that runs off a narrow screen',
        },
      ],
    },
  ],
};

const LONG_LINE = `${'x'.repeat(40)} ${'/very/long/path/without/breaks'.repeat(60)}`;

/** Cards whose content is widest: a long unbroken output line, a long title, a long path, a split diff. */
const WIDE_CARDS: { name: string; intent: unknown }[] = [
  { name: 'terminal, long line', intent: { ...terminalResult, output: `${LONG_LINE}\nok\n` } },
  {
    name: 'terminal, long command',
    intent: {
      card: 'terminal',
      tool: 'bash',
      command: `kubectl delete namespace ${'staging-'.repeat(30)}`,
      cwd: '/srv/app/deploy/k8s',
      output: 'deleted\n',
      status: 'success',
      durationMs: 1234,
    },
  },
  {
    name: 'read, minified line',
    intent: { card: 'read', path: 'dist/bundle.min.js', lines: [{ number: 1, text: 'var a=1;'.repeat(3000) }] },
  },
  { name: 'diff', intent: diffEdit },
  { name: 'search', intent: searchMatches },
  { name: 'search, indented hits far into the line', intent: INDENTED_SEARCH },
];

function openCalls(): { name: string; intent: unknown }[] {
  return chatTranscript()
    .filter((entry): entry is ToolCallEntry => entry.type === 'tool')
    .map((entry) => ({ name: entry.call.callId, intent: entry.call.intent }));
}

function cardsIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('[data-toolcard]')];
}

/** Where a card pokes out of its message column, or the page scrolls sideways: none is the goal. */
function overflows(container: HTMLElement): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth)
    problems.push(`page is ${root.scrollWidth}px wide in a ${root.clientWidth}px window`);
  for (const card of cardsIn(container)) {
    const column = card.parentElement as HTMLElement;
    const cardBox = card.getBoundingClientRect();
    const columnBox = column.getBoundingClientRect();
    if (cardBox.right > columnBox.right + 1 || cardBox.right > root.clientWidth + 1) {
      problems.push(
        `${card.dataset.card} card "${card.querySelector('[data-slot="title"]')?.textContent?.slice(0, 40)}" is ${Math.round(cardBox.width)}px wide`,
      );
    }
  }
  return problems;
}

/** What shows the card's title: the title, or the read card's path drawn in its place. */
function shownTitle(card: HTMLElement): HTMLElement | null {
  return (
    card.querySelector<HTMLElement>('[data-title-is-path] [data-slot="file-path"]') ??
    card.querySelector<HTMLElement>('[data-slot="title"]')
  );
}

/** Titles cut short: a title's text wider than its box. */
function cutTitles(container: HTMLElement): string[] {
  return cardsIn(container)
    .map(shownTitle)
    .filter((title): title is HTMLElement => title !== null && title.scrollWidth > title.clientWidth + 1)
    .map((title) => `${title.textContent ?? ''}: ${title.scrollWidth}px of text in ${title.clientWidth}px`);
}

describe.each(Object.keys(HOST_LAYOUTS))('cards in a %s message layout', (layoutName) => {
  const layout = HOST_LAYOUTS[layoutName] as (message: ReactNode) => ReactNode;

  it.each(WIDTHS)('at %ipx: the page is never wider than the window, and no title is cut', async (width) => {
    await page.viewport(width, 800);
    const cards = [...WIDE_CARDS, ...openCalls()];
    const { container } = await render(
      <div>
        {cards.map((card, index) => (
          <div key={index}>{layout(<ToolCard intent={card.intent} />)}</div>
        ))}
      </div>,
    );
    expect(cardsIn(container)).toHaveLength(cards.length);
    expect(overflows(container)).toEqual([]);
    expect(cutTitles(container)).toEqual([]);
  });
});

/**
 * Hosts sized by their content: a `fit-content` message and a bubble as wide as its content.
 * A folded card there gets its width from its header, so where the window has room its title is
 * whole: a size container on the header would give the card no width from its content.
 */
const CONTENT_SIZED_LAYOUTS: Record<string, (message: ReactNode) => ReactNode> = {
  'fit-content message': (message) => (
    <div style={{ width: 'fit-content', maxWidth: '100%', padding: 8 }}>{message}</div>
  ),
  'flex column of bubbles': HOST_LAYOUTS['flex column of bubbles'] as (message: ReactNode) => ReactNode,
};

describe.each(Object.keys(CONTENT_SIZED_LAYOUTS))('folded cards in a %s', (layoutName) => {
  const layout = CONTENT_SIZED_LAYOUTS[layoutName] as (message: ReactNode) => ReactNode;

  it('at 1400px: every folded title is whole, and the page is never wider than the window', async () => {
    await page.viewport(1400, 800);
    const cards = openCalls();
    const { container } = await render(
      <div>
        {cards.map((card, index) => (
          <div key={index}>{layout(<ToolCard intent={card.intent} defaultOpen={false} />)}</div>
        ))}
      </div>,
    );
    expect(cardsIn(container).every((card) => card.dataset.state === 'closed')).toBe(true);
    expect(overflows(container)).toEqual([]);
    expect(cutTitles(container)).toEqual([]);
  });
});

describe('a phone-width search card', () => {
  it('keeps every hit in view at 360px: indentation dropped, the text before the hit cut first', async () => {
    await page.viewport(360, 800);
    const { container } = await render(
      <div>
        {[INDENTED_SEARCH, searchMatches].map((intent, index) => (
          <div key={index}>{HOST_LAYOUTS.grid?.(<ToolCard intent={intent} />)}</div>
        ))}
      </div>,
    );
    const rows = [...container.querySelectorAll<HTMLElement>('[data-slot="match"]')];
    expect(rows.length).toBeGreaterThan(40);
    const hidden = rows.filter((row) => {
      const line = row.querySelector('[data-slot="match-text"]')?.getBoundingClientRect();
      const hit = row.querySelector('[data-slot="hit"]')?.getBoundingClientRect();
      if (!line || !hit) return false;
      // The hit's start, and a few characters of it, inside the line's visible box.
      return hit.left < line.left || Math.min(hit.right, hit.left + 24) > line.right + 0.5;
    });
    expect(hidden.map((row) => row.textContent)).toEqual([]);
    // The lead gave way at its start with a visible fade, not a silent clip: its text is still all there.
    const lead = rows[0]?.querySelector<HTMLElement>('[data-slot="before-hit"]') as HTMLElement;
    expect(lead.textContent?.startsWith('const issue')).toBe(true);
    const first = document.createRange();
    first.setStart(lead.firstChild as Text, 0);
    first.setEnd(lead.firstChild as Text, 1);
    expect(first.getBoundingClientRect().left).toBeLessThan(lead.getBoundingClientRect().left);
    expect(getComputedStyle(lead).maskImage).toMatch(/linear-gradient\(to right, (rgba\(0, 0, 0, 0\)|transparent)/);
  });
});

describe('a diff card by width', () => {
  async function clickSplit(container: HTMLElement) {
    const split = container.querySelector<HTMLButtonElement>('[data-slot="layout-split"]');
    split?.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }

  it('offers side by side on a wide card and draws it', async () => {
    await page.viewport(1400, 800);
    const { container } = await render(<ToolCard intent={diffEdit} />);
    await clickSplit(container);
    await expect
      .poll(() => container.querySelector('[data-slot="changes"]')?.getAttribute('data-layout'))
      .toBe('split');
  });

  /** At each frame, before its paint: whether the layout buttons are there, and seen. */
  function watchToggleAtEachFrame(container: HTMLElement) {
    const frames: string[] = [];
    let watching = true;
    const look = () => {
      if (!watching) return;
      const toggle = container.querySelector<HTMLElement>('[data-slot="layout-toggle"]');
      frames.push(toggle === null ? 'absent' : getComputedStyle(toggle).visibility === 'hidden' ? 'unseen' : 'shown');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    return {
      frames,
      stop: () => {
        watching = false;
      },
    };
  }

  it('never shows the layout choice in a 360 px card, not even in the frame before it knows its width', async () => {
    await page.viewport(1400, 800);
    const host = document.createElement('div');
    document.body.append(host);
    const watch = watchToggleAtEachFrame(host);
    const { container } = await render(
      <div style={{ width: 360 }}>
        <ToolCard intent={diffEdit} defaultOpen />
      </div>,
      { container: host },
    );
    await expect.poll(() => watch.frames.at(-1)).toBe('absent');
    watch.stop();
    expect(watch.frames).not.toContain('shown');
    expect(container.querySelector('[data-slot="changes"]')?.getAttribute('data-layout')).toBe('unified');
    expect(container.querySelector('[data-slot="wrap-toggle"]')).not.toBeNull();
    host.remove();
  });

  it('shows the layout choice in a wide card where it first stood, moving nothing beside it', async () => {
    await page.viewport(1400, 800);
    const { container } = await render(<ToolCard intent={diffEdit} defaultOpen />);
    const wrapToggle = () => container.querySelector('[data-slot="wrap-toggle"]')?.getBoundingClientRect();
    const first = wrapToggle();
    expect(first?.width).toBeGreaterThan(0);
    await expect
      .poll(() => {
        const toggle = container.querySelector<HTMLElement>('[data-slot="layout-toggle"]');
        return toggle && getComputedStyle(toggle).visibility;
      })
      .toBe('visible');
    expect(wrapToggle()?.left).toBe(first?.left);
    expect(wrapToggle()?.top).toBe(first?.top);
  });

  it('reads no width as it mounts (that would lay the page out inside the mount): the frame’s layout tells it', async () => {
    await page.viewport(1400, 800);
    const reads: string[] = [];
    const read = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.closest('[data-card="diff"]')) reads.push(this.getAttribute('data-slot') ?? this.tagName);
      return read.call(this);
    };
    try {
      const { container } = await render(<ToolCard intent={diffEdit} defaultOpen />);
      expect(container.querySelector('[data-slot="changes"]')).not.toBeNull();
    } finally {
      Element.prototype.getBoundingClientRect = read;
    }
    expect(reads).toEqual([]);
  });

  it('is unified at 360px, with no layout choice offered, and goes back to the chosen split when wide again', async () => {
    await page.viewport(1400, 800);
    const { container } = await render(<ToolCard intent={diffEdit} />);
    await clickSplit(container);
    await expect
      .poll(() => container.querySelector('[data-slot="changes"]')?.getAttribute('data-layout'))
      .toBe('split');
    await page.viewport(360, 800);
    await expect
      .poll(() => container.querySelector('[data-slot="changes"]')?.getAttribute('data-layout'))
      .toBe('unified');
    expect(container.querySelector('[data-slot="layout-toggle"]')).toBeNull();
    await page.viewport(1400, 800);
    await expect
      .poll(() => container.querySelector('[data-slot="changes"]')?.getAttribute('data-layout'))
      .toBe('split');
  });
});

describe('long lines in a narrow terminal or read card', () => {
  const longLine = 'long line that keeps going '.repeat(10);
  const intents = {
    terminal: { card: 'terminal', command: 'ls', output: `short\n${longLine}\nend\n`, status: 'success' },
    read: {
      card: 'read',
      path: 'a.js',
      lines: [
        { number: 1, text: 'const a = 1;' },
        { number: 2, text: longLine },
      ],
    },
  };

  it.each(Object.entries(intents))(
    '%s: a shadow on the right edge says the text goes on, until the end is in view or lines wrap',
    async (card, intent) => {
      await page.viewport(360, 700);
      const { container } = await render(<ToolCard intent={intent} />);
      const box = container.querySelector<HTMLElement>(
        card === 'terminal' ? '[data-slot="output"]' : '[data-slot="file"]',
      ) as HTMLElement;
      expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
      // The shadow stays on the box's edge; a cover travels with the text's end and hides it there.
      const style = getComputedStyle(box);
      expect(style.backgroundAttachment.split(', ').slice(0, 2)).toEqual(['local', 'scroll']);
      expect(style.backgroundImage).toMatch(/^linear-gradient\(.*radial-gradient\(/);
      container.querySelector<HTMLButtonElement>('[data-slot="wrap-toggle"]')?.click();
      await expect.poll(() => box.hasAttribute('data-wrap')).toBe(true);
      expect(getComputedStyle(box).backgroundImage).toBe('none');
    },
  );
});

describe('buttons in a real transcript, in Chromium', () => {
  /** Every button's accessible name in a card, as assistive technology computes it. */
  function buttonNames(card: HTMLElement): string[] {
    const names: string[] = [];
    within(card).queryAllByRole('button', {
      name: (name) => {
        names.push(name);
        return true;
      },
    });
    return names;
  }

  it('gives every button of a card its own accessible name', async () => {
    await page.viewport(760, 800);
    const cards = [...WIDE_CARDS, ...openCalls()];
    const { container } = await render(
      <div>
        {cards.map((card, index) => (
          <ToolCard key={index} intent={card.intent} />
        ))}
      </div>,
    );
    const repeated = cardsIn(container).flatMap((card) => {
      const names = buttonNames(card);
      expect(names.every((name) => name.trim() !== '')).toBe(true);
      return names
        .filter((name, index) => names.indexOf(name) !== index)
        .map((name) => `${card.dataset.card}: "${name}"`);
    });
    expect(repeated).toEqual([]);
  });
});
