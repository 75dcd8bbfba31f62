import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { pipeableHtml, prerenderedHtml } from './support/server-html';

// These check the built package; `npm test` builds it first (scripts/test.mjs).
const root = process.cwd();
const dist = resolve(root, 'dist');

const intent = { card: 'terminal', command: 'npm test', output: 'all 12 passed\n', status: 'success' };

/**
 * Runs an ES module in a plain Node process in the repository, where `'toolcards'` names this package (a
 * self-reference, resolved by its exports).
 */
function runInNode(source: string): unknown {
  const output = execFileSync(process.execPath, ['--input-type=module', '--eval', source], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('the package in a server runtime', () => {
  beforeAll(() => {
    if (!existsSync(resolve(dist, 'server/index.js')))
      throw new Error('dist/server/ is missing: run `npm run build` (npm test does it for you)');
  });

  it('gives Node (the `node` export condition) the whole cards: renderToString draws a card without preloading', () => {
    const result = runInNode(`
      import { createElement } from 'react';
      import { renderToString } from 'react-dom/server';
      import { ToolCard, builtInCards } from 'toolcards';
      const html = renderToString(createElement(ToolCard, { intent: ${JSON.stringify(intent)} }));
      console.log(JSON.stringify({ lazy: Object.values(builtInCards).some((card) => typeof card.load === 'function'), html }));
    `) as { lazy: boolean; html: string };
    expect(result.lazy).toBe(false);
    expect(result.html).toContain('all 12 passed');
    expect(result.html).not.toContain('data-slot="loading"');
  });

  it('gives toolcards/testing the same cards as the React entry under the `node` condition', () => {
    const result = runInNode(`
      import { builtInCards } from 'toolcards';
      import { setupToolcardsTesting } from 'toolcards/testing';
      await setupToolcardsTesting({ langs: [] });
      console.log(JSON.stringify({ lazy: Object.values(builtInCards).some((card) => typeof card.load === 'function') }));
    `) as { lazy: boolean };
    expect(result.lazy).toBe(false);
  });

  describe('the browser build (lazy cards) where a server renders it anyway', () => {
    it('makes streaming renderers wait for the card’s code: the first HTML holds the real card', async () => {
      // Fresh copies of the browser build, so nothing has loaded its cards yet.
      const { ToolCard } = await import(`${pathToFileURL(resolve(dist, 'index.js')).href}?fresh=stream`);
      for (const html of [
        await pipeableHtml(createElement(ToolCard, { intent })),
        await prerenderedHtml(createElement(ToolCard, { intent })),
      ]) {
        expect(html).toContain('all 12 passed');
        expect(html).not.toContain('data-slot="loading"');
        expect(html).not.toContain('<template');
      }
    });

    it('draws the real card with renderToString once preloadCards has loaded the code', async () => {
      const { ToolCard, preloadCards } = await import(`${pathToFileURL(resolve(dist, 'index.js')).href}?fresh=string`);
      await preloadCards();
      const html = renderToString(createElement(ToolCard, { intent }));
      expect(html).toContain('all 12 passed');
    });
  });
});
