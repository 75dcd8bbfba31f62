import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { build } from 'vite';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { ensureExampleDeps } from '../../scripts/ensure-deps.mjs';
import { serveHoldingChunks, type HeldChunksServer } from '../support/held-chunks-server';

// Hosts that render on the server and hydrate in Chromium, as npm ships the package: React 18
// (examples/react18, its own packages, installed by `npm test`) and React 19 (the same scripts in a
// folder that resolves the repository's React). The server renders every intent fixture with the
// whole cards; the browser entry, bundled by vite as an app's bundler would, hydrates it with the
// browser build, whose cards' chunks the test's server holds back until it lets them go.
// (test/example/hydrating-hosts.ssr.test.ts proves the same in jsdom, with a Node loader hook.)
const root = process.cwd();
const SCRIPTS = ['host-page.mjs', 'render-host-page.mjs', 'hydrate-host-page.mjs'];

declare global {
  interface Window {
    /** The page's `#root` markup as the server sent it, read before hydrating. */
    servedMarkup: string;
    /** What React reported through `onRecoverableError` (a hydration mismatch among them). */
    recoverableErrors: string[];
    /** The React the page hydrated with. */
    hostReact: string;
  }
}

/**
 * Installs the built package beside the host's scripts, as npm would: its `react` import then finds the host's React.
 */
function installPackage(host: string): void {
  const installed = resolve(host, 'node_modules/toolcards');
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  cpSync(resolve(root, 'dist'), resolve(installed, 'dist'), { recursive: true });
  cpSync(resolve(root, 'package.json'), resolve(installed, 'package.json'));
}

/**
 * Bundles the host's browser entry; resolves to the served path of the entry and of every chunk it imports statically.
 */
async function bundleEntry(host: string, outDir: string): Promise<{ entry: string; startup: Set<string> }> {
  await build({
    root: host,
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      rollupOptions: { input: resolve(host, 'hydrate-host-page.mjs') },
    },
  });
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const startup = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || startup.has(`/${chunk.file}`)) return;
    startup.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entryKey === undefined) throw new Error('the host bundle has no entry');
  visit(entryKey);
  return { entry: `/${(manifest[entryKey] as { file: string }).file}`, startup };
}

const hosts = [
  { name: 'React 18 (examples/react18)', react: /^18\./, folder: resolve(root, 'examples/react18') },
  { name: 'React 19', react: /^19\./, folder: resolve(root, 'node_modules/.cache/toolcards-react19-chromium-host') },
];

describe.each(hosts)(
  'a host on $name, hydrating server markup in Chromium before the cards’ code has come',
  ({ react, folder }) => {
    let browser: Browser;
    let server: HeldChunksServer;
    let context: BrowserContext | undefined;
    let cards = 0;

    beforeAll(async () => {
      if (!existsSync(resolve(root, 'dist/server/index.js')))
        throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
      if (folder.endsWith('react18')) ensureExampleDeps('examples/react18');
      else {
        mkdirSync(folder, { recursive: true });
        for (const script of SCRIPTS) cpSync(resolve(root, 'examples/react18', script), resolve(folder, script));
      }
      installPackage(folder);
      const outDir = resolve(folder, 'node_modules/.cache/toolcards-chromium-host');
      const { entry, startup } = await bundleEntry(folder, outDir);
      const rendered = JSON.parse(
        execFileSync(process.execPath, ['render-host-page.mjs', entry], {
          cwd: folder,
          encoding: 'utf8',
          timeout: 120_000,
          env: { ...process.env, TOOLCARDS_FIXTURES: `${resolve(root, 'test/fixtures/intents')}/` },
        }),
      ) as { react: string; cards: number; document: string };
      expect(rendered.react).toMatch(react);
      cards = rendered.cards;
      server = await serveHoldingChunks({ root: outDir, startup, page: () => rendered.document });
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [...CHROMIUM_ARGS],
      });
    }, 300_000);

    afterAll(async () => {
      await context?.close();
      await browser?.close();
      await server?.close();
    });

    it('answers a click on the host’s own button while the cards’ chunks are held, then hydrates every card with no mismatch', async () => {
      context = await browser.newContext({ viewport: { width: 900, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text().slice(0, 300));
      });
      page.on('pageerror', (error) => errors.push(String(error).slice(0, 300)));
      server.hold();
      await page.goto(server.url);
      // Hydrating: the cards sent for their code, which the server holds.
      await expect.poll(() => server.heldPaths().length, { timeout: 60_000 }).toBeGreaterThan(0);
      expect(await page.evaluate(() => window.hostReact)).toMatch(react);
      expect(await page.locator('[data-toolcard]').count()).toBe(cards);

      const button = page.locator('#host-button');
      await expect.poll(() => button.textContent()).toBe('clicked 0');
      // The host's button hydrated with the page, not after the cards: it answers now.
      await button.click();
      await expect.poll(() => button.textContent(), { timeout: 60_000 }).toBe('clicked 1');
      expect(server.servedLazyPaths()).toEqual([]);
      expect(server.heldPaths().length).toBeGreaterThan(0);
      // Meanwhile every card keeps the server's markup (the button's own text aside).
      const withoutClicks = (markup: string) => markup.replace(/clicked \d+/, 'clicked');
      expect(withoutClicks(await page.evaluate(() => document.getElementById('root')?.innerHTML ?? ''))).toBe(
        withoutClicks(await page.evaluate(() => window.servedMarkup)),
      );

      server.release();
      // Hydrated: React has taken every card's toggle (its fiber is on the element).
      const hydratedToggles = () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('[data-slot="toggle"]')].filter((toggle) =>
              Object.keys(toggle).some((key) => key.startsWith('__reactFiber')),
            ).length,
        );
      const toggles = await page.locator('[data-slot="toggle"]').count();
      await expect.poll(hydratedToggles, { timeout: 120_000 }).toBe(toggles);
      expect(await page.evaluate(() => window.recoverableErrors)).toEqual([]);
      expect(errors).toEqual([]);
      // (Hydrated, the cards then move on from the server's markup on their own: highlighting, the
      // virtual lists' measured spacers. A mismatch would have been reported above.)
      expect(await page.locator('[data-slot="loading"]').count()).toBe(0);
      expect(await button.textContent()).toBe('clicked 1');

      // A hydrated card answers its own toggle.
      const toggle = page.locator('[data-slot="toggle"]').first();
      const before = await toggle.getAttribute('aria-expanded');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe(before === 'true' ? 'false' : 'true');
    }, 300_000);
  },
);
