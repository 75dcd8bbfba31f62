import { resolve } from 'node:path';
import type { NextConfig } from 'next';

// A real app installs toolcards from npm and needs none of this: the example runs against this
// repository's build (dist/, from `npm run build`), so it says where that package and its
// dependencies are.
const repository = resolve(import.meta.dirname, '../..');

const config: NextConfig = {
  turbopack: {
    root: repository,
    resolveAlias: {
      'toolcards/styles.css': './dist/styles.css',
      // The package's own export conditions, spelled out: browsers get the lazy cards, the server the whole ones.
      toolcards: { browser: './dist/index.js', default: './dist/server/index.js' },
    },
  },
  // Reads the recorded sessions from the repository at build time.
  outputFileTracingRoot: repository,
};

export default config;
