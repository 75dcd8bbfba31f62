import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { preloadHighlighter, ToolCard, ToolCardHost } from '../../../src/index';
import readWindow from '../../fixtures/intents/read-window.json';

const chalk = readFileSync(resolve(process.cwd(), 'test/fixtures/read/chalk-index.js'), 'utf8');
const rowsIn = (markup: string) => markup.match(/data-slot="code-row"/g)?.length ?? 0;

// Order matters: the first test runs before any grammar is loaded in this file.
describe('server rendering of the read card', () => {
  it('holds the first rows of a 50,000-line window in the markup, without layout, plain before preload', () => {
    const lines = Array.from({ length: 50_000 }, (_, index) => ({
      number: index + 1,
      text: `export const v${index} = ${index};`,
    }));
    const markup = renderToString(<ToolCard intent={{ card: 'read', path: 'big.ts', lines }} />);
    expect(rowsIn(markup)).toBeGreaterThanOrEqual(23);
    expect(rowsIn(markup)).toBeLessThan(40);
    expect(markup).toContain('data-line-number="1"');
    expect(markup).toContain('export const v0 = 0;');
    expect(markup).not.toContain('v49999');
    expect(markup).not.toContain('data-slot="token"');
  });

  it('renders highlighted markup under highlightFirstMarkup after preloadHighlighter, the same twice', async () => {
    await preloadHighlighter({ langs: ['js'] });
    const intent = { card: 'read', path: 'source/index.js', offset: 1, text: chalk, totalLines: 225 };
    const highlighted = (value: unknown) => (
      <ToolCardHost highlightFirstMarkup>
        <ToolCard intent={value} />
      </ToolCardHost>
    );
    const markup = renderToString(highlighted(intent));
    expect(markup).toContain('data-slot="token"');
    expect(markup).toMatch(/style="--shiki-light:#[0-9a-f]{6};--shiki-dark:#[0-9a-f]{6}"/);
    expect(markup.match(/data-highlighted=""/g)?.length).toBe(rowsIn(markup));
    expect(renderToString(highlighted(structuredClone(intent)))).toBe(markup);
  });

  it('renders the host fixture from its own line numbers, with its header', () => {
    const markup = renderToString(<ToolCard intent={readWindow} />);
    expect(markup).toContain('data-card="read"');
    expect(markup).toContain('data-line-number="40"');
    expect(markup).not.toContain('data-line-number="39"');
    expect(markup).toContain('lines 40–99 of 226');
    expect(markup).toContain('JavaScript');
  });

  it('never sends a bidi control or a lone surrogate in the code (a lone surrogate arrives as U+FFFD)', () => {
    const lines = [{ number: 1, text: 'a\u202Eb \uD800 c\u0000' }];
    const markup = renderToString(<ToolCard intent={{ card: 'read', path: 'x\u202E.js', lines }} />);
    const code = markup.slice(markup.indexOf('data-slot="file"'));
    expect(code).not.toMatch(/[\u202E\u0000]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(code).toContain('⟨U+202E⟩');
    expect(code).toContain('b \uFFFD c');
    expect(code).toContain('␀');
  });

  it('renders the collapsed preview of a closed card: head and tail', () => {
    const markup = renderToString(<ToolCard intent={readWindow} defaultOpen={false} />);
    expect(markup).toContain('data-slot="preview"');
    expect(rowsIn(markup)).toBe(12);
    expect(markup).toContain('data-line-number="99"');
    expect(markup).toContain('Show all 60 lines');
  });
});
