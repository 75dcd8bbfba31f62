import { act, fireEvent, render } from '@testing-library/react';
import { ensureLanguage } from '../../../src/highlight/load-highlight-runtime';
import { ToolCard } from '../../../src/index';
import { driveBackgroundWork } from '../../support/background-work';
import readWindow from '../../fixtures/intents/read-window.json';
import { numbered, rowNumbers, slot, slots, typeScriptLines } from './read-test-utils';

function stubClipboard() {
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

describe('a 50,000-line window', () => {
  const lines = numbered(typeScriptLines(50_000));

  it('mounts with only the first rows drawn, and the scroll height of all of them', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'big.ts', lines, totalLines: 50_000 }} />);
    const rows = slots(container, 'code-row');
    expect(rows.length).toBeGreaterThanOrEqual(23);
    expect(rows.length).toBeLessThan(40);
    expect(rowNumbers(container)).toEqual(rows.map((_, index) => index + 1));
    expect(slot(container, 'code-rows').style.paddingBottom).toBe(`${(50_000 - rows.length) * 20}px`);
    expect(slot(container, 'line-range')).toHaveTextContent('lines 1–50000 of 50,000');
    // The gutter is sized for the widest number, so it does not grow while scrolling.
    expect(slot(container, 'file').style.getPropertyValue('--tc-read-number-digits')).toBe('5');
  });
});

describe('copying', () => {
  it('copies the content without line numbers from the header’s one Copy, "Copy file content"', async () => {
    const writeText = stubClipboard();
    const { container } = render(<ToolCard intent={readWindow} />);
    const expected = readWindow.lines.map((line) => line.text).join('\n');
    expect(container.querySelector('[data-slot="copy-content"]')).toBeNull();
    expect(slot(container, 'copy')).toHaveAccessibleName('Copy file content');
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenLastCalledWith(expected);
    expect(slot(container, 'copy')).toHaveAccessibleName('Copied');
    expect(expected).not.toMatch(/^40/);
  });

  it('copies hidden characters as the file holds them, not their markers', async () => {
    const writeText = stubClipboard();
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'a.js', lines: [{ number: 3, text: 'a\u202Eb' }] }} />,
    );
    await act(async () => fireEvent.click(slot(container, 'copy')));
    expect(writeText).toHaveBeenLastCalledWith('a\u202Eb');
  });
});

describe('wrapping and tabs', () => {
  it('a window of a few short lines has no toolbar', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'a.ts', text: 'const x = 1;\nexport { x };' }} />,
    );
    expect(container.querySelector('[data-slot="toolbar"]')).toBeNull();
  });

  it('wraps long lines or scrolls sideways, from a pressed-state toggle', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'read', path: 'a.ts', text: `const x = '${'y'.repeat(400)}';\n${'x;\n'.repeat(10)}` }}
      />,
    );
    const toggle = slot(container, 'wrap-toggle');
    expect(toggle).toHaveAccessibleName('Wrap lines');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(slot(container, 'file')).not.toHaveAttribute('data-wrap');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(slot(container, 'file')).toHaveAttribute('data-wrap', '');
  });

  it('keeps tabs as tabs, for `tab-size` to draw', () => {
    const { container } = render(<ToolCard intent={readWindow} />);
    expect(slots(container, 'code-row')[2]!.textContent).toBe("\tconst chalk = (...strings) => strings.join(' ');");
  });
});

describe('the collapsed card', () => {
  it('previews the first and last lines, numbered, with "Show all" between them that opens the card and moves focus in', () => {
    const { container } = render(<ToolCard intent={readWindow} defaultOpen={false} />);
    const preview = slot(container, 'preview');
    expect(rowNumbers(preview)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 96, 97, 98, 99]);
    // The button sits between head and tail, as in the terminal's preview.
    expect(preview.children[8]).toBe(slot(container, 'show-all'));
    expect(preview).toHaveAttribute('data-folded', '');
    const showAll = slot(container, 'show-all');
    expect(showAll).toHaveTextContent('Show all 60 lines');
    fireEvent.click(showAll);
    expect(root(container)).toHaveAttribute('data-state', 'open');
    expect(document.activeElement).toBe(slot(container, 'file'));
  });

  it('shows a short window whole, without "Show all"', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'a.ts', text: 'a\nb' }} defaultOpen={false} />,
    );
    expect(rowNumbers(slot(container, 'preview'))).toEqual([1, 2]);
    expect(container.querySelector('[data-slot="show-all"]')).toBeNull();
  });

  it('draws nothing when closed on an empty window', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'a.ts', lines: [] }} defaultOpen={false} />);
    expect(slot(container, 'body')).toHaveAttribute('hidden');
  });
});

describe('a 2 MB single-line file', () => {
  const minified = `!function(){${'var a=1,b=[2,3],c={d:"e"};'.repeat(80_000)}}();`;

  // How fast it mounts is the benchmark's business (bench/read-bench.tsx), not a test's.
  it('mounts plain, cut with a "Show more" that reveals more', async () => {
    expect(minified.length).toBeGreaterThan(2_000_000);
    const background = driveBackgroundWork();
    const { container } = render(
      <ToolCard intent={{ card: 'read', path: 'dist/bundle.min.js', lines: [{ number: 1, text: minified }] }} />,
    );
    const code = slot(container, 'code-line');
    expect(code.textContent!.length).toBe(20_000);
    expect(code).toHaveAttribute('data-cut', '');
    const more = slot(container, 'show-more');
    expect(more).toHaveTextContent(/Show more \([\d,]+ more characters\)/);
    // Even once the grammar has loaded and every background turn is taken, a line this long is never tokenized.
    await act(() => ensureLanguage('javascript'));
    await background.runAll();
    expect(container.querySelector('[data-slot="token"]')).toBeNull();
    fireEvent.click(more);
    expect(slot(container, 'code-line').textContent!.length).toBe(200_000);
  });
});

const root = (container: HTMLElement) => slot(container, 'header').parentElement as HTMLElement;
