// The server half of a host page hydrated in Chromium (test/example/hosts-in-chromium.ssr.test.ts):
// renders every intent fixture with renderToString and the package as Node resolves it (the
// `node` condition: every card whole), and prints the document, with the intents in a JSON script
// for the browser entry (hydrate-host-page.mjs, bundled by the test) to hydrate the same page.
import { readdirSync, readFileSync } from 'node:fs';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { ToolCard } from 'toolcards';
import { hostPage } from './host-page.mjs';

const [entry] = process.argv.slice(2);
const fixtures = new URL(process.env.TOOLCARDS_FIXTURES ?? '../../test/fixtures/intents/', import.meta.url);
const intents = readdirSync(fixtures)
  .filter((file) => file.endsWith('.json') && file !== 'unknown-card.json')
  .sort()
  .map((file) => JSON.parse(readFileSync(new URL(file, fixtures), 'utf8')));

// `<` escaped: a `</script>` in an intent must not end the script that carries it.
const data = JSON.stringify(intents).replace(/</g, '\\u003c');
const html = renderToString(hostPage(React, ToolCard, intents));
console.log(
  JSON.stringify({
    react: React.version,
    cards: intents.length,
    document: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>host</title></head><body><div id="root">${html}</div><script id="intents" type="application/json">${data}</script><script type="module" src="${entry}"></script></body></html>`,
  }),
);
