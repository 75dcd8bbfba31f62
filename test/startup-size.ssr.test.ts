import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { measureStartupSize, type StartupSize } from '../scripts/startup-size.mjs';

// What an app built with vite loads before it draws its first card, React excluded: the entry
// chunk and its static imports, gzip. Measured at 76.2 KiB with every card, then 78.7 KiB once
// DSH fidelity landed (view merging, hunks, host paths, raw content, prompt rows); the budget
// leaves a little room, so growth shows here first (`npm run bench` prints the figure).
const STARTUP_BUDGET_BYTES = 80 * 1024;

describe('what the kit adds to an app’s startup JavaScript', () => {
  let size: StartupSize;
  beforeAll(async () => {
    if (!existsSync(resolve(process.cwd(), 'dist/index.js'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
    size = await measureStartupSize();
  }, 300_000);

  it(`stays within ${STARTUP_BUDGET_BYTES / 1024} KiB gzip with every card`, () => {
    expect(size.startupBytes).toBeLessThanOrEqual(STARTUP_BUDGET_BYTES);
  });

  it('loads no part of diff2html, its HTML renderers or their template engine: the kit parses patches itself', () => {
    expect(size.startupModules.filter((id) => /diff2html|hogan/.test(id))).toEqual([]);
  });

  it('keeps shiki and its grammars out of startup, in lazy chunks', () => {
    expect(size.startupModules.filter((id) => /node_modules\/(shiki|@shikijs)\//.test(id))).toEqual([]);
    expect(size.lazyChunks).toBeGreaterThan(10);
  });
});
