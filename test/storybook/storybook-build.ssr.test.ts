import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../../scripts/chromium-args.mjs';
import { serveDirectory } from './static-server';

/*
 * The Storybook is the kit's documentation site: `storybook build` must succeed (an MDX page that
 * does not compile fails it), the built site must list the pages a reader looks for, and each
 * docs page must draw without an error (a page embedding a story that is not there builds, and
 * only fails in the browser). Built into node_modules/.cache, never into the repository.
 */

const root = process.cwd();
const out = resolve(root, 'node_modules/.cache/toolcards-storybook-test');

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
}

describe('the static Storybook', () => {
  let build: ReturnType<typeof spawnSync>;
  let entries: IndexEntry[] = [];

  beforeAll(() => {
    rmSync(out, { recursive: true, force: true });
    build = spawnSync(resolve(root, 'node_modules/.bin/storybook'), ['build', '--quiet', '--output-dir', out], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
      // A loaded 2-core CI machine builds it in a few minutes; this only catches a hang.
      timeout: 900_000,
    });
    if (build.status === 0)
      entries = Object.values(JSON.parse(readFileSync(resolve(out, 'index.json'), 'utf8')).entries);
  }, 960_000);

  it('builds', () => {
    expect(build.status, `${build.stdout}\n${build.stderr}`).toBe(0);
  });

  it('lists the Introduction, a docs page per card, the ToolCard props page, the guides and the Playground', () => {
    const docs = entries.filter((entry) => entry.type === 'docs').map((entry) => entry.title);
    expect(docs).toEqual(
      expect.arrayContaining([
        'Introduction',
        'Cards/Generic',
        'Cards/Terminal',
        'Cards/Diff',
        'Cards/Read',
        'Cards/Search',
        'Cards/Web',
        'ToolCard',
        'Guides/AI SDK',
        'Guides/MCP',
        'Guides/DSH',
        'Guides/Server rendering',
        'Guides/Theming',
      ]),
    );
    expect(entries.filter((entry) => entry.type === 'story' && entry.title === 'Playground').length).toBeGreaterThan(0);
  });

  it('draws every docs page without an error', async () => {
    const site = await serveDirectory(out);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_ARGS],
    });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(String(error)));
      for (const entry of entries.filter((candidate) => candidate.type === 'docs')) {
        await page.goto(`${site.origin}/iframe.html?id=${entry.id}&viewMode=docs`);
        // Storybook shows either the page or its error display; whichever comes, the page is done.
        await page.waitForFunction(
          () =>
            document.body.classList.contains('sb-show-errordisplay') ||
            document.querySelector('#storybook-docs h1') !== null,
          undefined,
          { timeout: 120_000 },
        );
        const shown = await page.evaluate(() =>
          document.body.classList.contains('sb-show-errordisplay')
            ? (document.querySelector('#error-message')?.textContent ?? 'error')
            : '',
        );
        if (shown !== '') problems.push(`${entry.id}: ${shown}`);
        expect(problems, entry.id).toEqual([]);
      }
    } finally {
      await browser.close();
      await site.close();
    }
  }, 900_000);
});
