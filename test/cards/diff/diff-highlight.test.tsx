import { fireEvent, render } from '@testing-library/react';
import { preloadHighlighter, ToolCard } from '../../../src/index';
import { driveBackgroundWork } from '../../support/background-work';
import { codeText, readIntent, slot, slots } from './diff-test-utils';

const lightColor = (element: Element | null | undefined) =>
  (element as HTMLElement | null | undefined)?.style.getPropertyValue('--shiki-light');

describe('syntax highlighting per side', () => {
  beforeAll(async () => {
    await preloadHighlighter({ langs: ['typescript'] });
  });

  it('highlights the lines on screen right after the first render once the grammar is loaded', async () => {
    const background = driveBackgroundWork();
    const { container } = render(<ToolCard intent={readIntent('diff-create')} />);
    // The first render draws the rows plain; the first turns of background work colour those on screen.
    expect(container.querySelector('[data-highlighted]')).toBeNull();
    await background.runAll();
    const rows = slots(container, 'line');
    for (const row of rows) expect(slot(row, 'code-line')).toHaveAttribute('data-highlighted', '');
    const keyword = slots(rows[0]!, 'token').find((token) => token.textContent === 'export');
    expect(lightColor(keyword)).toMatch(/^#[0-9a-f]{6}$/);
    expect(codeText(rows[0]!)).toBe('export function hello(name: string): string {');
  });

  it('tokenizes old lines as the old file and new lines as the new file', async () => {
    const background = driveBackgroundWork();
    const intent = {
      card: 'diff',
      title: 'Uncomment',
      diffs: [{ path: 'a.ts', oldText: '/* start\nconst value = 1;\n*/\n', newText: 'const value = 1;\n' }],
    };
    const { container } = render(<ToolCard intent={intent} />);
    fireEvent.click(slot(container, 'layout-split'));
    await background.runAll();
    const [opening, context] = slots(container, 'line-pair');
    const commentColor = lightColor(slot(opening!.querySelector('[data-side="old"]')!, 'token'));
    // In the old file the line sits inside the block comment; in the new file it is code.
    const oldSide = context!.querySelector('[data-side="old"]')!;
    const newSide = context!.querySelector('[data-side="new"]')!;
    expect(slots(oldSide, 'token').map(lightColor)).toEqual([commentColor]);
    const newKeyword = slots(newSide, 'token').find((token) => token.textContent === 'const');
    expect(lightColor(newKeyword)).not.toBe(commentColor);
  });

  it('keeps syntax tokens inside word highlights', async () => {
    const background = driveBackgroundWork();
    const intent = {
      card: 'diff',
      title: 'Edit',
      diffs: [{ path: 'a.ts', oldText: 'const limit = 10;\n', newText: 'const limit = 20;\n' }],
    };
    const { container } = render(<ToolCard intent={intent} />);
    await background.runAll();
    const added = slots(container, 'line')[1]!;
    const mark = slot(added, 'word-change');
    expect(mark).toHaveTextContent('20');
    expect(lightColor(slot(mark, 'token'))).toMatch(/^#[0-9a-f]{6}$/);
    expect(slot(added, 'code-line')).toHaveAttribute('data-highlighted', '');
    expect(codeText(added)).toBe('const limit = 20;');
  });

  it('highlights a patch’s lines too, each side joined in order as a best effort', async () => {
    const background = driveBackgroundWork();
    const patch = [
      '--- a/x.ts',
      '+++ b/x.ts',
      '@@ -10,3 +10,3 @@ class A {',
      ' const a = `',
      '-old',
      '+new',
      ' `;',
      '',
    ].join('\n');
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Edit', patch }} />);
    await background.runAll();
    const rows = slots(container, 'line');
    // Inside the template string opened on the context line, on both sides.
    const stringColor = lightColor(slots(rows[0]!, 'token').find((token) => token.textContent === '`'));
    expect(lightColor(slot(rows[1]!, 'token'))).toBe(stringColor);
    expect(lightColor(slot(rows[2]!, 'token'))).toBe(stringColor);
  });
});
