import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToolCard } from '../src/index';
import searchMatches from '../test/fixtures/intents/search-matches.json';
import searchPaths from '../test/fixtures/intents/search-paths.json';
import { slotIn, slotsIn } from './support/slot-in';

const meta = {
  title: 'Cards/Search',
  component: ToolCard,
  args: { intent: searchMatches },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `count` grep matches over `files` files, deterministic, each hit given by its range. */
function grepResult(count: number, files: number) {
  const perFile = Math.ceil(count / files);
  return {
    card: 'search',
    shape: 'matches',
    title: `grep -rn useMemo src (${count} matches)`,
    truncated: false,
    total: count,
    files: Array.from({ length: files }, (_, file) => ({
      path: `src/components/panel-${file}.tsx`,
      matches: Array.from({ length: Math.min(perFile, count - file * perFile) }, (_, index) => {
        const line = `  const rows${index} = useMemo(() => buildRows(items, ${index}), [items]);`;
        const start = line.indexOf('useMemo');
        return { lineNumber: 12 + index * 4, line, ranges: [[start, start + 7]] };
      }),
    })),
  };
}

/** The host fixture: 40 of 112 matches, capped by the host, hits from the host's ranges. */
export const Matches: Story = {
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'header')).toHaveTextContent('112 matches · 40 shown');
    await expect(slotsIn(canvasElement, 'match')).toHaveLength(40);
  },
};

/** A complete result over several files; the second file is folded. */
export const MatchesInFiles: Story = {
  args: { intent: grepResult(9, 3) },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'summary')).toHaveTextContent('9 matches in 3 files');
    const toggle = slotsIn(canvasElement, 'file-toggle')[1] as HTMLElement;
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(slotsIn(canvasElement, 'match')).toHaveLength(6);
  },
};

/** No ranges: the query is marked literally and case-sensitively (`a.b` does not match `axb`). */
export const LiteralQuery: Story = {
  args: {
    intent: {
      card: 'search',
      shape: 'matches',
      title: 'grep -F "a.b"',
      query: 'a.b',
      truncated: false,
      total: 3,
      files: [
        {
          path: 'notes.txt',
          matches: [
            { lineNumber: 3, line: 'axb is not a match' },
            { lineNumber: 8, line: 'but a.b is, twice: a.b' },
            { lineNumber: 9, line: 'and A.B is not' },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['a.b', 'a.b']);
  },
};

/** A minified line: cut around its first hit, with an ellipsis on each side. */
export const LongLine: Story = {
  args: {
    intent: {
      card: 'search',
      shape: 'matches',
      title: 'grep ZodError dist/index.min.js',
      query: 'ZodError',
      truncated: false,
      total: 1,
      files: [
        {
          path: 'dist/index.min.js',
          matches: [
            { lineNumber: 1, line: `${'var a=1,b=2;'.repeat(800)}throw new ZodError(issues);${'c=3;'.repeat(800)}` },
          ],
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotsIn(canvasElement, 'cut')).toHaveLength(2);
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('ZodError');
  },
};

/** With the host's `onOpenLocation`: each line number opens the file at that line. */
export const OpenLocation: Story = {
  args: { intent: searchMatches, onOpenLocation: fn() },
  play: async ({ canvasElement, args }) => {
    const button = canvasElement.querySelector<HTMLElement>('[aria-label="Open lib/types.js:43"]') as HTMLElement;
    await userEvent.click(button);
    await expect(args.onOpenLocation).toHaveBeenCalledWith({ path: 'lib/types.js', line: 43 });
  },
};

/**
 * With `onOpenLocation` on a phone (360 px): each line number's button keeps its whole column, the
 * line after it giving way; the rows are a list a screen reader reads row by row.
 */
export const OpenLocationOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: {
    intent: {
      card: 'search',
      shape: 'matches',
      title: 'grep ZodError src',
      query: 'ZodError',
      files: [
        {
          path: 'src/schema/validate-request-body.ts',
          matches: [7, 42, 202, 4096, 10240].map((lineNumber) => ({
            lineNumber,
            line: `    if (!result.success) throw new ZodError(result.error.issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] })));`,
          })),
        },
        { path: 'src/errors.ts', matches: [{ lineNumber: 12, line: 'export class ZodError extends Error {' }] },
      ],
    },
    onOpenLocation: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(360);
    for (const match of slotsIn(canvasElement, 'match')) {
      const button = (match.querySelector('[data-slot="open-location"]') as HTMLElement).getBoundingClientRect();
      const number = (match.querySelector('[data-slot="line-number"]') as HTMLElement).getBoundingClientRect();
      const text = (match.querySelector('[data-slot="match-text"]') as HTMLElement).getBoundingClientRect();
      await expect(number.right).toBeLessThanOrEqual(button.right + 0.5);
      await expect(text.left).toBeGreaterThanOrEqual(button.right - 0.5);
    }
    const list = within(canvasElement).getByRole('list', { name: 'Search results' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(list).getByRole('button', { name: 'Open src/schema/validate-request-body.ts:202' }));
    await expect(args.onOpenLocation).toHaveBeenCalledWith({ path: 'src/schema/validate-request-body.ts', line: 202 });
  },
};

/** 5,000 matches in 50 files: only the visible rows are drawn. */
export const FiveThousandMatches: Story = {
  args: { intent: grepResult(5000, 50) },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'results')).toHaveAttribute('data-virtual', '');
    await waitFor(() => expect(slotsIn(canvasElement, 'match').length).toBeLessThan(120));
    const results = slotIn(canvasElement, 'results') as HTMLElement;
    results.scrollTop = results.scrollHeight;
    // The last match of the last file is drawn, and the first file's rows are gone.
    await waitFor(() => expect(results.textContent).toContain('buildRows(items, 99)'));
    await waitFor(() => expect(results.textContent).not.toContain('panel-0.tsx'));
  },
};

/** Nothing matched. */
export const NoMatches: Story = {
  args: {
    intent: { card: 'search', shape: 'matches', title: 'grep nothing-here', truncated: false, total: 0, files: [] },
  },
  play: async ({ canvasElement }) => expect(slotIn(canvasElement, 'empty')).toHaveTextContent('No matches'),
};

/** Collapsed: the header still says the result was capped. */
export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => expect(slotIn(canvasElement, 'shown')).toHaveTextContent('40 shown'),
};

/** The host's glob fixture as a flat list. */
export const Paths: Story = {
  args: { intent: searchPaths },
  play: async ({ canvasElement }) => expect(slotsIn(canvasElement, 'path')).toHaveLength(20),
};

/** The same paths as a folder tree, with counts; one folder folded. */
export const PathsTree: Story = {
  args: { intent: searchPaths, onOpenLocation: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(slotIn(canvasElement, 'tree-toggle') as HTMLElement);
    await expect(slotIn(canvasElement, 'tree-toggle')).toHaveAttribute('aria-pressed', 'true');
    const helpers = slotsIn(canvasElement, 'folder-toggle').find((toggle) =>
      toggle.textContent?.startsWith('helpers/'),
    ) as HTMLElement;
    await expect(helpers).toHaveTextContent('6 paths');
    await userEvent.click(helpers);
    await expect(helpers).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(
      canvasElement.querySelector<HTMLElement>('[aria-label="Open lib/errors.d.ts"]') as HTMLElement,
    );
    await expect(args.onOpenLocation).toHaveBeenCalledWith({ path: 'lib/errors.d.ts' });
  },
};

/** A capped glob: "500 paths · 20 shown". */
export const PathsTruncated: Story = {
  args: { intent: { ...searchPaths, truncated: true, total: 500 } },
  play: async ({ canvasElement }) => expect(slotIn(canvasElement, 'shown')).toHaveTextContent('20 shown'),
};

/** A search call still running: a generic card with the search kind. */
export const Pending: Story = {
  args: {
    intent: {
      card: 'generic',
      kind: 'search',
      title: 'grep ZodError',
      status: 'pending',
      rawInput: { pattern: 'ZodError', path: 'lib' },
    },
  },
  play: async ({ canvasElement }) =>
    expect(canvasElement.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic'),
};
