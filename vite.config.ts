/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS } from './scripts/chromium-args.mjs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { renderOnServer } from './test/support/render-on-server-command.mjs';
import { wholeCardsPlugin } from './scripts/whole-cards-plugin.mjs';
import { cardChunkOf, REACT_FREE_CHUNK, REACT_FREE_MODULE } from './scripts/card-chunks.mjs';

/**
 * `TOOLCARDS_BUILD=server` builds dist/server/: the entries that draw cards, with the cards whole
 * (see scripts/whole-cards-plugin.mjs), for the package's server export conditions.
 */
const serverBuild = process.env.TOOLCARDS_BUILD === 'server';

/** Debian's Chromium: test tools may not download a browser of their own here. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [...CHROMIUM_ARGS];

const chromium = () => playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } });

/**
 * One `getModuleInfo` per build context, so scripts/card-chunks.mjs caches its walk per build
 * (the context's method must be called on the context).
 */
const moduleInfoOfContext = new WeakMap<object, (id: string) => { importers: readonly string[] } | null>();
function moduleInfoOf(context: { getModuleInfo: (id: string) => { importers: readonly string[] } | null }) {
  let getModuleInfo = moduleInfoOfContext.get(context);
  if (getModuleInfo === undefined)
    moduleInfoOfContext.set(context, (getModuleInfo = (id) => context.getModuleInfo(id)));
  return getModuleInfo;
}

/** Everything the kit imports at runtime stays a dependency of the host, never bundled. */
const external = [
  /^node:/,
  /^react($|\/)/,
  /^react-dom($|\/)/,
  /^valibot$/,
  /^shiki($|\/)/,
  /^@shikijs\//,
  /^@tanstack\//,
  /^decode-named-character-reference$/,
];

export default defineConfig({
  plugins: serverBuild ? [react(), wholeCardsPlugin()] : [react()],
  build: {
    outDir: serverBuild ? 'dist/server' : 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    lib: {
      entry: serverBuild
        ? { index: 'src/index.ts', testing: 'src/testing/index.ts' }
        : {
            index: 'src/index.ts',
            protocol: 'src/protocol/index.ts',
            adapters: 'src/adapters/index.ts',
            // A build plugin for hosts' bundlers (Node only).
            vite: 'src/build/index.ts',
            testing: 'src/testing/index.ts',
            // The label packs: plain objects, no React, one file each so a host loads only its language.
            'labels/en': 'src/label-packs/en.ts',
            'labels/ko': 'src/label-packs/ko.ts',
            'labels/zh': 'src/label-packs/zh.ts',
            'labels/ja': 'src/label-packs/ja.ts',
          },
      formats: ['es'],
    },
    rollupOptions: {
      external,
      output: {
        // The React entry is a client module for RSC hosts; the protocol entry stays server-safe.
        banner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? "'use client';" : ''),
        // Each built-in card's lazy definition (and its header part) is a chunk of its own, and
        // what they share another: see scripts/card-chunks.mjs.
        // Rolldown's groups, not `manualChunks`: its compatibility layer pulls a manual chunk's
        // dependencies into that chunk, so the protocol would end up inside a card's chunk. The
        // protocol and adapters are their own chunk, first, so every entry shares one copy.
        codeSplitting: {
          groups: [
            { name: REACT_FREE_CHUNK, test: REACT_FREE_MODULE, priority: 2 },
            { name: (id, context) => cardChunkOf(id, moduleInfoOf(context)) ?? null, debugName: 'cards', priority: 1 },
          ],
        },
        // Each lazy card's chunk says which card it is (`card-terminal-…js`), for the size report.
        chunkFileNames: (chunk) => {
          const card = /\/src\/cards\/(\w+)\/index\.ts$/.exec(chunk.facadeModuleId ?? '')?.[1];
          return card === undefined ? '[name]-[hash].js' : `card-${card}-[hash].js`;
        },
      },
    },
  },
  test: {
    // CI machines have 2 cores shared by every project, sometimes by two suites at once: limits
    // only catch a hang, so they are generous (a 227-prefix render loop took 40 s under that load).
    testTimeout: 180_000,
    hookTimeout: 300_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          setupFiles: ['test/setup-dom.ts'],
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/**/*.browser.test.tsx', 'test/**/*.ssr.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        // What a Node host gets: the server build's whole cards.
        plugins: [wholeCardsPlugin()],
        test: {
          name: 'ssr',
          environment: 'node',
          globals: true,
          include: ['test/**/*.ssr.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          globals: true,
          setupFiles: ['test/setup-browser.ts'],
          include: ['test/**/*.browser.test.tsx'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' }],
            commands: { renderOnServer },
          },
        },
      },
      // The README's screenshots, only when asked for (`npm run screenshots`).
      ...(process.env.TOOLCARDS_SCREENSHOTS
        ? [
            {
              extends: true as const,
              test: {
                name: 'screenshots',
                globals: true,
                include: ['docs/screenshots/*.screenshots.tsx'],
                browser: {
                  enabled: true,
                  headless: true,
                  provider: chromium(),
                  instances: [{ browser: 'chromium' as const }],
                },
              },
            },
          ]
        : []),
      // Every story runs as a test with axe, once in each palette.
      ...(['light', 'dark'] as const).map((theme) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: '.storybook' })],
        define: { 'import.meta.env.VITE_STORY_THEME': JSON.stringify(theme) },
        test: {
          name: `stories-${theme}`,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
