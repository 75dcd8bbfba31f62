import { renderToString } from 'react-dom/server';
import { ToolCard } from '../../../src/index';
import searchMatches from '../../fixtures/intents/search-matches.json';
import searchPaths from '../../fixtures/intents/search-paths.json';
import { manyMatches } from './search-test-data';

const count = (markup: string, slot: string) => markup.split(`data-slot="${slot}"`).length - 1;

describe('server rendering of the search card', () => {
  it('holds the first rows of 5,000 matches in the markup, without layout', () => {
    const markup = renderToString(<ToolCard intent={manyMatches(5000, 50)} />);
    const rows = count(markup, 'match') + count(markup, 'file-header');
    expect(rows).toBeGreaterThanOrEqual(19);
    expect(rows).toBeLessThan(40);
    expect(markup).toContain('src/module-0.ts');
    expect(markup).not.toContain('src/module-49.ts');
  });

  it('renders the fixtures to the same markup twice, marks and notes included', () => {
    for (const intent of [searchMatches, searchPaths]) {
      const markup = renderToString(<ToolCard intent={intent} />);
      expect(renderToString(<ToolCard intent={structuredClone(intent)} />)).toBe(markup);
    }
    const markup = renderToString(<ToolCard intent={searchMatches} />);
    expect(markup).toContain('<mark data-slot="hit">ZodError</mark>');
    expect(markup).toContain('40 shown');
  });
});
