import { preloadHighlighter, ToolCard, ToolCardHost } from '../../../src/index';
import { numberedText, readIntent, readPatch } from './diff-test-utils';
import { expectCleanHydration } from '../../support/expect-clean-hydration';

const intents: [string, unknown][] = [
  ['the create fixture', readIntent('diff-create')],
  ['the edit fixture (no changes)', readIntent('diff-edit')],
  ['the patch fixture', readIntent('diff-patch')],
  ['the zod patch', { card: 'diff', title: 'Upgrade zod', patch: readPatch('zod-3.22.0-to-3.22.4.diff') }],
  [
    'a 150,000-line file behind "Load diff"',
    { card: 'diff', title: 'Generate', diffs: [{ path: 'big.txt', oldText: null, newText: numberedText(150_000) }] },
  ],
  ['a pending call', { ...readIntent('diff-create'), status: 'pending' }],
];

async function expectIntentHydrates(intent: unknown) {
  await expectCleanHydration(<ToolCard intent={intent} />);
}

describe('hydrating the diff card', () => {
  it.each(intents)('hydrates the server markup of %s with no mismatch', async (_name, intent) => {
    await expectIntentHydrates(intent);
  });

  it('keeps the layout choice the server drew offered after hydrating, while the width is not known yet', async () => {
    // An observer that has not reported yet (here: never), as in a browser before the first frame.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    const markup = await expectCleanHydration(<ToolCard intent={readIntent('diff-patch')} defaultOpen />);
    expect(markup).toContain('data-slot="layout-toggle"');
    expect(markup).not.toContain('data-pending');
  });

  it('hydrates highlighted markup under highlightFirstMarkup when both sides preloaded the same languages', async () => {
    await preloadHighlighter({ langs: ['typescript', 'javascript', 'json', 'markdown'] });
    for (const intent of [readIntent('diff-patch'), readIntent('diff-create')]) {
      const markup = await expectCleanHydration(
        <ToolCardHost highlightFirstMarkup>
          <ToolCard intent={intent} />
        </ToolCardHost>,
      );
      expect(markup).toContain('data-slot="token"');
    }
  });
});
