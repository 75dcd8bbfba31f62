import { renderToString } from 'react-dom/server';
import { preloadHighlighter, ToolCardHost } from '../../src/index';
import { HighlightedLine } from '../../src/highlight/highlighted-line';
import { useHighlightedLines } from '../../src/highlight/use-highlighted-lines';

function CodeView({ lines, lang }: { lines: string[]; lang: string }) {
  const { tokensFor } = useHighlightedLines({ lines, lang, visibleStart: 0, visibleEnd: 20 });
  return (
    <pre>
      {lines.map((line, index) => (
        <div key={index}>
          <HighlightedLine text={line} tokens={tokensFor(index)} />
        </div>
      ))}
    </pre>
  );
}

const SOURCE = [
  '/**',
  ' * A small module.',
  ' */',
  'export function greet(name: string): string {',
  '  return `hello ${name}`;',
  '}',
];

describe('highlighting on the server', () => {
  it('renders plain text when the language was never loaded', () => {
    const markup = renderToString(<CodeView lines={['x = 1']} lang="python" />);
    expect(markup).not.toContain('data-slot="token"');
    expect(markup).toContain('x = 1');
  });

  it('renders token spans under highlightFirstMarkup after preloadHighlighter, the same markup twice', async () => {
    await preloadHighlighter({ langs: ['typescript'] });
    expect(renderToString(<CodeView lines={SOURCE} lang="ts" />)).not.toContain('data-slot="token"');
    const highlighted = (lines: string[], lang: string) => (
      <ToolCardHost highlightFirstMarkup>
        <CodeView lines={lines} lang={lang} />
      </ToolCardHost>
    );
    const first = renderToString(highlighted(SOURCE, 'ts'));
    expect(first).toContain('data-slot="token"');
    expect(first).toMatch(/style="--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}"/);
    expect(first.match(/data-highlighted=""/g)).toHaveLength(SOURCE.length);
    // A fresh array with the same text: the cache is keyed by content, and the markup is identical.
    expect(renderToString(highlighted([...SOURCE], 'typescript'))).toBe(first);
  });

  it('rejects an unknown language in preloadHighlighter', async () => {
    await expect(preloadHighlighter({ langs: ['klingon'] })).rejects.toThrow('klingon');
  });
});
