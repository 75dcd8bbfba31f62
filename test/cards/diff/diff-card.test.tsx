import { act, fireEvent, render, within } from '@testing-library/react';
import { ToolCard } from '../../../src/index';
import { countRawPatch } from '../../diff/diff-fixtures';
import {
  axeViolations,
  codeText,
  readIntent,
  readPatch,
  rowNumbers,
  slot,
  slots,
  tallViewport,
} from './diff-test-utils';

const root = (container: HTMLElement) => slot(container, 'header').parentElement as HTMLElement;

/** A git patch with a rename with changes, a pure rename, a binary file and a mode change. */
const METADATA_PATCH = [
  'diff --git a/src/a.ts b/src/b.ts',
  'similarity index 80%',
  'rename from src/a.ts',
  'rename to src/b.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a.ts',
  '+++ b/src/b.ts',
  '@@ -1,2 +1,2 @@',
  ' keep',
  '-old',
  '+new',
  'diff --git a/docs/old name.md b/docs/new name.md',
  'similarity index 100%',
  'rename from docs/old name.md',
  'rename to docs/new name.md',
  'diff --git a/logo.png b/logo.png',
  'index 3333333..4444444 100644',
  'Binary files a/logo.png and b/logo.png differ',
  'diff --git a/run.sh b/run.sh',
  'old mode 100644',
  'new mode 100755',
  '',
].join('\n');

describe('counts shown against the corpus patches', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['chalk-5.3.0-to-5.4.1.diff', 'zod-3.22.0-to-3.22.4.diff'])(
    '%s: files, additions and deletions equal the patch’s own',
    (name) => {
      const patch = readPatch(name);
      const raw = countRawPatch(patch);
      tallViewport();
      const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Upgrade', patch }} />);
      const headers = slots(container, 'file-header');
      expect(headers).toHaveLength(raw.length);
      headers.forEach((header, index) => {
        expect(slot(header, 'file-additions')).toHaveTextContent(`+${raw[index]!.additions}`);
        expect(slot(header, 'file-deletions')).toHaveTextContent(`\u2212${raw[index]!.deletions}`);
      });
      const additions = raw.reduce((sum, file) => sum + file.additions, 0);
      const deletions = raw.reduce((sum, file) => sum + file.deletions, 0);
      expect(slot(container, 'summary-additions')).toHaveTextContent(`+${additions}`);
      expect(slot(container, 'summary-deletions')).toHaveTextContent(`\u2212${deletions}`);
      expect(slot(container, 'summary-files')).toHaveTextContent(`${raw.length} files`);
      // Every line row drawn: the rows themselves add up to the same counts.
      expect(container.querySelectorAll('[data-slot="line"][data-kind="add"]')).toHaveLength(additions);
      expect(container.querySelectorAll('[data-slot="line"][data-kind="delete"]')).toHaveLength(deletions);
    },
  );

  it('says the counts in words for screen readers, beside the drawn signs', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'diff', title: 'Edit', diffs: [{ path: 'a.txt', oldText: 'a\nb\n', newText: 'a\nc\nd\n' }] }}
      />,
    );
    const summary = slot(container, 'meta');
    expect(summary).toHaveTextContent('2 lines added, 1 line removed');
    expect(summary).toHaveTextContent('1 file');
    expect(slot(container, 'file-counts')).toHaveTextContent('2 lines added, 1 line removed');
  });
});

describe('file headers and notes', () => {
  it('shows a rename as old → new with its status, a pure rename, a binary file and a mode change', () => {
    const { container } = render(<ToolCard intent={{ card: 'diff', title: 'Refactor', patch: METADATA_PATCH }} />);
    const [renamed, pureRename, binary, mode] = slots(container, 'file-header');
    expect(slot(renamed!, 'file-old-path')).toHaveTextContent('src/a.ts');
    expect(slot(renamed!, 'file-new-path')).toHaveTextContent('src/b.ts');
    expect(slot(renamed!, 'path-arrow')).toHaveTextContent('renamed to');
    expect(slot(renamed!, 'file-status')).toHaveTextContent('Renamed');
    expect(slot(renamed!, 'file-similarity')).toHaveTextContent('80% similar');
    expect(renamed).toHaveAttribute('data-status', 'renamed');
    expect(slot(pureRename!, 'file-path')).toHaveTextContent('docs/old name.md → renamed to docs/new name.md');
    expect(slot(binary!, 'file-status')).toHaveTextContent('Binary');
    expect(binary!.querySelector('[data-slot="file-counts"]')).toBeNull();
    expect(slot(mode!, 'file-status')).toHaveTextContent('Mode changed');
    expect(slot(mode!, 'file-mode')).toHaveTextContent('100644 → 100755');
    // Only a name or a mode changed: no line counts to show.
    for (const header of [pureRename!, mode!]) expect(header.querySelector('[data-slot="file-counts"]')).toBeNull();
    expect(slot(renamed!, 'file-counts')).toHaveTextContent('+1');
    const notes = slots(container, 'file-note');
    expect(notes.map((note) => note.getAttribute('data-note'))).toEqual(['renamed', 'binary', 'mode-changed']);
    expect(notes.map((note) => note.textContent)).toEqual([
      'File renamed without changes',
      'Binary file not shown',
      'Only the file mode changed',
    ]);
  });

  it('draws a new file (oldText: null) as additions only, numbered on the new side', () => {
    const { container } = render(<ToolCard intent={readIntent('diff-create')} />);
    expect(slot(container, 'file-status')).toHaveTextContent('Added');
    const rows = slots(container, 'line');
    expect(rows.map((row) => row.getAttribute('data-kind'))).toEqual(['add', 'add', 'add']);
    expect(rows.map(rowNumbers)).toEqual([
      ['', '1'],
      ['', '2'],
      ['', '3'],
    ]);
    expect(codeText(rows[1]!)).toBe('  return `Hello, ${name}!`;');
    expect(slot(container, 'summary-additions')).toHaveTextContent('+3');
  });

  it('shows the text of an unchanged excerpt (the edit fixture, no position), +0 −0', () => {
    const intent = readIntent('diff-edit') as { diffs: { newText: string }[] };
    const { container } = render(<ToolCard intent={intent} />);
    expect(container.querySelector('[data-slot="file-note"]')).toBeNull();
    expect(codeText(slots(container, 'line')[0]!)).toBe(intent.diffs[0]!.newText.split('\n')[0]);
    expect(slots(container, 'line').every((row) => row.getAttribute('data-kind') === 'context')).toBe(true);
    expect(slot(container, 'summary-additions')).toHaveTextContent('+0');
  });

  it('says "No changes" for identical whole texts (the edit fixture placed at line 1)', () => {
    const fixture = readIntent('diff-edit') as { diffs: object[] };
    const { container } = render(
      <ToolCard intent={{ ...fixture, diffs: fixture.diffs.map((diff) => ({ ...diff, oldStart: 1, newStart: 1 })) }} />,
    );
    expect(slot(container, 'file-note')).toHaveTextContent('No changes');
    expect(container.querySelector('[data-slot="line"]')).toBeNull();
    expect(slot(container, 'summary-additions')).toHaveTextContent('+0');
    // Said once: the file's row neither calls it "Modified" nor counts "+0 −0" again.
    expect(container.querySelector('[data-slot="file-status"]')).toBeNull();
    expect(container.querySelector('[data-slot="file-counts"]')).toBeNull();
    expect(container.textContent?.match(/No changes/g)).toHaveLength(1);
  });

  it('marks the line without a newline at the end, and CRLF lines, as text', () => {
    const noNewline = [
      '--- a/x.txt',
      '+++ b/x.txt',
      '@@ -1 +1 @@',
      '-hello',
      '\\ No newline at end of file',
      '+hello',
      '',
    ].join('\n');
    const { container, unmount } = render(<ToolCard intent={{ card: 'diff', title: 'EOF', patch: noNewline }} />);
    const [removed, added] = slots(container, 'line');
    expect(slot(removed!, 'no-newline')).toHaveTextContent('No newline at end of file');
    expect(added!.querySelector('[data-slot="no-newline"]')).toBeNull();
    unmount();

    const crlf = ['--- a/w.txt', '+++ b/w.txt', '@@ -1,2 +1,2 @@', ' a\r', '-b\r', '+b', ''].join('\n');
    const second = render(<ToolCard intent={{ card: 'diff', title: 'EOL', patch: crlf }} />);
    const rows = slots(second.container, 'line');
    expect(rows.map((row) => row.querySelector('[data-slot="crlf"]') !== null)).toEqual([true, true, false]);
    expect(slot(rows[1]!, 'crlf')).toHaveTextContent('carriage return');
    // The `\r` is a marker, never a control character in the code.
    expect(rows.map(codeText)).toEqual(['a', 'b', 'b']);
    expect(slot(second.container, 'file-line-endings')).toHaveTextContent('Mixed line endings');
  });

  it('hides a file’s lines from its header toggle and shows them again', () => {
    const { container } = render(<ToolCard intent={readIntent('diff-create')} />);
    const toggle = slot(container, 'file-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(slot(container, 'file-header')).toHaveAttribute('data-state', 'closed');
    expect(container.querySelector('[data-slot="line"]')).toBeNull();
    fireEvent.click(toggle);
    expect(slots(container, 'line')).toHaveLength(3);
  });
});

describe('word-level highlights', () => {
  it('marks only the changed words of a pair, and labels each changed row in words', () => {
    const intent = {
      card: 'diff',
      title: 'Edit',
      diffs: [
        {
          path: 'a.txt',
          oldText: 'const total = price * count;\n',
          newText: 'const total = price * quantity + tax;\n',
        },
      ],
    };
    const { container } = render(<ToolCard intent={intent} />);
    const [removed, added] = slots(container, 'line');
    expect(slots(removed!, 'word-change').map((mark) => mark.textContent)).toEqual(['count']);
    expect(slots(added!, 'word-change').map((mark) => mark.textContent)).toEqual(['quantity + tax']);
    expect(slot(removed!, 'word-change').tagName).toBe('MARK');
    expect(slot(removed!, 'line-label')).toHaveTextContent('removed line');
    expect(slot(added!, 'line-label')).toHaveTextContent('added line');
    expect(slot(removed!, 'sign')).toHaveTextContent('\u2212');
    expect(slot(added!, 'sign')).toHaveTextContent('+');
    expect(codeText(added!)).toBe('const total = price * quantity + tax;');
  });

  it('marks nothing when a pair shares no word, or has no partner', () => {
    const intent = {
      card: 'diff',
      title: 'Edit',
      diffs: [{ path: 'a.txt', oldText: 'alpha beta\n', newText: 'gamma delta\nextra line\n' }],
    };
    const { container } = render(<ToolCard intent={intent} />);
    expect(container.querySelector('[data-slot="word-change"]')).toBeNull();
    expect(slots(container, 'line').map((row) => row.getAttribute('data-kind'))).toEqual(['delete', 'add', 'add']);
  });

  it('marks the changed version numbers in the chalk patch', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'diff', title: 'Upgrade', patch: readPatch('chalk-5.3.0-to-5.4.1.diff') }} />,
    );
    const marks = slots(container, 'word-change').map((mark) => mark.textContent);
    expect(marks.join(' ')).toContain('3');
    expect(marks.join(' ')).toContain('4');
    for (const mark of slots(container, 'word-change'))
      expect(mark.closest('[data-kind]')?.getAttribute('data-kind')).toMatch(/add|delete/);
  });
});

describe('copying, pending and input safety', () => {
  it('copies the change as a unified diff from the card’s one Copy, "Copy diff as patch"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<ToolCard intent={readIntent('diff-create')} />);
    expect(container.querySelector('[data-slot="copy-patch"]')).toBeNull();
    expect(slot(container, 'copy')).toHaveAccessibleName('Copy diff as patch');
    await act(async () => fireEvent.click(slot(container, 'copy')));
    const patch = writeText.mock.lastCall?.[0] as string;
    expect(patch).toContain(
      'new file mode 100644\n--- /dev/null\n+++ b/src/hello.ts\n@@ -0,0 +1,3 @@\n+export function hello',
    );
  });

  it('draws a pending call the same way, with its status', () => {
    const { container } = render(<ToolCard intent={{ ...readIntent('diff-create'), status: 'pending' }} />);
    expect(root(container)).toHaveAttribute('data-status', 'pending');
    expect(slot(container, 'status')).toHaveTextContent('Pending');
    expect(slots(container, 'line')).toHaveLength(3);
  });

  it('shows nothing for a pending call with no change yet, and "No changes" for a finished one', () => {
    const pending = render(<ToolCard intent={{ card: 'diff', title: 'Edit a.ts', status: 'pending' }} />);
    expect(slot(pending.container, 'body')).toBeEmptyDOMElement();
    expect(pending.container.querySelector('[data-slot="meta"]')).toBeNull();
    const done = render(<ToolCard intent={{ card: 'diff', title: 'Edit a.ts' }} />);
    expect(slot(done.container, 'empty')).toHaveTextContent('No changes');
  });

  it('keeps hostile paths and lines as text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <ToolCard
        intent={{
          card: 'diff',
          title: hostile,
          diffs: [{ path: hostile, oldText: `${hostile}\n`, newText: `<script>alert(1)</script>\n` }],
        }}
      />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(slot(container, 'file-path')).toHaveTextContent(hostile);
    expect(slots(container, 'line').map(codeText)).toEqual([hostile, '<script>alert(1)</script>']);
  });

  it('takes translated labels', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'diff', title: 'x', diffs: [{ path: 'a', oldText: 'a\n', newText: 'b\n' }] }}
        labels={{ diff: { addedLine: 'ligne ajoutée', split: 'Côte à côte', region: 'Différences' } }}
      />,
    );
    expect(slot(container, 'layout-split')).toHaveTextContent('Côte à côte');
    expect(slot(container, 'changes')).toHaveAccessibleName('Différences');
    expect(within(slots(container, 'line')[1]!).getByText('ligne ajoutée', { exact: false })).toHaveAttribute(
      'data-slot',
      'line-label',
    );
  });
});

describe('accessibility (axe, jsdom)', () => {
  it.each([
    ['a multi-file patch', { card: 'diff', title: 'Upgrade', patch: readPatch('chalk-5.3.0-to-5.4.1.diff') }],
    ['renames, binary and mode changes', { card: 'diff', title: 'Refactor', patch: METADATA_PATCH }],
    ['a new file, pending', { ...readIntent('diff-create'), status: 'pending' }],
    ['identical texts', readIntent('diff-edit')],
  ])('finds no violation in %s', async (_name, intent) => {
    const { container } = render(<ToolCard intent={intent} />);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('finds no violation in the split layout', async () => {
    const { container } = render(
      <ToolCard intent={{ card: 'diff', title: 'Upgrade', patch: readPatch('chalk-5.3.0-to-5.4.1.diff') }} />,
    );
    fireEvent.click(slot(container, 'layout-split'));
    expect(await axeViolations(container)).toEqual([]);
  });
});
