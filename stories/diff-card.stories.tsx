import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToolCard } from '../src/index';
import chalkPatch from '../test/fixtures/diff/chalk-5.3.0-to-5.4.1.diff?raw';
import zodPatch from '../test/fixtures/diff/zod-3.22.0-to-3.22.4.diff?raw';
import diffCreate from '../test/fixtures/intents/diff-create.json';
import diffEdit from '../test/fixtures/intents/diff-edit.json';
import { slotIn, slotsIn } from './support/slot-in';

const meta = {
  title: 'Cards/Diff',
  component: ToolCard,
  args: { intent: diffCreate },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'file-status')).toHaveTextContent('Added');
    await expect(slotIn(canvasElement, 'summary-additions')).toHaveTextContent('+3');
    await expect(canvasElement.querySelectorAll('[data-slot="line"][data-kind="add"]')).toHaveLength(3);
  },
};

/**
 * The host fixture placed as the whole file (`oldStart`/`newStart` 1): old and new texts are the same, so the card says
 * so.
 */
export const EditWithoutChanges: Story = {
  args: { intent: { ...diffEdit, diffs: diffEdit.diffs.map((diff) => ({ ...diff, oldStart: 1, newStart: 1 })) } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'file-note')).toHaveTextContent('No changes');
  },
};

const [editFile] = diffEdit.diffs;
const editedText = editFile!.newText
  .replace(
    "const IS_EMPTY = Symbol('IS_EMPTY');",
    "const IS_EMPTY = Symbol('IS_EMPTY');\nconst IS_VISIBLE = Symbol('IS_VISIBLE');",
  )
  .replace(
    "throw new Error('The `level` option should be an integer from 0 to 3');",
    "throw new RangeError('The `level` option must be an integer from 0 to 3');",
  )
  .replace('\t// Detect level if not set manually\n', '')
  .replace('if (self.level <= 0 || !string) {', "if (self.level <= 0 || string === undefined || string === '') {");

/**
 * The same edit with real changes, built here as a whole file: word highlights inside the changed pairs, context
 * between hunks to reveal.
 */
export const Edit: Story = {
  args: {
    intent: { ...diffEdit, diffs: [{ ...editFile!, newText: editedText, oldStart: 1, newStart: 1 }], durationMs: 12 },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'summary-additions')).toHaveTextContent('+3');
    await expect(slotIn(canvasElement, 'summary-deletions')).toHaveTextContent('\u22123');
    await expect(slotsIn(canvasElement, 'word-change').map((mark) => mark.textContent)).toContain('RangeError');
    const [firstGap] = slotsIn(canvasElement, 'gap');
    await userEvent.click(within(firstGap!).getByRole('button', { name: /Expand all/ }));
    await expect(slotsIn(canvasElement, 'line')[0]?.querySelector('[data-slot="line-number"]')).toHaveTextContent('1');
  },
};

export const ChalkPatch: Story = {
  args: { intent: { card: 'diff', title: 'Upgrade chalk 5.3.0 → 5.4.1', patch: chalkPatch } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'summary-files')).toHaveTextContent('5 files');
    await expect(slotIn(canvasElement, 'hunk-header')).toHaveTextContent('@@ -1,6 +1,6 @@');
  },
};

export const ZodPatch: Story = {
  args: { intent: { card: 'diff', title: 'Upgrade zod 3.22.0 → 3.22.4', patch: zodPatch } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'summary-files')).toHaveTextContent('9 files');
  },
};

const METADATA_PATCH = [
  'diff --git a/src/parse.ts b/src/read-intent.ts',
  'similarity index 86%',
  'rename from src/parse.ts',
  'rename to src/read-intent.ts',
  '--- a/src/parse.ts',
  '+++ b/src/read-intent.ts',
  '@@ -1,3 +1,3 @@ import { parse } from "valibot";',
  ' export function readIntent(value: unknown) {',
  '-  return parse(schema, value);',
  '+  return safeParse(schema, value);',
  ' }',
  'diff --git a/docs/old name.md b/docs/new name.md',
  'similarity index 100%',
  'rename from docs/old name.md',
  'rename to docs/new name.md',
  'diff --git a/media/logo.png b/media/logo.png',
  'index 3333333..4444444 100644',
  'Binary files a/media/logo.png and b/media/logo.png differ',
  'diff --git a/scripts/release.sh b/scripts/release.sh',
  'old mode 100644',
  'new mode 100755',
  'diff --git a/windows.txt b/windows.txt',
  '--- a/windows.txt',
  '+++ b/windows.txt',
  '@@ -1,2 +1,2 @@',
  ' first line\r',
  '-second line\r',
  '+second line',
  '\\ No newline at end of file',
  '',
].join('\n');

export const RenameBinaryModeChange: Story = {
  args: { intent: { card: 'diff', title: 'Reorganise the repository', patch: METADATA_PATCH } },
  play: async ({ canvasElement }) => {
    const statuses = slotsIn(canvasElement, 'file-status').map((status) => status.textContent);
    await expect(statuses).toEqual(['Renamed', 'Renamed', 'Binary', 'Mode changed', 'Modified']);
    await expect(slotIn(canvasElement, 'file-mode')).toHaveTextContent('100644 → 100755');
    await expect(slotIn(canvasElement, 'no-newline')).toHaveTextContent('No newline at end of file');
    await expect(slotsIn(canvasElement, 'crlf')).toHaveLength(2);
  },
};

/** A hunk whose second line lost its prefix: the hunk's lines, then the rest as sent under a note, never dropped. */
export const HunkCutShort: Story = {
  args: {
    intent: {
      card: 'diff',
      title: 'Edit notes.txt',
      patch: [
        'diff --git a/notes.txt b/notes.txt',
        '--- a/notes.txt',
        '+++ b/notes.txt',
        '@@ -1,3 +1,4 @@',
        ' line2',
        'line3',
        '+line4',
        ' line5',
      ].join('\n'),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'unread-note')).toHaveTextContent('The hunk ends early');
    await expect(slotIn(canvasElement, 'unread-text')?.textContent).toBe('line3\n+line4\n line5');
  },
};

export const SplitView: Story = {
  args: { intent: { card: 'diff', title: 'Upgrade chalk 5.3.0 → 5.4.1', patch: chalkPatch } },
  play: async ({ canvasElement }) => {
    const split = within(canvasElement).getByRole('button', { name: 'Split' });
    await userEvent.click(split);
    await expect(split).toHaveAttribute('aria-pressed', 'true');
    await expect(slotIn(canvasElement, 'changes')).toHaveAttribute('data-layout', 'split');
    await expect(slotsIn(canvasElement, 'line-pair').length).toBeGreaterThan(10);
  },
};

/** A generated lockfile of `lines` lines, deterministic. */
function lockfile(lines: number, version: string): string {
  const out: string[] = [];
  for (let index = 0; index < lines; index++)
    out.push(`  "node_modules/pkg-${index}": { "version": "${index % 7}.${version}.${index % 13}" },`);
  return `${out.join('\n')}\n`;
}

export const CollapsedBigFile: Story = {
  render: (args) => (
    <ToolCard
      {...args}
      intent={{
        card: 'diff',
        title: 'Update the lockfile',
        diffs: [
          { path: 'package.json', oldText: '{\n  "version": "1.0.0"\n}\n', newText: '{\n  "version": "1.1.0"\n}\n' },
          { path: 'package-lock.json', oldText: lockfile(600, '1'), newText: lockfile(600, '2') },
        ],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'load-diff-text')).toHaveTextContent('Large diff');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Load diff' }));
    await waitFor(() => expect(slotIn(canvasElement, 'load-diff')).toBeNull());
    await expect(slotsIn(canvasElement, 'line').length).toBeLessThan(100);
  },
};

/** A 20,000-line patch over 20 files, built once and only when the story renders (Storybook walks `args`). */
let hugePatch: string | undefined;
function hugePatchText(): string {
  if (hugePatch === undefined) {
    const out: string[] = [];
    for (let file = 0; file < 20; file++) {
      out.push(
        `diff --git a/src/module-${file}.ts b/src/module-${file}.ts`,
        `--- a/src/module-${file}.ts`,
        `+++ b/src/module-${file}.ts`,
      );
      out.push(`@@ -1,500 +1,500 @@ export namespace Module${file} {`);
      for (let line = 0; line < 500; line++) {
        if (line % 5 === 2)
          out.push(`-export const value${line} = ${line};`, `+export const value${line} = ${line * 2};`);
        else out.push(` export const value${line} = ${line};`);
      }
    }
    hugePatch = `${out.join('\n')}\n`;
  }
  return hugePatch;
}

export const HugePatch: Story = {
  render: (args) => (
    <ToolCard {...args} intent={{ card: 'diff', title: 'Regenerate 20 modules', patch: hugePatchText() }} />
  ),
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'summary-files')).toHaveTextContent('20 files');
    await expect(slotIn(canvasElement, 'summary-additions')).toHaveTextContent('+2,000');
    await expect(canvasElement.querySelectorAll('[data-slot="line"]').length).toBeLessThan(100);
    await expect(slotIn(canvasElement, 'rows')?.getBoundingClientRect().height).toBeGreaterThan(200_000);
  },
};

export const Pending: Story = {
  args: { intent: { ...diffCreate, status: 'pending' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-toolcard]')).toHaveAttribute('data-status', 'pending');
    await expect(slotIn(canvasElement, 'status')).toHaveTextContent('Pending');
    await expect(canvasElement.querySelectorAll('[data-slot="line"]')).toHaveLength(3);
  },
};

/** A presenter's note beside the change: drawn after the files, as Markdown. */
export const WithContent: Story = {
  args: {
    intent: {
      card: 'diff',
      diffs: [{ path: 'src/a.ts', oldText: 'const a = 1;\n', newText: 'const a = 2;\n' }],
      content: [{ type: 'text', text: 'Formatted with **prettier** after the edit.' }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-section="result"]')).toHaveTextContent(
      'Formatted with prettier after the edit.',
    );
  },
};
