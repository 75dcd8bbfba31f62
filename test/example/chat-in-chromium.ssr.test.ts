import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type ElementHandle, type Page } from 'playwright-core';
import { buildExample } from '../../scripts/build-example.mjs';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { serveHoldingChunks, startupScriptsOf, type HeldChunksServer } from '../support/held-chunks-server';

// The example chat as a client-rendered app meets the kit: built by vite, served by a server that
// holds back every lazy chunk (each card's code and what it imports) until the test lets it go,
// in Debian's Chromium. Storybook preloads every card's code, so only here does a card draw
// before its code has come. Nothing waits on this machine's speed: the chunks come when the test
// releases them, and every wait polls for a state the page reaches.

// Its own folder, so this test never races another build of the example.
const outDir = resolve(process.cwd(), 'node_modules/.cache/toolcards-example-chromium');
/** The guideline's "good" is 0.1; a card drawn before its code must not move the page at all. */
const MAX_CLS = 0.02;

declare global {
  interface Window {
    /** What the page's Copy buttons wrote, in order (the clipboard stub's record). */
    copied: string[];
    /** Cumulative layout shift without recent input, since the page started. */
    layoutShift: number;
    /** Each shifted element of those shifts: its card and slot, its top and height before and after. */
    shiftSources: string[];
    /** Animation frames since the page's DOM last changed. */
    quietFrames: number;
  }
}

/** Installed before the page's own scripts: a clipboard that records, a layout-shift sum, a DOM-quiet counter. */
function instrumentPage(): void {
  window.copied = [];
  // Headless Chromium's clipboard permission is unreliable; the kit only calls writeText.
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => (window.copied.push(text), Promise.resolve()) },
  });
  window.layoutShift = 0;
  window.shiftSources = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    })[]) {
      if (entry.hadRecentInput) continue;
      window.layoutShift += entry.value;
      // What moved, for the failure message: the element's slot and card, and its box before and after.
      for (const source of entry.sources ?? []) {
        const element = source.node instanceof Element ? source.node : source.node?.parentElement;
        const card = element?.closest('[data-card]')?.getAttribute('data-card') ?? 'page';
        const slot = element?.closest('[data-slot]')?.getAttribute('data-slot') ?? element?.tagName.toLowerCase();
        const box = (rect: DOMRectReadOnly) => `${Math.round(rect.y)}+${Math.round(rect.height)}`;
        window.shiftSources.push(
          `${entry.value.toFixed(4)} ${card}/${slot}: ${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.quietFrames = 0;
  new MutationObserver(() => (window.quietFrames = 0)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const count = () => {
    window.quietFrames++;
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
}

describe('the example chat page, built, in Chromium, before the cards’ code has come', () => {
  let browser: Browser;
  let server: HeldChunksServer;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    await buildExample({ outDir, logLevel: 'silent' });
    server = await serveHoldingChunks({
      root: outDir,
      startup: startupScriptsOf(readFileSync(resolve(outDir, 'index.html'), 'utf8')),
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [...CHROMIUM_ARGS],
    });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });

  /** A fresh page (no cache) of the chat at `width`, drawn, with the lazy chunks it asked for held back. */
  async function openHeldChat(width: number): Promise<Page> {
    server.hold();
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.addInitScript(instrumentPage);
    await page.goto(server.url);
    // The session opens at its live end: the newest item drawn, the feed following it.
    await page.waitForFunction(
      () => {
        const items = [...document.querySelectorAll('[data-slot="feed-item"]')];
        const last = items.at(-1);
        return (
          last !== undefined &&
          last.getAttribute('aria-posinset') === last.getAttribute('aria-setsize') &&
          document.querySelector('[data-slot="viewport"][data-following]') !== null
        );
      },
      undefined,
      { timeout: 120_000 },
    );
    // The cards sent for their code as they mounted: it is on its way, and held.
    await expect.poll(() => server.heldPaths().length, { timeout: 60_000 }).toBeGreaterThan(0);
    return page;
  }

  /** Whether the page's lazy chunks are still all held back (none served since it opened). */
  const stillHeld = () => server.heldPaths().length > 0 && server.servedLazyPaths().length === 0;

  /**
   * The `index`th folded terminal card that succeeded (`data-card="terminal"`, a command in its title) drawn near the
   * session's end, scrolling the feed up a box at a time until that many are drawn.
   */
  async function foldedTerminal(page: Page, index: number): Promise<ElementHandle<HTMLElement>> {
    // One that ran to its end (a denied or cancelled command may have no output to copy).
    const selector = '[data-toolcard][data-card="terminal"][data-state="closed"][data-status="success"]';
    // A reader who scrolls up a little: the feed stops following its end, so the card stays where it is read.
    await page.evaluate(() => (document.querySelector<HTMLElement>('[data-slot="viewport"]')!.scrollTop -= 50));
    await page.waitForFunction(() => document.querySelector('[data-slot="viewport"][data-following]') === null);
    for (let box = 0; box < 40; box++) {
      const cards = await page.$$(selector);
      const card = cards.at(-1 - index);
      if (card !== undefined) {
        await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        // Scrolled into view and drawn there: the element the feed keeps, its preview built.
        await page.waitForFunction((element) => element.isConnected, card, { timeout: 10_000 });
        return card as ElementHandle<HTMLElement>;
      }
      await page.evaluate(() => {
        const viewport = document.querySelector<HTMLElement>('[data-slot="viewport"]')!;
        viewport.scrollTop = Math.max(0, viewport.scrollTop - viewport.clientHeight * 0.75);
      });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    throw new Error(`the chat has fewer than ${index + 1} folded terminal cards near its end`);
  }

  const copyOf = async (card: ElementHandle<HTMLElement>) =>
    (await card.$(':scope > [data-slot="header"] [data-slot="copy"]')) as ElementHandle<HTMLButtonElement>;

  it('copies a folded terminal card’s command and output, named as the loaded card names it, before its code has come', async () => {
    const page = await openHeldChat(900);
    const card = await foldedTerminal(page, 0);
    const copy = await copyOf(card);
    const heldLabel = await copy.getAttribute('aria-label');
    await copy.click();
    await expect.poll(() => page.evaluate(() => window.copied.length)).toBe(1);
    const heldText = (await page.evaluate(() => window.copied[0])) as string;
    expect(stillHeld()).toBe(true);

    expect(heldLabel).not.toBe('Copy raw data');
    expect(heldLabel).toMatch(/^Copy (command and output|output|command)$/);
    // The command and its output, as a terminal shows them: not the intent's JSON.
    expect(heldText).not.toMatch(/^\s*[{[]/);
    expect(heldText).not.toContain('"card"');
    const title = (await card.$eval('[data-slot="title"]', (element) => element.textContent ?? '')).trim();
    expect(heldText).toContain(title.replace(/^\$\s*/, ''));

    // The same card once its code has come: the same button name, the same text.
    server.release();
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-slot="loading"]').length), { timeout: 60_000 })
      .toBe(0);
    await expect
      .poll(() => card.evaluate((element) => element.querySelector('[data-slot="preview"]') !== null), {
        timeout: 60_000,
      })
      .toBe(true);
    const loadedCopy = await copyOf(card);
    // The first click's "Copied" passes; then the button is named by what it copies again.
    await expect.poll(() => loadedCopy.getAttribute('aria-label'), { timeout: 30_000 }).not.toBe('Copied');
    expect(await loadedCopy.getAttribute('aria-label')).toBe(heldLabel);
    await loadedCopy.click();
    await expect.poll(() => page.evaluate(() => window.copied.length)).toBe(2);
    expect(await page.evaluate(() => window.copied[1])).toBe(heldText);
  }, 240_000);

  it('keeps keyboard focus on a folded card’s toggle when Enter opens it before its code has come, and once its rows are drawn', async () => {
    const page = await openHeldChat(900);
    const card = await foldedTerminal(page, 1);
    const toggle = (await card.$(
      ':scope > [data-slot="header"] [data-slot="toggle"]',
    )) as ElementHandle<HTMLButtonElement>;
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => card.getAttribute('data-state')).toBe('open');
    // Open, and still waiting for its code: the loading line is its body.
    expect(await card.$('[data-slot="body"] [data-slot="loading"]')).not.toBeNull();
    expect(stillHeld()).toBe(true);
    expect(await toggle.evaluate((element) => document.activeElement === element)).toBe(true);

    server.release();
    await expect
      .poll(() => card.evaluate((element) => element.querySelector('[data-slot="body"] [data-slot="line"]') !== null), {
        timeout: 60_000,
      })
      .toBe(true);
    expect(await card.$('[data-slot="loading"]')).toBeNull();
    // The same element, still connected and still focused: the frame was kept when the code came.
    expect(await toggle.evaluate((element) => element.isConnected && document.activeElement === element)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  }, 240_000);

  it.each([900, 360])(
    'moves nothing on the page while the cards’ code comes late, at %i px (layout shift ≤ 0.02)',
    async (width) => {
      const page = await openHeldChat(width);
      // Drawn, with every card waiting for its code: then the code comes.
      await expect.poll(() => page.evaluate(() => window.quietFrames), { timeout: 60_000 }).toBeGreaterThan(10);
      expect(stillHeld()).toBe(true);
      server.release();
      await expect
        .poll(() => page.evaluate(() => document.querySelectorAll('[data-slot="loading"]').length), { timeout: 60_000 })
        .toBe(0);
      // Settled: fonts loaded, and the DOM unchanged for a while (previews drawn, code highlighted).
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => window.quietFrames), { timeout: 60_000 }).toBeGreaterThan(30);
      expect(server.heldPaths()).toEqual([]);
      const shift = await page.evaluate(() => window.layoutShift);
      console.log(`layout shift at ${width} px: ${shift.toFixed(4)}`);
      expect(shift, (await page.evaluate(() => window.shiftSources)).join('\n')).toBeLessThanOrEqual(MAX_CLS);
    },
    240_000,
  );

  // Issue 27: the open cards (the chat opens its last calls) drew one "Loading…" line while held,
  // then grew by their whole body when the code came, moving everything after them.
  it.each([900, 360])(
    'moves nothing when the open cards at the conversation’s end are in view while their code comes late, at %i px (layout shift ≤ 0.02)',
    async (width) => {
      const page = await openHeldChat(width);
      // To the conversation's end, where the chat's open cards are.
      await page.evaluate(() =>
        [...document.querySelectorAll('[data-toolcard]')].at(-1)?.scrollIntoView({ block: 'end' }),
      );
      await expect.poll(() => page.evaluate(() => window.quietFrames), { timeout: 60_000 }).toBeGreaterThan(10);
      // The open cards are on screen, each still waiting for its code.
      const openWaiting = await page.evaluate(
        () =>
          [...document.querySelectorAll('[data-toolcard][data-state="open"]')].filter((card) => {
            const box = card.getBoundingClientRect();
            return card.querySelector('[data-slot="loading"]') !== null && box.bottom > 0 && box.top < innerHeight;
          }).length,
      );
      expect(openWaiting).toBeGreaterThan(0);
      expect(stillHeld()).toBe(true);
      // Only what the code's arrival moves: the scroll and the rows it drew are before.
      await page.evaluate(() => {
        window.layoutShift = 0;
        window.shiftSources = [];
      });
      server.release();
      await expect
        .poll(() => page.evaluate(() => document.querySelectorAll('[data-slot="loading"]').length), { timeout: 60_000 })
        .toBe(0);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect.poll(() => page.evaluate(() => window.quietFrames), { timeout: 60_000 }).toBeGreaterThan(30);
      const shift = await page.evaluate(() => window.layoutShift);
      console.log(`layout shift with the open cards in view at ${width} px: ${shift.toFixed(4)}`);
      expect(shift, (await page.evaluate(() => window.shiftSources)).join('\n')).toBeLessThanOrEqual(MAX_CLS);
    },
    240_000,
  );
});
