import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../src/index';
import { pipeableHtml, prerenderedHtml } from './support/server-html';

vi.mock('../src/cards/generic/generic-card', () => ({
  GenericCardBody: () => {
    throw new Error('the generic view has a bug');
  },
}));

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
    expect(markup).toContain('The generic card failed to draw');
    expect(markup).toContain('keep');
    expect(markup).toContain('data-slot="title"');
    expect(markup).toContain('still here');
    // In place, in the first HTML: no client-rendered boundary left for the browser to retry.
    expect(markup).not.toMatch(/<!--\$!-->|<template/);
    errors.mockRestore();
  });
});
