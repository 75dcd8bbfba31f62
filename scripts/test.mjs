// `npm test`: everything, on a fresh machine. Installs what is missing (npm packages; Chromium
// from Debian when root), runs the guard rails (ESLint, Prettier's check, knip, the types), builds
// the package (the package tests check dist/), then runs every vitest project: unit (jsdom), ssr
// (node), browser (Chromium), and the stories with axe in light and dark. Any finding fails the
// run. Extra arguments go to vitest (e.g. `npm test -- --project unit`).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
ensureDeps();
const chromium = ensureChromium();

// The guard rails first, cheapest first: a finding fails the suite like any failing test.
const guardRails = [
  ['eslint', ['.']],
  ['prettier', ['--check', '.']],
  ['knip', []],
  ['tsc', ['-p', 'tsconfig.json', '--noEmit']],
];
for (const [tool, args] of guardRails) {
  const run = spawnSync(resolve(root, 'node_modules/.bin', tool), args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) {
    console.error(
      `\n${tool} ${args.join(' ')}: findings above (npm run lint / format / knip / typecheck to re-run it alone)`,
    );
    process.exit(run.status || 1);
  }
}
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
  console.log(
    `\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed${summary.numPendingTests ? `, ${summary.numPendingTests} skipped` : ''}`,
  );
  if (summary.numFailedTests + summary.numFailedTestSuites > 0) process.exit(result.status || 1);
}
process.exit(result.status ?? 1);
