// Installs the npm packages when they are missing or older than package-lock.json, so the
// README's commands work on a fresh clone. Uses only Node's standard library.
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** True when node_modules holds what package-lock.json asks for. */
function depsAreCurrent() {
  const installed = resolve(root, 'node_modules/.package-lock.json');
  const lock = resolve(root, 'package-lock.json');
  if (!existsSync(installed) || !existsSync(resolve(root, 'node_modules/.bin/vitest'))) return false;
  return statSync(installed).mtimeMs >= statSync(lock).mtimeMs;
}

/**
 * The example apps with packages of their own (a React 18 host cannot share the repository's React 19; Jest 29 and 30
 * are a client team's, not ours).
 */
const EXAMPLES_WITH_PACKAGES = ['examples/react18', 'examples/jest'];

/** True when `dir`'s node_modules holds what its package-lock.json asks for. */
function exampleDepsAreCurrent(dir) {
  const installed = resolve(dir, 'node_modules/.package-lock.json');
  return existsSync(installed) && statSync(installed).mtimeMs >= statSync(resolve(dir, 'package-lock.json')).mtimeMs;
}

/** Runs `npm ci` in an example app of its own packages (`examples/react18`) unless they are installed. */
export function ensureExampleDeps(example) {
  const dir = resolve(root, example);
  if (exampleDepsAreCurrent(dir)) return;
  console.log(`toolcards: installing ${example}'s npm packages (npm ci)…`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
}

/** Runs `npm ci` unless the packages are already installed, then the same for the examples that have their own. */
export function ensureDeps() {
  if (!depsAreCurrent()) {
    console.log('toolcards: installing npm packages (npm ci)…');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  }
  for (const example of EXAMPLES_WITH_PACKAGES) ensureExampleDeps(example);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
