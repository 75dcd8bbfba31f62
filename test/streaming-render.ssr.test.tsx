import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';
import { loadIntentFixtures } from './fixtures/load-intents';
import { loadSessions } from './fixtures/sessions/load-sessions';
import { pipeableHtml as pipeableHtmlOf, prerenderedHtml as prerenderedHtmlOf } from './support/server-html';

// Errors inside the tree are what the tests assert on, not something to log.
const quiet = { onError: () => {} };
const pipeableHtml = (element: ReactElement) => pipeableHtmlOf(element, quiet);
const prerenderedHtml = (element: ReactElement) => prerenderedHtmlOf(element, quiet);

/** Every recorded call's final intent, the cards a chat history holds. */
const sessionCards: [string, unknown][] = loadSessions().flatMap((session) =>
  session.calls.map((call): [string, unknown] => [`${session.name} ${call.callId}`, call.updates.at(-1)]),
);
const everyFixture: [string, unknown][] = [...loadIntentFixtures(), ...sessionCards];

// A page of many cards passes the 12.8 kB React sends before it starts outlining boundaries.
const page = (intents: unknown[]) => (
  <main>
    {intents.map((intent, index) => (
      <ToolCard key={index} intent={intent} />
    ))}
  </main>
);

describe('streaming server rendering', () => {
  it.each(everyFixture)('sends the same first HTML for %s as renderToString', async (_name, intent) => {
    const expected = renderToString(<ToolCard intent={intent} />);
    expect(await pipeableHtml(<ToolCard intent={intent} />)).toBe(expected);
    expect(await prerenderedHtml(<ToolCard intent={intent} />)).toBe(expected);
  });

  it('sends every card of a long page in place, with no fallback note and no hidden segment', async () => {
    const intents = everyFixture.map(([, intent]) => intent);
    const expected = renderToString(page(intents));
    expect(expected.length).toBeGreaterThan(100_000);
    for (const html of [await pipeableHtml(page(intents)), await prerenderedHtml(page(intents))]) {
      expect(html).toBe(expected);
      expect(html).not.toContain('failed to draw');
      expect(html).not.toMatch(/<div hidden id="S:|\$RC|<template/);
    }
  });
});
