import { act, render, screen } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { axeViolations, codeText } from './diff-test-utils';

// The header announces 3 old and 4 new lines; the second line has lost its prefix.
const PATCH = [
  'diff --git a/notes.txt b/notes.txt',
  '--- a/notes.txt',
  '+++ b/notes.txt',
  '@@ -1,3 +1,4 @@',
  ' line2',
  'line3',
  '+line4',
  ' line5',
].join('\n');

describe('a diff card whose hunk is cut short by a line that is not a diff line', () => {
  it("draws the hunk's lines, then says why the rest is not drawn as changes and shows it as sent", () => {
    const { container } = render(<ToolCard intent={{ card: 'diff', patch: PATCH }} />);
    const codes = [...container.querySelectorAll<HTMLElement>('[data-slot="line"]')].map(codeText);
    expect(codes).toEqual(['line2']);
    const unread = container.querySelector('[data-slot="unread-lines"]') as HTMLElement;
    expect(unread.querySelector('[data-slot="unread-note"]')).toHaveTextContent(
      'The hunk ends early: its header announces more lines, but the next 3 lines are not diff lines. Shown as sent:',
    );
    expect(unread.querySelector('[data-slot="unread-text"]')?.textContent).toBe('line3\n+line4\n line5');
  });

  it('copies the unread lines with the patch', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ToolCard intent={{ card: 'diff', patch: PATCH }} />);
    await act(async () => screen.getByRole('button', { name: /copy/i }).click());
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]).toEqual([expect.stringMatching(/@@ -1 \+1 @@\n line2\nline3\n\+line4\n line5\n$/)]);
  });

  it('is axe-clean', async () => {
    const { container } = render(<ToolCard intent={{ card: 'diff', patch: PATCH }} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
