import { preloadHighlighter, ToolCard, ToolCardHost } from '../../../src/index';
import readWindow from '../../fixtures/intents/read-window.json';
import { fixtureLines, numbered, typeScriptLines } from './read-test-utils';
import { expectCleanHydration } from '../../support/expect-clean-hydration';

async function expectHydrates(intent: unknown, open: boolean, highlightFirstMarkup = false, highlightsAfter = false) {
  return expectCleanHydration(
    <ToolCardHost highlightFirstMarkup={highlightFirstMarkup}>
      <ToolCard intent={intent} defaultOpen={open} />
    </ToolCardHost>,
    { highlightsAfter },
  );
}

const intents: [string, unknown, boolean][] = [
  ['the host fixture', readWindow, true],
  ['a 50,000-line window', { card: 'read', path: 'big.ts', lines: numbered(typeScriptLines(50_000)) }, true],
  [
    'hidden characters and lone surrogates',
    { card: 'read', path: 'a\u202E.js', lines: [{ number: 1, text: 'x\u202Ey\u200B\u0000 \uD800' }] },
    true,
  ],
  ['an empty window past the end', { card: 'read', path: 'a.js', offset: 300, lines: [], totalLines: 226 }, true],
  ['a collapsed preview', readWindow, false],
];

describe('hydrating the read card', () => {
  it.each(intents)('hydrates the server markup of %s with no mismatch', async (_name, intent, open) => {
    await expectHydrates(intent, open);
  });

  it('hydrates highlighted server markup under highlightFirstMarkup when the client preloaded the same language', async () => {
    await preloadHighlighter({ langs: ['js'] });
    const zod = fixtureLines('zod-types.js');
    const intent = { card: 'read', path: 'lib/types.js', lines: numbered(zod.slice(1199, 1279), 1200) };
    expect(await expectHydrates(intent, true, false, true)).not.toContain('data-slot="token"');
    const markup = await expectHydrates(intent, true, true);
    expect(markup).toContain('data-slot="token"');
  });
});
