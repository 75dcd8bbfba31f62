import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { toolcardsCompileHints } from '../../src/build';

const here = dirname(fileURLToPath(import.meta.url));
const repository = resolve(here, '../..');
const kitSources = resolve(repository, 'src');

/**
 * The example chat page on its own, apart from the library build: rooted in this folder, it
 * imports the kit from `../../src` and the session logs from `../../test/fixtures`. It builds
 * into node_modules/.cache (never into the repository) with `node scripts/build-example.mjs`,
 * or `npx vite --config examples/chat/vite.config.ts` serves it.
 */
export default defineConfig({
  root: here,
  base: './',
  // The kit's lazy chunks and its startup chunk compile as they load (Chrome 136+), as
  // `toolcards/vite` does for an app that installs the package; here the kit's modules are its
  // sources, so it says where they are.
  plugins: [react(), toolcardsCompileHints({ include: (id) => id.startsWith(`${kitSources}/`), startupChunk: true })],
  // The dev server may read the kit's sources and the fixtures above this folder.
  server: { fs: { allow: [repository] } },
  build: {
    outDir: resolve(repository, 'node_modules/.cache/toolcards-example'),
    emptyOutDir: true,
    // The entry carries the recorded session logs it replays (~1.9 MB of JSONL), and shiki's
    // grammars are lazy chunks (C++ ~800 kB): big on purpose, for a page that is a test fixture.
    chunkSizeWarningLimit: 4096,
  },
});
