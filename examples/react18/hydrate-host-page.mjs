// The browser half of a host page hydrated in Chromium (see render-host-page.mjs): hydrates the
// server's markup with the package's browser build, whose cards' code are lazy chunks, and keeps
// what the test reads on `window`: the markup as served, and React's recoverable errors.
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ToolCard } from 'toolcards';
import { hostPage } from './host-page.mjs';

const root = document.getElementById('root');
const intents = JSON.parse(document.getElementById('intents').textContent);
window.servedMarkup = root.innerHTML;
window.recoverableErrors = [];
window.hostReact = React.version;
hydrateRoot(root, hostPage(React, ToolCard, intents), {
  onRecoverableError: (error) => window.recoverableErrors.push(String(error).slice(0, 300)),
});
