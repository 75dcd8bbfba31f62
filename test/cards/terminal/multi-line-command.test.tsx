import { render } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { combineViews } from '../../../src/protocol/index';
import { KO_LABELS } from '../../../src/label-packs/ko';
import { settledRecord } from '../../fixtures/dsh-record';
import { dshCall } from '../../fixtures/load-dsh-views';
import { slot, slots } from '../../support/slots';

/*
 * A header holds one line. A command of several lines shows its first line and "+2 lines" there,
 * the whole command in the `title` and in the accessible name; the body draws one prompt row per
 * line. Before, the header joined the lines: "echo one echo two ls sub" read as one command.
 */

const COMMAND = 'echo one\necho two\nls sub';

/** What a sighted user reads in an element: its text without the visually hidden lines. */
function shownText(element: HTMLElement): string {
  const clone = element.cloneNode(true) as HTMLElement;
  for (const hidden of clone.querySelectorAll('[data-slot="hidden-lines"]')) hidden.remove();
  return clone.textContent ?? '';
}

describe('a multi-line command in the header', () => {
  it('as the title (the real DSH call), shows its first line and "+2 lines", the whole command in its title and accessible name', () => {
    const { container, getByRole } = render(
      <ToolCard intent={combineViews(settledRecord(dshCall('bash-multiline-command')))} defaultOpen />,
    );
    const title = slot(container, 'title');
    expect(shownText(title)).toBe('echo one +2 lines');
    expect(slot(title, 'more-lines')).toHaveAttribute('aria-hidden', 'true');
    expect(title).toHaveAttribute('title', COMMAND);
    expect(getByRole('article')).toHaveAccessibleName(/^echo one\s+echo two\s+ls sub$/);
    // The toggle is named by the title alone; the tool name is in the details row after it.
    expect(getByRole('button', { expanded: true })).toHaveAccessibleName(/^echo one\s+echo two\s+ls sub$/);
    expect(slot(container, 'tool')).toHaveTextContent('bash');
    // The body still draws each line on its own prompt row.
    expect(slots(container, 'command-row').map((row) => row.textContent?.trim())).toEqual([
      '$ echo one',
      '$ echo two',
      '$ ls sub',
    ]);
  });

  it('beside a title of its own, shows its first line and "+2 lines" after the prompt, the whole command in its title', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'terminal', title: 'Run three commands', command: COMMAND, output: 'one\n' }} />,
    );
    const command = slot(container, 'command');
    expect(shownText(command)).toBe('$ echo one +2 lines');
    expect(command).toHaveAttribute('title', COMMAND);
    expect(command.textContent).toContain('echo two\nls sub');
  });

  it('counts lines as the prompt rows do: a final line break starts no line, and a one-line command is drawn whole', () => {
    const { container, rerender } = render(
      <ToolCard intent={{ card: 'terminal', command: 'set -e\nnpm test\n', output: 'ok\n' }} />,
    );
    expect(shownText(slot(container, 'title'))).toBe('set -e +1 line');
    rerender(<ToolCard intent={{ card: 'terminal', command: 'npm test\n', output: 'ok\n' }} />);
    expect(slot(container, 'title')).toHaveTextContent('npm test');
    expect(container.querySelector('[data-slot="more-lines"]')).toBeNull();
    expect(slot(container, 'title')).not.toHaveAttribute('title');
  });

  it('says "+2 lines" in the language of the labels', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', command: COMMAND }} labels={KO_LABELS} />);
    expect(slot(container, 'more-lines')).toHaveTextContent('외 2줄');
  });

  it("holds any card's title of several lines to its first line (a generic card titled with a script)", () => {
    const { container, getByRole } = render(
      <ToolCard intent={{ card: 'generic', title: 'python -c "\nprint(1)\n"', tool: 'run' }} />,
    );
    expect(shownText(slot(container, 'title'))).toBe('python -c " +2 lines');
    expect(getByRole('article')).toHaveAccessibleName(/^python -c "\s+print\(1\)\s+"$/);
  });
});
