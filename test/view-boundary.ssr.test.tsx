import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { ToolCard } from '../src/index';

vi.mock('../src/cards/generic/generic-card', () => ({
  GenericCardBody: () => {
    throw new Error('the generic view has a bug');
  },
}));

function pipeableHtml(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (html += chunk.toString('utf8')));
    sink.on('end', () => resolve(html));
    const stream = renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

async function prerenderedHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

const renderers: [string, (element: ReactElement) => string | Promise<string>][] = [
  ['renderToString', renderToString],
  ['renderToPipeableStream', pipeableHtml],
  ['prerender', prerenderedHtml],
];

describe('server rendering of a view that throws', () => {
  it.each(renderers)('%s sends the raw data with a note instead of failing the page', async (_name, render) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const markup = await render(
      <main>
        <ToolCard intent={{ card: 'generic', title: 'broken', rawInput: { keep: 'me' } }} />
        <ToolCard intent={{ card: 'terminal', command: 'echo fine', output: 'still here' }} />
      </main>,
    );
    expect(markup).toContain('The generic view failed to draw');
    expect(markup).toContain('keep');
    expect(markup).toContain('data-slot="title"');
    expect(markup).toContain('still here');
    // In place, in the first HTML: no client-rendered boundary left for the browser to retry.
    expect(markup).not.toMatch(/<!--\$!-->|<template/);
    errors.mockRestore();
  });
});
