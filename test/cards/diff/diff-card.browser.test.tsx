import axe from 'axe-core';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { preloadHighlighter, ToolCard } from '../../../src/index';
import chalkPatch from '../../fixtures/diff/chalk-5.3.0-to-5.4.1.diff?raw';

const EDIT = {
  card: 'diff',
  title: 'Edit source/index.ts',
  diffs: [
    {
      path: 'source/index.ts',
      oldText:
        '// Detect the level\nconst level = 1;\nthrow new Error(`level ${level} is out of range`);\nconst keep = [1, 2];\n',
      newText:
        '// Detect the level\nconst level = 2;\nthrow new RangeError(`level ${level} must be 0 to 3`);\nconst keep = [1, 2];\nconst added = true; // new\n',
    },
  ],
};

const META = [
  'diff --git a/src/a.ts b/src/b.ts',
  'similarity index 86%',
  'rename from src/a.ts',
  'rename to src/b.ts',
  '--- a/src/a.ts',
  '+++ b/src/b.ts',
  '@@ -1,3 +1,3 @@ function read() {',
  ' export function read(value: unknown) {',
  '-  return parse(schema, value); // old',
  '+  return safeParse(schema, value); // new',
  ' }',
  'diff --git a/logo.png b/logo.png',
  'Binary files a/logo.png and b/logo.png differ',
  'diff --git a/run.sh b/run.sh',
  'old mode 100644',
  'new mode 100755',
  'diff --git a/w.txt b/w.txt',
  '--- a/w.txt',
  '+++ b/w.txt',
  '@@ -1,2 +1,2 @@',
  ' first\r',
  '-second\r',
  '+second',
  '\\ No newline at end of file',
  '',
].join('\n');

async function contrastViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, { runOnly: ['color-contrast'] });
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  );
}

describe('the diff card in Chromium', () => {
  beforeAll(async () => {
    await preloadHighlighter({ langs: ['typescript', 'json', 'markdown', 'javascript'] });
  });

  it.each(['light', 'dark'] as const)(
    'keeps 4.5:1 for highlighted code, word highlights, numbers and badges in the %s palette',
    async (theme) => {
      const { container } = await render(
        <div style={{ width: 900 }}>
          <ToolCard theme={theme} intent={EDIT} />
          <ToolCard theme={theme} intent={{ card: 'diff', title: 'Refactor', patch: META }} />
          <ToolCard theme={theme} intent={{ card: 'diff', title: 'Upgrade chalk', patch: chalkPatch }} />
        </div>,
      );
      expect(container.querySelectorAll('[data-slot="line"] [data-slot="token"]').length).toBeGreaterThan(20);
      expect(container.querySelectorAll('[data-slot="word-change"] [data-slot="token"]').length).toBeGreaterThan(0);
      expect(await contrastViolations(container)).toEqual([]);
      container.querySelectorAll<HTMLElement>('[data-slot="layout-split"]')[2]!.click();
      await expect.poll(() => container.querySelectorAll('[data-slot="line-pair"]').length).toBeGreaterThan(10);
      expect(await contrastViolations(container)).toEqual([]);
    },
  );

  it('copies code only: numbers, signs and labels stay out of a selection', async () => {
    const { container } = await render(<ToolCard intent={EDIT} />);
    const rows = container.querySelectorAll('[data-slot="line"]');
    const range = document.createRange();
    range.setStartBefore(rows[1]!);
    range.setEndAfter(rows[3]!);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    const copied = selection.toString();
    expect(copied).toContain('const level = 1;');
    expect(copied).toContain('const level = 2;');
    expect(copied).not.toMatch(/removed line|added line|\u2212|^\s*\d/m);
  });

  it('scrolls long lines sideways with the rows’ colours running the whole width, and wraps on request', async () => {
    const long = `const data = "${'x'.repeat(400)}";`;
    const { container } = await render(
      <div style={{ width: 600 }}>
        <ToolCard
          intent={{
            card: 'diff',
            title: 'Long',
            diffs: [{ path: 'a.ts', oldText: 'const a = 1;\n', newText: `const a = 1;\n${long}\n` }],
          }}
        />
      </div>,
    );
    const view = container.querySelector<HTMLElement>('[data-slot="changes"]')!;
    const [context, added] = [...container.querySelectorAll<HTMLElement>('[data-slot="line"]')];
    expect(view.scrollWidth).toBeGreaterThan(view.clientWidth);
    expect(context!.getBoundingClientRect().width).toBe(added!.getBoundingClientRect().width);
    const header = container.querySelector<HTMLElement>('[data-slot="file-header"]')!;
    expect(header.getBoundingClientRect().width).toBeLessThanOrEqual(view.clientWidth + 1);
    container.querySelector<HTMLElement>('[data-slot="wrap-toggle"]')!.click();
    await expect.poll(() => view.scrollWidth).toBeLessThanOrEqual(view.clientWidth);
    expect(added!.getBoundingClientRect().height).toBeGreaterThan(40);
  });
});
