// Builds examples/next (Next.js App Router) with `next build`, offline: no telemetry, and the SWC
// compiler comes from npm (@next/swc-*, an optional dependency of next), so nothing is downloaded.
// Needs dist/ (`npm run build`): the example imports the built package.
import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The example's folder. */
export const nextExampleDir = resolve(root, 'examples/next');

/** The environment every `next` command of the example runs with. */
export const nextEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };

/** The `next` command line interface, run with node (no shell). */
export const nextCli = resolve(root, 'node_modules/next/dist/bin/next');

/** Runs `next build` in examples/next; resolves with its output, rejects with it on failure. */
export function buildNextExample() {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [nextCli, 'build'], { cwd: nextExampleDir, env: nextEnv });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolvePromise(output) : reject(new Error(`next build failed (${code}):\n${output}`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(await buildNextExample());
}
