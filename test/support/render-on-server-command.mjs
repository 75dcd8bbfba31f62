// A browser-test command (see vite.config.ts) that renders one of
// test/hydration/server-client-cases.tsx in Node, with React's Node server renderer, and returns
// the markup, so a Chromium test hydrates what a real Node server sent rather than the browser's
// own `renderToString`. Plain JavaScript: vite.config.ts imports it before any TypeScript loader.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { wholeCardsPlugin } from '../../scripts/whole-cards-plugin.mjs';

/** @type {import('vitest/node').BrowserCommand<[caseName: string]>} */
export const renderOnServer = async (context, caseName) => {
  const root = context.project.config.root;
  // A module runner of its own, closed after the import: the browser project's server prepares modules for the browser.
  // With the server build's whole cards, as a Node host has them (the package's `node` condition).
  const { module } = await runnerImport(resolve(root, 'test/hydration/server-client-cases.tsx'), {
    root,
    configFile: false,
    logLevel: 'error',
    plugins: [wholeCardsPlugin()],
  });
  const { renderToString } = await import('react-dom/server');
  const build = module.SERVER_CLIENT_CASES[caseName];
  if (!build) throw new Error(`no server case named ${caseName}`);
  // Sent as a page is, in UTF-8 (a lone surrogate becomes U+FFFD on the way); JSON keeps the
  // command channel from changing anything else.
  const markup = new TextDecoder().decode(new TextEncoder().encode(renderToString(build())));
  return JSON.stringify(markup);
};
