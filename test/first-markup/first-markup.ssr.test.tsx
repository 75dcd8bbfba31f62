import { renderToString } from 'react-dom/server';
import { preloadHighlighter } from '../../src/index';
import { ALL_LANGUAGES } from '../../src/testing/index';
import { firstMarkupCases, markupRecord } from './first-markup-cases';

/*
 * The server markup of every fixture card, byte for byte, against a record made from the code
 * before the highlighting runtime, the terminal's find and the diff's extras moved into lazy
 * chunks: code an app loads later must change nothing a server, a hydration or a snapshot draws.
 * A deliberate change of markup re-records with `npx vitest run --project ssr -u test/first-markup`.
 */

describe('the first markup of every card', () => {
  let plain = new Map<string, string>();

  it('is what the record holds, with no language loaded', async () => {
    const rows = firstMarkupCases().map(({ name, element }) => ({ name, markup: renderToString(element) }));
    plain = new Map(rows.map(({ name, markup }) => [name, markup]));
    await expect(markupRecord(rows)).toMatchFileSnapshot('../fixtures/first-markup/server-plain.html');
  });

  it('is the same plain markup once every language is preloaded (after the plain case)', async () => {
    await preloadHighlighter({ langs: ALL_LANGUAGES });
    for (const { name, element } of firstMarkupCases())
      expect([name, renderToString(element)]).toEqual([name, plain.get(name)]);
  });

  it('is what the record holds under highlightFirstMarkup once every language is preloaded, tokens included', async () => {
    await preloadHighlighter({ langs: ALL_LANGUAGES });
    const rows = firstMarkupCases({ highlightFirstMarkup: true }).map(({ name, element }) => ({
      name,
      markup: renderToString(element),
    }));
    // The record must hold highlighted code, or this would prove nothing about the highlighter.
    expect(rows.some(({ markup }) => markup.includes('data-slot="token"'))).toBe(true);
    // Cards with no code equal their plain markup: the record names them only.
    const record = markupRecord(rows, plain);
    await expect(record).toMatchFileSnapshot('../fixtures/first-markup/server-highlighted.html');
  });
});
