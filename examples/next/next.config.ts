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
      toolcards: './dist/index.js',
    },
  },
  // Reads the recorded sessions from the repository at build time.
  outputFileTracingRoot: repository,
};

export default config;
