import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../src/styles/styles.css';
import { ToolCard } from '../src/index';

/*
 * Issue 12 in Chromium: statuses line up down a transcript, the approval request takes the card's
 * width, one article per card in the accessibility tree, every focus ring whole, the find box's
 * edge visible, the same title font on every card.
 */

const patch = '--- a/src/x.ts\n+++ b/src/x.ts\n@@ -1,2 +1,2 @@\n-const a = 1;\n+const a = 2;\n keep();\n';
const longOutput = Array.from({ length: 30 }, (_, index) => `line ${index}: ${'word '.repeat(index % 7)}`).join('\n');

/** One card of each kind and state a chat meets. */
const TRANSCRIPT: unknown[] = [
  {
    card: 'generic',
    title: 'create_issue',
    rawInput: { title: 'Flicker' },
    content: [{ type: 'text', text: 'Created ENG-1' }],
    durationMs: 820,
  },
  { card: 'terminal', command: 'npx tsc --noEmit', cwd: '/srv/app', exitCode: 2, output: longOutput, durationMs: 4200 },
  { card: 'terminal', command: 'npm run dev', status: 'cancelled', signal: 'SIGTERM', output: 'ready\n' },
  { card: 'terminal', command: 'npm test', status: 'running', startedAt: 0, output: 'RUN\n' },
  { card: 'diff', title: 'Edit src/x.ts', patch },
  {
    card: 'diff',
    title: 'Edit src/x.ts',
    patch,
    status: 'pending',
    approval: { state: 'requested', requestReason: 'Writes outside the plan' },
  },
  { card: 'read', path: 'src/index.ts', text: 'export {};\n'.repeat(20) },
  {
    card: 'search',
    shape: 'matches',
    query: 'TODO',
    truncated: true,
    total: 112,
    files: [{ path: 'a.ts', matches: [{ lineNumber: 1, line: 'TODO x' }] }],
  },
  { card: 'web', kind: 'search', query: 'zod', sources: [{ url: 'https://zod.dev/', title: 'Zod' }], truncated: false },
  {
    card: 'web',
    kind: 'fetch',
    title: 'https://example.com/missing',
    url: 'https://example.com/missing',
    statusCode: 404,
    truncated: false,
  },
  { card: 'generic', title: 'kubectl delete namespace staging', status: 'pending', approval: { state: 'requested' } },
  { card: 'nope', title: 'unknown card' },
];

async function transcript(theme: 'light' | 'dark' = 'light'): Promise<HTMLElement[]> {
  await page.viewport(1000, 900);
  const { container } = await render(
    <div style={{ width: 900 }}>
      {TRANSCRIPT.map((intent, index) => (
        <ToolCard key={index} intent={intent} theme={theme} onApprove={() => {}} onDeny={() => {}} />
      ))}
    </div>,
  );
  return [...container.querySelectorAll<HTMLElement>('[data-toolcard]')];
}

function part(card: Element, name: string): HTMLElement {
  const element = card.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`no ${name} in ${card.getAttribute('data-card')}`);
  return element;
}

describe('a transcript at 900 px', () => {
  it('lines every status up: the pills’ right edges are equal', async () => {
    const cards = await transcript();
    const rights = cards.map((card) => part(card, 'status').getBoundingClientRect().right);
    const first = rights[0] as number;
    for (const right of rights) expect(Math.abs(right - first)).toBeLessThanOrEqual(1);
  });

  it('gives the approval request the card’s width, the reason a readable line', async () => {
    const cards = await transcript();
    const waiting = cards.find((card) => card.querySelector('[data-slot="approval-request-reason"]')) as HTMLElement;
    const width = waiting.getBoundingClientRect().width;
    expect(part(waiting, 'approval').getBoundingClientRect().width).toBeGreaterThan(width - 4);
    expect(part(waiting, 'approval-request-reason').getBoundingClientRect().width).toBeGreaterThan(width * 0.9);
    const approve = part(waiting, 'approve');
    expect(getComputedStyle(approve).backgroundColor).not.toBe(getComputedStyle(part(waiting, 'deny')).backgroundColor);
  });

  it('exposes one article per card, named by its title, in the accessibility tree', async () => {
    const cards = await transcript();
    for (const card of cards) {
      const title = (part(card, 'title').textContent ?? '').trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      // Playwright's name engine reads the `$ ` a terminal title draws before a command as CSS source
      // (`"$ " / ""`), where Chromium honours its empty alternative text: the name ends with the title.
      await expect
        .element(page.getByRole('article', { name: new RegExp(`(^|\\W)${title}$`) }).first())
        .toBeInTheDocument();
    }
    expect(page.getByRole('article').all()).toHaveLength(cards.length);
  });

  it('draws every title in the same font', async () => {
    const cards = await transcript();
    const fonts = cards.map((card) => {
      // A read whose title is its path shows the path in the title's place.
      const shown = card.querySelector('[data-title-is-path]') ? part(card, 'file-path') : part(card, 'title');
      const style = getComputedStyle(shown);
      return `${style.fontFamily} ${style.fontSize} ${style.fontWeight}`;
    });
    expect(new Set(fonts).size).toBe(1);
  });
});

/** The boxes that clip an element: every ancestor whose overflow is not visible, up to the page. */
function clippingBoxes(element: Element): DOMRect[] {
  const boxes: DOMRect[] = [];
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const rect = node.getBoundingClientRect();
    const left = rect.left + node.clientLeft;
    const top = rect.top + node.clientTop;
    boxes.push(new DOMRect(left, top, node.clientWidth, node.clientHeight));
  }
  return boxes;
}

/** The box the focus ring covers: the element's border box grown by the outline's width and offset. */
function ringBox(element: Element): DOMRect {
  const style = getComputedStyle(element);
  const grow = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset);
  const rect = element.getBoundingClientRect();
  return new DOMRect(rect.left - grow, rect.top - grow, rect.width + 2 * grow, rect.height + 2 * grow);
}

describe('focus rings', () => {
  it('every focusable in every card, reached by Tab, shows its whole ring inside every box that clips it', async () => {
    const cards = await transcript();
    const inCards = (element: Element | null) => cards.some((card) => element !== null && card.contains(element));
    const focusables = cards.flatMap((card) => [
      ...card.querySelectorAll('button:not([disabled]), input, a[href], [tabindex="0"]'),
    ]);
    (document.activeElement as HTMLElement | null)?.blur();
    const seen = new Set<Element>();
    for (let step = 0; step < focusables.length + 5 && seen.size < focusables.length; step++) {
      await userEvent.keyboard('{Tab}');
      const active = document.activeElement;
      if (!active || !inCards(active) || seen.has(active)) continue;
      seen.add(active);
      expect(getComputedStyle(active).outlineStyle, active.outerHTML.slice(0, 80)).toBe('solid');
      const ring = ringBox(active);
      for (const box of clippingBoxes(active)) {
        const where = `${active.getAttribute('data-slot')} in ${active.closest('[data-toolcard]')?.getAttribute('data-card')}`;
        expect(ring.left, where).toBeGreaterThanOrEqual(box.left - 0.5);
        expect(ring.top, where).toBeGreaterThanOrEqual(box.top - 0.5);
        expect(ring.right, where).toBeLessThanOrEqual(box.right + 0.5);
        expect(ring.bottom, where).toBeLessThanOrEqual(box.bottom + 0.5);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
    // The diff's Split toggle, clipped before, is among them.
    expect([...seen].some((element) => element.getAttribute('data-slot') === 'layout-split')).toBe(true);
  }, 120_000);
});

function rgb(color: string): [number, number, number, number] {
  const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
}

function luminance(color: string): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(color);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** The colour behind an element: the first ancestor with an opaque background. */
function backgroundBehind(element: Element): string {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (rgb(color)[3] > 0.99) return color;
  }
  return 'rgb(255, 255, 255)';
}

describe('the find box', () => {
  it.each(['light', 'dark'] as const)(
    'has an edge of at least 3:1 against what surrounds it and its own fill (%s)',
    async (theme) => {
      const cards = await transcript(theme);
      const input = part(cards[1] as HTMLElement, 'find-input');
      const border = getComputedStyle(input).borderTopColor;
      expect(contrast(border, backgroundBehind(input))).toBeGreaterThanOrEqual(3);
      expect(contrast(border, getComputedStyle(input).backgroundColor)).toBeGreaterThanOrEqual(3);
    },
  );
});
