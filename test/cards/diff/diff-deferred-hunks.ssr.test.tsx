import { renderToString } from 'react-dom/server';
import { FIRST_PASS_BUDGET } from '../../../src/diff/parse-patch';
import { ToolCard } from '../../../src/index';

// Counts every read of a deferred file's hunks (see `deferredDiffFile`).
const reads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../src/diff/deferred-hunks', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/diff/deferred-hunks')>();
  return {
    ...actual,
    deferredDiffFile: (...[facts, lines, outline, load]: Parameters<typeof actual.deferredDiffFile>) =>
      actual.deferredDiffFile(facts, lines, outline, () => {
        reads.count += 1;
        return load();
      }),
  };
});

/** `count` hunks of one added line each, in one file. */
function oneLineHunks(count: number): string {
  const hunks: string[] = [];
  for (let index = 0; index < count; index++) hunks.push(`@@ -${index + 1},0 +${index + 1} @@\n+added ${index}`);
  return `--- a/x\n+++ b/x\n${hunks.join('\n')}\n`;
}

describe('a patch file past the first-pass budget, drawn', () => {
  it('shows its counts and "Load diff" without reading one of its hunks', () => {
    const count = FIRST_PASS_BUDGET * 2;
    reads.count = 0;
    const markup = renderToString(<ToolCard intent={{ card: 'diff', title: 'Huge', patch: oneLineHunks(count) }} />);
    expect(markup).toContain('data-slot="load-diff"');
    expect(markup).toContain('+100,000');
    expect(markup).not.toContain('data-slot="line"');
    expect(reads.count).toBe(0);
  });
});
