import { act, fireEvent, render } from '@testing-library/react';
import { toUnifiedText } from '../../../src/diff/unified-text';
import { parsePatch } from '../../../src/diff/parse-patch';
import { summarize } from '../../../src/diff/diff-summary';
import { formatCount } from '../../../src/format/format-count';
import { ToolCard } from '../../../src/index';
import { readPatch } from '../../diff/diff-fixtures';

// Counts every first read of a file's hunks (see `deferredDiffFile`): the card parses a patch's
// files when it draws them.
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

const patch = readPatch('zod-3.22.0-to-3.22.4.diff');
const files = parsePatch(patch);

describe('a patch of many files, drawn', () => {
  beforeEach(() => {
    reads.count = 0;
  });

  it('parses the files it draws, and still counts every file in its header', () => {
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Upgrade zod', patch }} />);
    const { additions, deletions } = summarize(files);
    const slot = (name: string) => container.querySelector(`[data-slot="${name}"]`);
    expect(slot('summary-additions')).toHaveTextContent(`+${formatCount(additions)}`);
    expect(slot('summary-deletions')).toHaveTextContent(`−${formatCount(deletions)}`);
    expect(slot('summary-files')).toHaveTextContent(`${files.length} files`);
    const drawnFiles = new Set(
      [...container.querySelectorAll('[data-slot="rows"] [data-slot="file-toggle"]')].map((toggle) =>
        toggle.getAttribute('data-file'),
      ),
    );
    expect(drawnFiles.size).toBeGreaterThan(0);
    expect(reads.count).toBeGreaterThan(0);
    expect(reads.count).toBeLessThanOrEqual(drawnFiles.size);
    expect(reads.count).toBeLessThan(files.length);
  });

  it('copies the whole patch, every file read for it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Upgrade zod', patch }} />);
    await act(async () => fireEvent.click(container.querySelector('[data-slot="copy"]')!));
    expect(writeText.mock.lastCall?.[0]).toBe(toUnifiedText(files));
    expect(reads.count).toBe(files.filter((file) => file.hunks.length > 0).length);
  });
});
