import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../../../src/styles/styles.css';
import { ToolCard } from '../../../src/index';
import zodPatch from '../../fixtures/diff/zod-3.22.0-to-3.22.4.diff?raw';

// A real multi-file diff: the changes between two published zod versions.
const ZOD = { card: 'diff', title: 'zod 3.22.0 → 3.22.4', patch: zodPatch, status: 'success' };

const slot = (root: ParentNode, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

describe('the file list of a multi-file diff, in Chromium', () => {
  it('lists every file, closed at first, and jumps to the one picked: its header scrolls into view and takes focus', async () => {
    const { container } = await render(<ToolCard intent={ZOD} />);
    const list = slot(container, 'file-list') as HTMLDetailsElement;
    expect(list.open).toBe(false);
    // Nothing drawn for the files until asked.
    expect(slot(container, 'file-list-items')).toBeNull();
    const headers = container.querySelectorAll('[data-slot="changes"] [data-slot="file-header"]');
    expect(headers.length).toBeGreaterThan(0);

    await userEvent.click(slot(container, 'file-list-summary') as HTMLElement);
    const links = [...container.querySelectorAll<HTMLButtonElement>('[data-slot="file-link"]')];
    expect(links.length).toBe(9);
    expect(slot(container, 'file-list-summary')).toHaveTextContent('Files (9)');

    // The last file is far below the first screen of rows.
    const last = links.length - 1;
    const changes = slot(container, 'changes') as HTMLElement;
    expect(changes.querySelector(`[data-slot="file-toggle"][data-file="${last}"]`)).toBeNull();
    await userEvent.click(links[last] as HTMLElement);
    await expect.poll(() => document.activeElement?.getAttribute('data-file')).toBe(String(last));
    const toggle = document.activeElement as HTMLElement;
    expect(toggle.getAttribute('data-slot')).toBe('file-toggle');
    const box = changes.getBoundingClientRect();
    const header = toggle.getBoundingClientRect();
    expect(header.top).toBeGreaterThanOrEqual(box.top - 1);
    expect(header.bottom).toBeLessThanOrEqual(box.bottom + 1);
    // Name first, then its folder; the whole path is the tooltip.
    expect(links[last]?.querySelector('[data-slot="file-name"]')?.textContent).toBe(
      (links[last]?.title ?? '').split('/').pop(),
    );
  });

  it('is not offered for a diff of one file', async () => {
    const { container } = await render(
      <ToolCard intent={{ card: 'diff', diffs: [{ path: 'a.ts', oldText: 'a\n', newText: 'b\n' }] }} />,
    );
    expect(slot(container, 'file-list')).toBeNull();
  });
});
