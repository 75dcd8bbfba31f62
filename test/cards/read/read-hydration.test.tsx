import { preloadHighlighter, ToolCard } from '../../../src/index';
import readWindow from '../../fixtures/intents/read-window.json';
import { fixtureLines, numbered, typeScriptLines } from './read-test-utils';
import { expectCleanHydration } from '../../support/expect-clean-hydration';

async function expectHydrates(intent: unknown, open: boolean) {
  return expectCleanHydration(<ToolCard intent={intent} defaultOpen={open} />);
}

const intents: [string, unknown, boolean][] = [
  ['the host fixture', readWindow, true],
  ['a 50,000-line window', { card: 'read', path: 'big.ts', lines: numbered(typeScriptLines(50_000)) }, true],
  ['hidden characters and lone surrogates', { card: 'read', path: 'a\u202E.js', lines: [{ number: 1, text: 'x\u202Ey\u200B\u0000 \uD800' }] }, true],
  ['an empty window past the end', { card: 'read', path: 'a.js', offset: 300, lines: [], totalLines: 226 }, true],
  ['a collapsed preview', readWindow, false],
];

describe('hydrating the read card', () => {
  it.each(intents)('hydrates the server markup of %s with no mismatch', async (_name, intent, open) => {
    await expectHydrates(intent, open);
  });

  it('hydrates highlighted server markup when the client preloaded the same language', async () => {
    await preloadHighlighter({ langs: ['js'] });
    const zod = fixtureLines('zod-types.js');
    const markup = await expectHydrates({ card: 'read', path: 'lib/types.js', lines: numbered(zod.slice(1199, 1279), 1200) }, true);
    expect(markup).toContain('data-slot="token"');
  });
});
