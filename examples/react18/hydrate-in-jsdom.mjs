// A React 18 host, as test/example/react18.ssr.test.ts runs it (after it copies the built package
// into node_modules/toolcards): renders every intent fixture with React 18's renderToString and the
// package as Node resolves it (the `node` condition: every card whole), then hydrates that markup
// in jsdom with React 18 and the browser build (each card's code a lazy chunk, none loaded yet).
// Prints what it saw as JSON. `--boundary`: the host puts the cards in a Suspense boundary of its
// own. `--click-early`: the reader clicks a card before the code has arrived. `--preload`: the
// host awaits `preloadCards()` before it hydrates.
import { readdirSync, readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

const fixtures = new URL('../../test/fixtures/intents/', import.meta.url);
const intents = readdirSync(fixtures)
  .filter((file) => file.endsWith('.json') && file !== 'unknown-card.json')
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, fixtures), 'utf8')));

const inBoundary = process.argv.includes('--boundary');
const clickEarly = process.argv.includes('--click-early');
const preload = process.argv.includes('--preload');

const logged = [];
console.error = (...args) => logged.push(args.map(String).join(' ').slice(0, 300));
console.warn = console.error;

const React = await import('react');
const { renderToString } = await import('react-dom/server');
const server = await import('toolcards');
const cards = (Card) =>
  React.createElement(
    'main',
    null,
    intents.map((intent, index) => React.createElement(Card, { key: index, intent })),
  );
const page = (Card) => (inBoundary ? React.createElement(React.Suspense, { fallback: null }, cards(Card)) : cards(Card));
const html = renderToString(page(server.ToolCard));
const serverLogs = logged.splice(0);

const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`, { pretendToBeVisual: true, url: 'http://localhost/' });
for (const key of Object.getOwnPropertyNames(dom.window)) if (!(key in globalThis)) globalThis[key] = dom.window[key];
globalThis.window = dom.window;
globalThis.document = dom.window.document;

const { hydrateRoot } = await import('react-dom/client');
const browser = await import(new URL('./node_modules/toolcards/dist/index.js', import.meta.url).href);
if (preload) await browser.preloadCards();
const container = document.getElementById('root');
const served = container.innerHTML;
const recoverable = [];
hydrateRoot(container, page(browser.ToolCard), { onRecoverableError: (error) => recoverable.push(String(error).slice(0, 300)) });
await new Promise((resolve) => setTimeout(resolve, 0));
const unchangedWhileWaiting = container.innerHTML === served;

// Hydrated once the first card's toggle answers a click: clicked at once, or once the code has come.
// Waiting for the code is waiting for the loads hydration started (the same ones), not a fixed time.
if (!clickEarly) await browser.preloadCards();
const toggle = container.querySelector('[data-slot="toggle"]');
let hydrated = false;
// Up to a minute for a loaded machine; a render afresh on the client (a recoverable error) ends it.
for (let attempt = 0; attempt < 2400 && !hydrated && recoverable.length === 0; attempt++) {
  toggle.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 25));
  hydrated = toggle.getAttribute('aria-expanded') === 'false';
}

console.log(
  JSON.stringify({
    react: React.version,
    cards: container.querySelectorAll('[data-toolcard]').length,
    intents: intents.length,
    serverHoldsCards: !html.includes('data-slot="loading"') && html.includes('data-toolcard'),
    serverLogs,
    unchangedWhileWaiting,
    hydrated,
    loadingLines: container.querySelectorAll('[data-slot="loading"]').length,
    recoverable,
    clientLogs: logged,
  }),
);
process.exit(0);
