import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../../../src/index';
import webSearch from '../../fixtures/intents/web-search.json';

describe('server rendering of the web card', () => {
  it('formats dates the same in every time zone', () => {
    const original = process.env.TZ;
    const markups = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati'].map((zone) => {
      process.env.TZ = zone;
      return renderToString(<ToolCard intent={webSearch} />);
    });
    process.env.TZ = original;
    expect(new Set(markups).size).toBe(1);
    expect(markups[0]).toContain('10 Jul 2025');
  });

  it('escapes the hostile source and links nothing but http(s)', () => {
    const markup = renderToString(<ToolCard intent={webSearch} />);
    expect(markup).not.toContain('<img');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).not.toMatch(/href="javascript/i);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : [path];
  });
}

describe('the search, web and Markdown code', () => {
  it('reads no clock and no randomness, and writes no HTML', () => {
    const folders = ['src/cards/search', 'src/cards/web', 'src/markdown'].map((folder) => join(process.cwd(), folder));
    for (const file of folders.flatMap(sourceFiles)) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(
        /Date\.now|new Date\(\)|Math\.random|performance\.now|dangerouslySetInnerHTML|innerHTML|Intl\.|toLocale/,
      );
    }
  });
});
