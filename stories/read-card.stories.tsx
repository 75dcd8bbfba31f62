import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ToolCard } from '../src/index';
import readWindow from '../test/fixtures/intents/read-window.json';
import chalkSource from '../test/fixtures/read/chalk-index.js?raw';
import zodSource from '../test/fixtures/read/zod-types.js?raw';
import { slotIn, slotsIn } from './support/slot-in';

const meta = {
  title: 'Cards/Read',
  component: ToolCard,
  args: { intent: readWindow },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const numbersIn = (canvasElement: HTMLElement) =>
  slotsIn(canvasElement, 'line-number').map((gutter) => Number(gutter.dataset.lineNumber));

/** Waits until every drawn row is highlighted (grammars load on demand). */
async function highlighted(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      const rows = slotsIn(canvasElement, 'code-row');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.querySelector('[data-highlighted]') !== null)).toBe(true);
    },
    { timeout: 10_000 },
  );
}

function lineList(source: string, first: number, last: number) {
  return source
    .split('\n')
    .slice(first - 1, last)
    .map((text, index) => ({ number: first + index, text }));
}

/** The host fixture: a window of chalk from line 40, 60 lines of 226. */
export const Window: Story = {
  play: async ({ canvasElement }) => {
    await expect(numbersIn(canvasElement)[0]).toBe(40);
    await expect(slotIn(canvasElement, 'line-range')).toHaveTextContent('lines 40–99 of 226');
    await expect(slotIn(canvasElement, 'language')).toHaveTextContent('JavaScript');
    await highlighted(canvasElement);
    await expect(canvasElement.querySelector('[data-slot="token"]')?.getAttribute('style')).toMatch(/--shiki-light/);
  },
};

/** A window deep in a large file: zod's types from line 1200; built here, passed by `render`. */
export const DeepWindow: Story = {
  render: (args) => (
    <ToolCard
      {...args}
      intent={{
        card: 'read',
        path: 'node_modules/zod/lib/types.js',
        lines: lineList(zodSource, 1200, 1279),
        totalLines: 28_596,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(numbersIn(canvasElement)[0]).toBe(1200);
    await expect(slotIn(canvasElement, 'line-range')).toHaveTextContent('lines 1200–1279 of 28,596');
    await highlighted(canvasElement);
  },
};

/** The `text` alternative, numbered from `offset`. */
export const TextFromOffset: Story = {
  render: (args) => (
    <ToolCard
      {...args}
      intent={{
        card: 'read',
        path: 'source/index.js',
        offset: 24,
        text: chalkSource.split('\n').slice(23, 39).join('\n'),
        totalLines: 225,
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(numbersIn(canvasElement)).toEqual(Array.from({ length: 16 }, (_, index) => 24 + index));
  },
};

export const PastTheEnd: Story = {
  args: { intent: { card: 'read', path: 'source/index.js', offset: 300, lines: [], totalLines: 226 } },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'empty')).toHaveTextContent('line 300 is past the end of the file (226 lines)');
    await expect(slotIn(canvasElement, 'line-range')).toHaveTextContent('no lines of 226');
  },
};

/** The Trojan Source "commenting out" attack (CVE-2021-42574): the controls are shown, not obeyed. */
export const TrojanSource: Story = {
  args: {
    intent: {
      card: 'read',
      path: 'src/auth/check-access.ts',
      lines: [
        { number: 1, text: 'export function checkAccess(accessLevel: string): void {' },
        { number: 2, text: '\tif (accessLevel != "user\u202E \u2066// Check if admin\u2069 \u2066") {' },
        { number: 3, text: '\t\tconsole.log("You are an admin.");' },
        { number: 4, text: '\t}' },
        { number: 5, text: '\tconst isAdmin\u200B = false;' },
        { number: 6, text: '}' },
      ],
      totalLines: 6,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'hidden-warning')).toHaveTextContent('5 hidden characters');
    const markers = within(canvasElement).getAllByRole('img', { name: /U\+202E RIGHT-TO-LEFT OVERRIDE/ });
    await expect(markers).toHaveLength(1);
    await expect(slotIn(canvasElement, 'file')?.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
    await highlighted(canvasElement);
  },
};

/** NUL and an escape drawn as markers, lone surrogates as U+FFFD: no warning, nothing breaks. */
export const ControlsAndSurrogates: Story = {
  args: {
    intent: {
      card: 'read',
      path: 'fixtures/broken-decode.txt',
      lines: [
        { number: 1, text: 'header\u0000\u0000\u0000padding' },
        { number: 2, text: 'colour: \u001b[31mred\u001b[0m' },
        { number: 3, text: 'half an emoji: \uD83D, the other half: \uDE00, whole: 😀' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="hidden-warning"]')).toBeNull();
    await expect(slotsIn(canvasElement, 'code-row')[0]).toHaveTextContent('header␀␀␀padding');
    // Lone surrogates are made U+FFFD where the intent enters, so server and browser draw the same text.
    await expect(slotsIn(canvasElement, 'code-row')[2]?.textContent).toContain(
      'half an emoji: \uFFFD, the other half: \uFFFD, whole: 😀',
    );
  },
};

/** 50,000 lines of TypeScript: only the rows on screen are drawn, and highlighted. */
let bigFile: { number: number; text: string }[] | undefined;
function bigTypeScriptFile() {
  bigFile ??= Array.from({ length: 50_000 }, (_, index) => ({
    number: index + 1,
    text:
      index % 12 === 0
        ? `/** Section ${index / 12}: values ${index}–${index + 11}. */`
        : `export const value${index}: number = ${index} * 2; // ${'x'.repeat(index % 7)}`,
  }));
  return bigFile;
}

export const FiftyThousandLines: Story = {
  render: (args) => (
    <ToolCard
      {...args}
      intent={{ card: 'read', path: 'src/generated/big.ts', lines: bigTypeScriptFile(), totalLines: 50_000 }}
    />
  ),
  play: async ({ canvasElement }) => {
    const rows = slotsIn(canvasElement, 'code-row');
    await expect(rows.length).toBeLessThan(100);
    await expect(slotIn(canvasElement, 'code-rows')?.getBoundingClientRect().height).toBeGreaterThan(900_000);
    await highlighted(canvasElement);
  },
};

/** A 2 MB minified file on one line: drawn plain and cut, with "Show more". */
let minified: string | undefined;
function minifiedLine() {
  minified ??= `!function(){${'var a=1,b=[2,3],c={d:"e"};'.repeat(80_000)}}();`;
  return minified;
}

export const MinifiedLine: Story = {
  render: (args) => (
    <ToolCard
      {...args}
      intent={{ card: 'read', path: 'dist/bundle.min.js', lines: [{ number: 1, text: minifiedLine() }], totalLines: 1 }}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'code-line')?.textContent).toHaveLength(20_000);
    await expect(slotIn(canvasElement, 'show-more')).toHaveTextContent(/more characters/);
    await expect(canvasElement.querySelector('[data-slot="token"]')).toBeNull();
  },
};

export const Collapsed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    // The preview is built once the folded card nears the screen: the frame after it mounts.
    await waitFor(() => expect(numbersIn(canvasElement)).toEqual([40, 41, 42, 43, 44, 45, 46, 47, 96, 97, 98, 99]));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all 60 lines' }));
    await expect(slotIn(canvasElement, 'file')).toHaveFocus();
  },
};

export const Wrapped: Story = {
  args: {
    intent: {
      card: 'read',
      path: 'docs/notes.md',
      text: `# Notes\n\n${'A long paragraph that goes on and on to show wrapping. '.repeat(12)}\n\n- item`,
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Wrap lines' }));
    await expect(slotIn(canvasElement, 'file')).toHaveAttribute('data-wrap', '');
  },
};

/** A long path, cut in the middle; hover it for the whole path. */
export const LongPath: Story = {
  args: {
    intent: {
      card: 'read',
      path: '/home/dev/projects/monorepo/packages/very-long-package-name/src/internal/generated/schema-types.ts',
      text: 'export type Schema = Record<string, unknown>;',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(slotIn(canvasElement, 'file-path')?.textContent).toMatch(/^\/home\/dev.*….*\/schema-types\.ts$/);
  },
};

/** A host sets `--tc-tab-size` (here 2) on the card or any ancestor. */
export const TabSize: Story = {
  args: { style: { '--tc-tab-size': 2 } as CSSProperties },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(slotIn(canvasElement, 'file')!).tabSize).toBe('2');
  },
};

/** A read still running is a generic card with the read icon (DSH pending views). */
export const Pending: Story = {
  args: {
    intent: {
      card: 'generic',
      kind: 'read',
      title: 'Read source/index.js',
      status: 'pending',
      rawInput: { path: 'source/index.js', offset: 40, limit: 60 },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-toolcard]')).toHaveAttribute('data-card', 'generic');
  },
};
