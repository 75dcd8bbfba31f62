import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { renderToString } from 'react-dom/server';
import { buildNextExample, nextCli, nextEnv, nextExampleDir } from '../../scripts/build-next-example.mjs';
import { ToolCard } from '../../src/index';
import { loadIntentFixtures } from '../fixtures/load-intents';
import { loadSessions } from '../fixtures/sessions/load-sessions';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';

// The page's cards, in its order: examples/next/app/recorded-calls.ts reads the same fixtures.
const pageIntents: unknown[] = [
  ...loadIntentFixtures()
    .filter(([name]) => name !== 'unknown-card')
    .map(([, intent]) => intent),
  ...loadSessions().flatMap((session) => session.calls.map((call) => call.updates.at(-1))),
];

const chromiumArgs = [...CHROMIUM_ARGS];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

/** Starts `next start` on a free port and resolves with its address once it answers. */
async function startNext(): Promise<{ server: ChildProcess; url: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, [nextCli, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: nextExampleDir,
    env: nextEnv,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`next start exited (${server.exitCode})`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { server, url };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error('next start did not answer');
}

/**
 * Each card of a page as the browser parsed it: React ids renamed by first appearance, text-node separators dropped.
 */
function comparableCards(page: Page): Promise<string[]> {
  return page.$$eval('[data-toolcard]', (cards) =>
    cards.map((card) => {
      const names = new Map<string, string>();
      return card.outerHTML.replace(/<!-- -->/g, '').replace(/_[rR]_[0-9a-zA-Z]+_/g, (id) => {
        if (!names.has(id)) names.set(id, `id-${names.size + 1}`);
        return names.get(id) as string;
      });
    }),
  );
}

describe('examples/next, an App Router page built with next build', () => {
  let server: ChildProcess | undefined;
  let browser: Browser | undefined;
  let url = '';

  beforeAll(async () => {
    if (!existsSync(resolve(process.cwd(), 'dist/index.js')))
      throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
    await buildNextExample();
    ({ server, url } = await startNext());
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
    });
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill();
  });

  it('sends every card, drawn for real, in the HTML: readable with JavaScript off', async () => {
    const context = await (browser as Browser).newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    const served = await comparableCards(page);
    expect(served).toHaveLength(pageIntents.length);
    expect(await page.locator('[data-toolcard]', { hasText: 'failed to draw' }).count()).toBe(0);
    expect(await page.locator('[data-toolcard] [data-slot="note"]').count()).toBe(0);
    // Each card is what renderToString draws for its intent, parsed by the same browser.
    await page.setContent(pageIntents.map((intent) => renderToString(<ToolCard intent={intent} />)).join(''));
    expect(served).toEqual(await comparableCards(page));
    await context.close();
  }, 300_000);

  it('hydrates with JavaScript on, with no hydration warning or error', async () => {
    const context = await (browser as Browser).newContext();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url);
    // Hydrated once a toggle answers a click.
    const first = page.locator('[data-toolcard]').first();
    await expect
      .poll(
        async () => {
          await first.locator('[data-slot="toggle"]').click();
          return first.getAttribute('data-state');
        },
        { timeout: 60_000 },
      )
      .toBe('closed');
    expect(await page.locator('[data-toolcard]').count()).toBe(pageIntents.length);
    expect(await page.locator('[data-toolcard]', { hasText: 'failed to draw' }).count()).toBe(0);
    // The cards' code came as lazy chunks while the page hydrated: no card ever showed a loading line.
    expect(await page.locator('[data-slot="loading"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);
});
