// `npm test`: everything, on a fresh machine. Installs what is missing (npm packages; Chromium
// from Debian when root), builds the package (the package tests check dist/), then runs every
// vitest project: unit (jsdom), ssr (node), browser (Chromium), and the stories with axe in
// light and dark. Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
const chromium = ensureChromium();

// Types first: a type error fails the suite like any other test.
execFileSync(resolve(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json', '--noEmit'], { cwd: root, stdio: 'inherit' });
execFileSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });

const report = resolve(root, 'node_modules/.cache/toolcards-test-report.json');
rmSync(report, { force: true });
const result = spawnSync(
  resolve(root, 'node_modules/.bin/vitest'),
  ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CHROMIUM_PATH: chromium } },
);

// One plain closing line that any CI can read, whatever vitest printed above it.
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8'));
  console.log(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed${summary.numPendingTests ? `, ${summary.numPendingTests} skipped` : ''}`);
  if (summary.numFailedTests + summary.numFailedTestSuites > 0) process.exit(result.status || 1);
}
process.exit(result.status ?? 1);
