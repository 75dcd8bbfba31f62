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

/** Runs `npm ci` unless the packages are already installed. */
export function ensureDeps() {
  if (depsAreCurrent()) return;
  console.log('toolcards: installing npm packages (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureDeps();
