// A host that renders on the server and hydrates in jsdom, as test/example/hydrating-hosts.ssr.test.ts
// runs it: here for React 18 (this folder's packages), and copied into a folder that resolves the
// repository's React 19 for React 19. The test copies the built package into node_modules/toolcards
// beside it first. It renders every intent fixture with the server's renderToString and the
// package as Node resolves it (the `node` condition: every card whole), then hydrates that markup
// in jsdom with the browser build (each card's code a lazy chunk), and prints what it saw as JSON.
//
// The cards' chunks are held back until the script lets them go (a module loader hook: nothing
// depends on how fast this machine is), so "before the code has come" is a state, not a race.
//
// `--boundary`: the host puts the cards in a Suspense boundary of its own. `--click-early`: the
// reader clicks a card's toggle and the host's own button while the chunks are held back.
// `--preload`: the host awaits `preloadCards()` before it hydrates.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

const inBoundary = process.argv.includes('--boundary');
const clickEarly = process.argv.includes('--click-early');
const preload = process.argv.includes('--preload');

// The loader hook answers a card chunk's import only once a flag file exists. (Node's hooks
// thread sleeps between requests, so it cannot be told by a message: it looks at the file,
// sleeping in between, while it holds the import.)
const flag = join(mkdtempSync(join(tmpdir(), 'toolcards-chunks-')), 'released');
register(
  `data:text/javascript,${encodeURIComponent(`
    import { existsSync } from 'node:fs';
    const pause = new Int32Array(new SharedArrayBuffer(4));
    export async function load(url, context, next) {
      if (/\\/node_modules\\/toolcards\\/dist\\/card-(generic|terminal|diff|read|search|web)-[^/]*\\.js$/.test(url)) {
        while (!existsSync(${JSON.stringify(flag)})) Atomics.wait(pause, 0, 0, 5);
      }
      return next(url, context);
    }`)}`,
);
const releaseChunks = () => writeFileSync(flag, '');
// An import the hook holds back keeps nothing of this thread alive: this does, until the report.
setInterval(() => {}, 1000);

const fixtures = new URL(process.env.TOOLCARDS_FIXTURES ?? '../../test/fixtures/intents/', import.meta.url);
const intents = readdirSync(fixtures)
  .filter((file) => file.endsWith('.json') && file !== 'unknown-card.json')
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, fixtures), 'utf8')));

const logged = [];
console.error = (...args) => logged.push(args.map(String).join(' ').slice(0, 300));
console.warn = console.error;

const React = await import('react');
const { renderToString } = await import('react-dom/server');
const server = await import('toolcards');

/** The host's own control: a button that counts its clicks, hydrated with the cards. */
function HostButton() {
  const [clicks, setClicks] = React.useState(0);
  return React.createElement(
    'button',
    { id: 'host-button', type: 'button', onClick: () => setClicks((count) => count + 1) },
    `clicked ${clicks}`,
  );
}
const cards = (Card) => intents.map((intent, index) => React.createElement(Card, { key: index, intent }));
const page = (Card) =>
  React.createElement(
    'main',
    null,
    React.createElement(HostButton),
    inBoundary ? React.createElement(React.Suspense, { fallback: null }, cards(Card)) : cards(Card),
  );
const html = renderToString(page(server.ToolCard));
const serverLogs = logged.splice(0);

const dom = new JSDOM(`<!doctype html><html><body><div id="root">${html}</div></body></html>`, {
  pretendToBeVisual: true,
  url: 'http://localhost/',
});
for (const key of Object.getOwnPropertyNames(dom.window)) if (!(key in globalThis)) globalThis[key] = dom.window[key];
globalThis.window = dom.window;
globalThis.document = dom.window.document;

const { hydrateRoot } = await import('react-dom/client');
const browser = await import(new URL('./node_modules/toolcards/dist/index.js', import.meta.url).href);
if (preload) {
  releaseChunks();
  await browser.preloadCards();
}
const container = document.getElementById('root');
const served = container.innerHTML;
const recoverable = [];
hydrateRoot(container, page(browser.ToolCard), {
  onRecoverableError: (error) => recoverable.push(String(error).slice(0, 300)),
});

/** Lets React's scheduler (a MessageChannel in jsdom's Node) and pending imports run. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 25));
const click = (element) => element.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
for (let turn = 0; turn < 8; turn++) await aWhile();
const unchangedWhileWaiting = container.innerHTML === served;

// While the chunks are held back: the host's button and a card's toggle, clicked once each.
const hostButton = container.querySelector('#host-button');
const toggle = container.querySelector('[data-slot="toggle"]');
let hostAnsweredBeforeCode;
if (clickEarly) {
  click(hostButton);
  click(toggle);
  for (let turn = 0; turn < 8; turn++) await aWhile();
  hostAnsweredBeforeCode = hostButton.textContent === 'clicked 1';
}
const cardOpenWhileWaiting = toggle.getAttribute('aria-expanded');
releaseChunks();

// Hydrated once the first card's toggle answers a click (the early click, replayed, may have
// closed it already). Waiting for the code is waiting for the loads hydration started.
await browser.preloadCards();
for (let turn = 0; turn < 8; turn++) await aWhile();
const cardOpenOnceCodeCame = toggle.getAttribute('aria-expanded');
let hydrated = false;
// Up to a minute for a loaded machine; a render afresh on the client (a recoverable error) ends it.
for (let attempt = 0; attempt < 2400 && !hydrated && recoverable.length === 0; attempt++) {
  const before = toggle.getAttribute('aria-expanded');
  click(toggle);
  await aWhile();
  hydrated = toggle.isConnected && toggle.getAttribute('aria-expanded') !== before;
}

console.log(
  JSON.stringify({
    react: React.version,
    cards: container.querySelectorAll('[data-toolcard]').length,
    intents: intents.length,
    serverHoldsCards: !html.includes('data-slot="loading"') && html.includes('data-toolcard'),
    serverLogs,
    unchangedWhileWaiting,
    hostAnsweredBeforeCode,
    cardOpenWhileWaiting,
    cardOpenOnceCodeCame,
    sameToggle: toggle.isConnected,
    hydrated,
    loadingLines: container.querySelectorAll('[data-slot="loading"]').length,
    recoverable,
    clientLogs: logged,
  }),
);
process.exit(0);
