import { render } from '@testing-library/react';
import { ToolCard, ToolCardHost } from '../../../src/index';
import { slot, slots } from './diff-test-utils';

const threeHunks = {
  card: 'diff',
  title: 'Edit src/app.ts',
  diffs: [
    { path: '/home/dev/project/src/app.ts', oldText: 'import a\nimport b', newText: 'import a\nimport c' },
    { path: '/home/dev/project/src/app.ts', oldText: 'const x = 1\nconst y = 2', newText: 'const x = 1' },
    { path: '/home/dev/project/src/app.ts', oldText: 'end()', newText: 'end()\nflush()', oldStart: 40, newStart: 39 },
  ],
};

describe('diff entries sharing a path', () => {
  it('draw one file section, its hunks apart behind gap markers, with numbers only where known', () => {
    const { container } = render(
      <ToolCardHost workspace="/home/dev/project">
        <ToolCard intent={threeHunks} />
      </ToolCardHost>,
    );
    expect(slots(container, 'file-header')).toHaveLength(1);
    expect(slot(container, 'file-path')).toHaveTextContent('src/app.ts');
    expect(slot(container, 'file-path')).not.toHaveTextContent('/home/dev');
    const headers = slots(container, 'hunk-header');
    expect(headers.map((header) => header.hasAttribute('data-unnumbered'))).toEqual([true, true, false]);
    expect(headers[0]).toHaveTextContent('Excerpt; lines around it not shown');
    expect(headers[2]).toHaveTextContent('@@ -40 +39,2 @@');
    const numbers = (row: HTMLElement) => slots(row, 'line-number').map((cell) => cell.textContent);
    const rows = slots(container, 'line');
    expect(rows.slice(0, 5).every((row) => numbers(row).join('') === '')).toBe(true);
    expect(numbers(rows[rows.length - 1]!)).toEqual(['', '40']);
    expect(slot(container, 'summary-additions')).toHaveTextContent('+2');
    expect(slot(container, 'summary-deletions')).toHaveTextContent('\u22122');
    expect(container.querySelector('[data-slot="no-newline"]')).toBeNull();
  });

  it("shows a failed edit's intended change, its error text, and the raw content it leaves", () => {
    const intent = {
      ...threeHunks,
      status: 'error',
      error: 'Error: old_string was not found',
      rawContent: [{ type: 'text', text: 'see log' }],
    };
    const { container } = render(<ToolCard intent={intent} />);
    expect(slot(container, 'error')).toHaveTextContent('Error: old_string was not found');
    expect(slot(container, 'error-text').textContent).toBe('old_string was not found');
    expect(container.querySelector('[data-section="raw-content"]')).toHaveTextContent('see log');
  });
});
