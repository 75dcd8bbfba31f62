import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { ReactNode } from 'react';
import { preloadHighlighter, ToolCard, ToolCardHost } from '../../src/index';
import readWindow from '../fixtures/intents/read-window.json';

/*
 * Issue 27: after one preloadHighlighter() call every later server render used to be
 * highlighted, so a client that had not preloaded the same languages failed hydration. The
 * server's markup is now a function of the intent and the host's props, never of what the
 * process loaded before; highlighted first markup is asked for with highlightFirstMarkup.
 */

const diff = {
  card: 'diff',
  title: 'Edit',
  diffs: [
    {
      path: 'src/greet.ts',
      oldText: 'export const greet = (name: string) => name;\n',
      newText: 'export const greet = (name: string) => `hi ${name}`;\n',
    },
  ],
};
const python = {
  card: 'read',
  path: 'tool.py',
  lines: [
    { number: 1, text: 'def greet(name: str) -> str:' },
    { number: 2, text: '    return f"hi {name}"' },
  ],
};

const highlighted = (card: ReactNode) => <ToolCardHost highlightFirstMarkup>{card}</ToolCardHost>;

async function streamedMarkup(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

// In order: nothing is preloaded in this file before the first test.
describe('server markup, whatever the process loaded before', () => {
  let before: string[] = [];

  it('is plain before any preload', () => {
    before = [renderToString(<ToolCard intent={readWindow} />), renderToString(<ToolCard intent={diff} />)];
    for (const markup of before) expect(markup).not.toContain('data-slot="token"');
  });

  it('is the same markup after preloadHighlighter() in the same process', async () => {
    await preloadHighlighter({ langs: ['js', 'ts'] });
    expect([renderToString(<ToolCard intent={readWindow} />), renderToString(<ToolCard intent={diff} />)]).toEqual(
      before,
    );
  });

  it('is highlighted when the host asks for it with highlightFirstMarkup, the same twice', () => {
    const read = renderToString(highlighted(<ToolCard intent={readWindow} />));
    expect(read).toContain('data-slot="token"');
    expect(read).toMatch(/--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}/);
    expect(renderToString(highlighted(<ToolCard intent={structuredClone(readWindow)} />))).toBe(read);
    expect(renderToString(highlighted(<ToolCard intent={diff} />))).toContain('data-slot="token"');
  });

  it('waits for a grammar nobody preloaded under a streaming renderer, then sends it highlighted', async () => {
    const markup = await streamedMarkup(highlighted(<ToolCard intent={python} />));
    expect(markup).toContain('data-slot="token"');
    expect(markup).toContain('greet');
    // And without the opt-in the grammar now loaded changes nothing.
    expect(await streamedMarkup(<ToolCard intent={python} />)).not.toContain('data-slot="token"');
  });
});
