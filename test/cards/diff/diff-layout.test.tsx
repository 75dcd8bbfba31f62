import { fireEvent, render, screen } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { codeText, numberedText, rowNumbers, slot, slots, tallViewport } from './diff-test-utils';

const EDIT = {
  card: 'diff',
  title: 'Edit',
  diffs: [
    { path: 'notes.txt', oldText: 'a\nlet b = 1;\nc\n', newText: 'a\nlet b = 2;\nc\nd\n', oldStart: 1, newStart: 1 },
  ],
};

/** A split row as `old number, old kind, old code | new number, new kind, new code`. */
function pairText(pair: HTMLElement): string {
  return slots(pair, 'side')
    .map((side) => `${rowNumbers(side).join('')} ${side.getAttribute('data-kind')} ${codeText(side)}`.trim())
    .join(' | ');
}

describe('the unified and split layouts', () => {
  it('draws unified rows with both line numbers, signs and code', () => {
    const { container } = render(<ToolCard intent={EDIT} />);
    expect(slot(container, 'changes')).toHaveAttribute('data-layout', 'unified');
    expect(slot(container, 'hunk-header')).toHaveTextContent('@@ -1,3 +1,4 @@');
    const rows = slots(container, 'line');
    expect(rows.map((row) => [...rowNumbers(row), slot(row, 'sign').textContent, codeText(row)])).toEqual([
      ['1', '1', ' ', 'a'],
      ['2', '', '\u2212', 'let b = 1;'],
      ['', '2', '+', 'let b = 2;'],
      ['3', '3', ' ', 'c'],
      ['', '4', '+', 'd'],
    ]);
  });

  it('offers the layout choice to a test whose stubbed ResizeObserver never reports (no layout, no width)', () => {
    // What many Jest setups install: an observer that observes nothing.
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
    render(<ToolCard intent={EDIT} defaultOpen />);
    // Marked as waiting for the width (the stylesheet's to hide), and still reachable by role.
    expect(screen.getByRole('group', { name: 'Diff layout' })).toHaveAttribute('data-pending');
    fireEvent.click(screen.getByRole('button', { name: 'Split' }));
    expect(screen.getByRole('button', { name: 'Split' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws split rows side by side, each deletion beside its addition, from a pressed-state toggle', () => {
    const { container } = render(<ToolCard intent={EDIT} />);
    const split = slot(container, 'layout-split');
    expect(split).toHaveAttribute('aria-pressed', 'false');
    expect(slot(container, 'layout-toggle')).toHaveAccessibleName('Diff layout');
    fireEvent.click(split);
    expect(split).toHaveAttribute('aria-pressed', 'true');
    expect(slot(container, 'layout-unified')).toHaveAttribute('aria-pressed', 'false');
    expect(slot(container, 'changes')).toHaveAttribute('data-layout', 'split');
    expect(container.querySelector('[data-slot="line"]')).toBeNull();
    expect(slots(container, 'line-pair').map(pairText)).toEqual([
      '1 context a | 1 context a',
      '2 delete let b = 1; | 2 add let b = 2;',
      '3 context c | 3 context c',
      'empty | 4 add d',
    ]);
    // A context line is read once: its old copy is hidden from screen readers.
    expect(slots(container, 'line-pair')[0]!.querySelector('[data-side="old"]')).toHaveAttribute('aria-hidden', 'true');
    expect(slots(container, 'line-pair')[1]!.querySelector('[data-side="old"]')).not.toHaveAttribute('aria-hidden');
    // Word highlights work across the two sides too.
    expect(slots(slots(container, 'line-pair')[1]!, 'word-change').map((mark) => mark.textContent)).toEqual(['1', '2']);
  });

  it('offers the wrap toggle in unified only: the split layout always wraps', () => {
    const { container } = render(<ToolCard intent={EDIT} />);
    const wrap = slot(container, 'wrap-toggle');
    expect(wrap).toHaveAttribute('aria-pressed', 'false');
    expect(slot(container, 'changes')).not.toHaveAttribute('data-wrap');
    fireEvent.click(wrap);
    expect(wrap).toHaveAttribute('aria-pressed', 'true');
    expect(slot(container, 'changes')).toHaveAttribute('data-wrap', '');
    fireEvent.click(wrap);
    fireEvent.click(slot(container, 'layout-split'));
    expect(container.querySelector('[data-slot="wrap-toggle"]')).toBeNull();
    expect(slot(container, 'changes')).toHaveAttribute('data-wrap', '');
  });

  it('shows hunk headers with their function context', () => {
    const patch = [
      '--- a/s.js',
      '+++ b/s.js',
      '@@ -112,3 +112,3 @@ function _supportsColor(haveStream) {',
      ' x',
      '-y',
      '+z',
      ' w',
      '',
    ].join('\n');
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Edit', patch }} />);
    expect(slot(container, 'hunk-range')).toHaveTextContent('@@ -112,3 +112,3 @@');
    expect(slot(container, 'hunk-context')).toHaveTextContent('function _supportsColor(haveStream) {');
    expect(slots(container, 'line').map((row) => rowNumbers(row).join(','))).toEqual([
      '112,112',
      '113,',
      ',113',
      '114,114',
    ]);
  });
});

describe('revealing context between hunks (whole texts: placed at line 1)', () => {
  const lines = numberedText(100).split('\n').slice(0, 100);
  const changed = lines.map((line, index) => (index === 49 ? 'changed 49' : line));
  const intent = {
    card: 'diff',
    title: 'Edit',
    diffs: [
      {
        path: 'long.txt',
        oldText: `${lines.join('\n')}\n`,
        newText: `${changed.join('\n')}\n`,
        oldStart: 1,
        newStart: 1,
      },
    ],
  };

  it('offers the hidden lines above and below the hunk, and reveals them a step or all at once', () => {
    const restore = tallViewport();
    const { container } = render(<ToolCard intent={intent} />);
    const gaps = () => slots(container, 'gap');
    expect(gaps().map((gap) => slot(gap, 'gap-text').textContent)).toEqual([
      '46 unchanged lines hidden',
      '47 unchanged lines hidden',
    ]);
    const buttons = (gap: HTMLElement) =>
      slots(gap, 'expand-context').map((button) => button.getAttribute('data-direction'));
    expect(buttons(gaps()[0]!)).toEqual(['up', 'all']);
    expect(buttons(gaps()[1]!)).toEqual(['down', 'all']);

    fireEvent.click(gaps()[0]!.querySelector('[data-direction="up"]')!);
    expect(slot(gaps()[0]!, 'gap-text')).toHaveTextContent('26 unchanged lines hidden');
    expect(codeText(slots(container, 'line')[0]!)).toBe('line 26');
    expect(slot(container, 'hunk-range')).toHaveTextContent('@@ -27,27 +27,27 @@');

    fireEvent.click(gaps()[0]!.querySelector('[data-direction="all"]')!);
    expect(gaps()).toHaveLength(1);
    expect(rowNumbers(slots(container, 'line')[0]!)).toEqual(['1', '1']);
    restore();
  });

  it('offers nothing to reveal for a patch, which does not hold the hidden lines', () => {
    const patch = ['--- a/x', '+++ b/x', '@@ -50,3 +50,3 @@', ' a', '-b', '+c', ' d', ''].join('\n');
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Edit', patch }} />);
    expect(container.querySelector('[data-slot="gap"]')).toBeNull();
  });
});

describe('budgets', () => {
  it('starts a file over 400 changed lines collapsed behind "Load diff", and loads it on request', () => {
    const small = { path: 'small.txt', oldText: 'a\n', newText: 'b\n' };
    const big = { path: 'big.txt', oldText: null, newText: numberedText(401) };
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Generate', diffs: [small, big] }} />);
    const [, bigHeader] = slots(container, 'file-header');
    expect(bigHeader).toHaveAttribute('data-state', 'closed');
    expect(slot(container, 'load-diff-text')).toHaveTextContent(
      'Large diff: 401 changed lines are not shown by default.',
    );
    expect(slots(container, 'line')).toHaveLength(2);
    fireEvent.click(slot(container, 'load-diff-button'));
    expect(container.querySelector('[data-slot="load-diff"]')).toBeNull();
    expect(slots(container, 'line').length).toBeGreaterThan(20);
    expect(document.activeElement).toBe(slot(bigHeader!, 'file-toggle'));
  });

  it('renders a 150,000-line new file: collapsed at first, then only a screenful of rows', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'diff',
          title: 'Generate',
          diffs: [{ path: 'big.ts', oldText: null, newText: numberedText(150_000) }],
        }}
      />,
    );
    expect(slot(container, 'load-diff-text')).toHaveTextContent('150,000 changed lines');
    expect(slot(container, 'summary-additions')).toHaveTextContent('+150,000');
    fireEvent.click(slot(container, 'load-diff-button'));
    const rows = slots(container, 'line');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(100);
    expect(codeText(rows[0]!)).toBe('line 0');
    expect(parseInt(slot(container, 'rows').style.paddingBottom, 10)).toBeGreaterThan(2_000_000);
    expect(slot(container, 'changes').style.getPropertyValue('--tc-diff-digits')).toBe('6');
  });

  it('renders a 150,000-line single-hunk patch without throwing', () => {
    const body: string[] = [];
    for (let index = 0; index < 150_000; index++) body.push(`-old ${index}`, `+new ${index}`);
    const patch = [
      'diff --git a/gen.json b/gen.json',
      '--- a/gen.json',
      '+++ b/gen.json',
      '@@ -1,150000 +1,150000 @@',
      ...body,
      '',
    ].join('\n');
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Regenerate', patch }} />);
    expect(slot(container, 'summary-additions')).toHaveTextContent('+150,000');
    expect(slot(container, 'summary-deletions')).toHaveTextContent('\u2212150,000');
    fireEvent.click(slot(container, 'load-diff-button'));
    fireEvent.click(slot(container, 'layout-split'));
    const pairs = slots(container, 'line-pair');
    expect(pairs.length).toBeLessThan(100);
    expect(pairText(pairs[0]!)).toBe('1 delete old 0 | 1 add new 0');
  }, 30_000);

  it('cuts a very long line with an expander that draws it whole', () => {
    const long = `${'x'.repeat(12_000)}END`;
    const { container } = render(
      <ToolCard
        intent={{ card: 'diff', title: 'Minify', diffs: [{ path: 'app.min.js', oldText: null, newText: `${long}\n` }] }}
      />,
    );
    const row = slots(container, 'line')[0]!;
    expect(codeText(row)).toHaveLength(10_000);
    const expander = slot(row, 'show-whole-line');
    expect(expander).toHaveTextContent('Show more (2,003 more characters)');
    fireEvent.click(expander);
    expect(codeText(slots(container, 'line')[0]!)).toBe(long);
    expect(container.querySelector('[data-slot="show-whole-line"]')).toBeNull();
  });
});
