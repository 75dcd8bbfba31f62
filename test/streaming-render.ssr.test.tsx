import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { ToolCard } from '../src/index';
import { loadIntentFixtures } from './fixtures/load-intents';
import { loadSessions } from './fixtures/sessions/load-sessions';

/** The HTML a streaming server sends first: everything React has once the shell is ready and all work is done. */
function pipeableHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: () => {},
    });
  });
}

async function prerenderedHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { onError: () => {} });
  return new Response(prelude).text();
}

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
