// Builds the example chat page (examples/chat) with its own vite config, through vite's build()
// API: no npm script, no CLI, so a test can call it. `node scripts/build-example.mjs` builds it
// into node_modules/.cache/toolcards-example and prints the folder.
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Where the example is built unless told otherwise (ignored by git, like everything under node_modules). */
export const exampleOutDir = resolve(root, 'node_modules/.cache/toolcards-example');

/**
 * Builds examples/chat into `outDir` (emptied first) and resolves to that folder.
 * @param {{ outDir?: string, logLevel?: 'info' | 'warn' | 'error' | 'silent' }} [options]
 */
export async function buildExample({ outDir = exampleOutDir, logLevel = 'warn' } = {}) {
  await build({
    configFile: resolve(root, 'examples/chat/vite.config.ts'),
    logLevel,
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`example built: ${await buildExample()}`);
}
