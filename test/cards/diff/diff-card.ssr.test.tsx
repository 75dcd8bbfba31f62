import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { preloadHighlighter, ToolCard, ToolCardHost } from '../../../src/index';

const fixture = (path: string) => readFileSync(resolve(process.cwd(), 'test/fixtures', path), 'utf8');
const rowsIn = (markup: string) => markup.match(/data-slot="line"/g)?.length ?? 0;

function numberedText(count: number): string {
  let text = '';
  for (let index = 0; index < count; index++) text += `line ${index}\n`;
  return text;
}

describe('server rendering of the diff card', () => {
  it('holds the first rows of a long diff in the markup, without layout', () => {
    const markup = renderToString(
      <ToolCard
        intent={{
          card: 'diff',
          title: 'Rewrite',
          diffs: [{ path: 'a.txt', oldText: numberedText(150), newText: numberedText(150).replace(/line/g, 'row') }],
        }}
      />,
    );
    expect(rowsIn(markup)).toBeGreaterThanOrEqual(30);
    expect(rowsIn(markup)).toBeLessThan(60);
    expect(markup).toContain('+150');
    expect(markup).not.toContain('row 149');
  });

  it('renders a patch fixture to the same markup twice, rows, headers and summary included', () => {
    const intent = JSON.parse(fixture('intents/diff-patch.json'));
    const markup = renderToString(<ToolCard intent={intent} />);
    expect(renderToString(<ToolCard intent={structuredClone(intent)} />)).toBe(markup);
    expect(markup).toContain('data-card="diff"');
    expect(markup).toContain('data-slot="file-header"');
    expect(markup).toContain('data-slot="word-change"');
    expect(markup).toContain('chalk-5.4.1/package.json');
  });

  it('keeps a 150,000-line file behind "Load diff" on the server', () => {
    const markup = renderToString(
      <ToolCard
        intent={{
          card: 'diff',
          title: 'Generate',
          diffs: [{ path: 'big.txt', oldText: null, newText: numberedText(150_000) }],
        }}
      />,
    );
    expect(markup).toContain('data-slot="load-diff"');
    expect(markup).toContain('+150,000');
    expect(rowsIn(markup)).toBe(0);
  });

  it('renders highlighted rows under highlightFirstMarkup after preloadHighlighter, the same markup twice', async () => {
    await preloadHighlighter({ langs: ['typescript', 'javascript'] });
    const patch = fixture('diff/chalk-5.3.0-to-5.4.1.diff');
    const intent = {
      card: 'diff',
      title: 'Types',
      patch: patch.slice(patch.indexOf('diff --git a/chalk-5.3.0/source/index.d.ts')),
    };
    const highlighted = (value: unknown) => (
      <ToolCardHost highlightFirstMarkup>
        <ToolCard intent={value} />
      </ToolCardHost>
    );
    const markup = renderToString(highlighted(intent));
    expect(markup).toContain('data-slot="token"');
    expect(markup).toMatch(/--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}/);
    expect(renderToString(highlighted({ ...intent }))).toBe(markup);
  });
});
