import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ToolCard } from '../src/index';
// A change with changed lines: diff-edit's texts are equal, and a change of no lines has no layout to choose.
import diffEdit from '../test/fixtures/intents/diff-patch.json';
import searchMatches from '../test/fixtures/intents/search-matches.json';
import zodPatch from '../test/fixtures/diff/zod-3.22.0-to-3.22.4.diff?raw';
import terminalResult from '../test/fixtures/intents/terminal-result.json';
import { phoneHeaderIntents } from '../test/fixtures/phone-header-intents';
import { slotIn, slotsIn } from './support/slot-in';

/** A chat's message row as hosts write it: avatar, then a `1fr` column with no `min-width: 0`. */
function MessageColumn({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '2rem 1fr', gap: 12 }}>
      <div
        aria-hidden="true"
        style={{ width: '2rem', height: '2rem', borderRadius: '50%', background: 'rgb(127 127 127 / 0.3)' }}
      />
      <div>{children}</div>
    </div>
  );
}

const LONG_COMMAND =
  'kubectl rollout restart deployment/api-gateway-canary --namespace staging-eu-west-1 --context prod-cluster';

const TRANSCRIPT = [
  {
    ...terminalResult,
    output: `${'x'.repeat(20)} ${'/a/very/long/path/without/any/breaks'.repeat(12)}\n${terminalResult.output}`,
  },
  {
    card: 'terminal',
    tool: 'bash',
    command: LONG_COMMAND,
    cwd: '/srv/app/deploy/k8s',
    output: 'deployment.apps/api-gateway-canary restarted\n',
    status: 'success',
    durationMs: 1234,
  },
  {
    card: 'read',
    path: 'packages/zod/src/v3/helpers/parseUtil.ts',
    lines: [
      {
        number: 1,
        text: `export const makeIssue = (params: { data: any; path: (string | number)[]; errorMaps: ZodErrorMap[]; issueData: IssueData }) => {`,
      },
    ],
  },
  diffEdit,
  {
    card: 'search',
    shape: 'matches',
    title: 'grep ZodError',
    query: 'ZodError',
    files: [
      {
        path: 'packages/zod/src/v3/helpers/parseUtil.ts',
        matches: [
          {
            lineNumber: 88,
            line: `${' '.repeat(12)}const issue = makeIssue({ data: ctx.data, path: ctx.path }); throw new ZodError([issue]);`,
          },
        ],
      },
    ],
  },
];

function Transcript() {
  return (
    <>
      {TRANSCRIPT.map((intent, index) => (
        <MessageColumn key={index}>
          <ToolCard intent={intent} />
        </MessageColumn>
      ))}
    </>
  );
}

const meta = {
  title: 'Layout/In a chat',
  component: Transcript,
} satisfies Meta<typeof Transcript>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page never scrolls sideways: every card fits its message column. */
async function expectNothingWiderThanThePage(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  for (const card of slotsIn(canvasElement, 'header').map((header) => header.parentElement as HTMLElement)) {
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      (card.parentElement as HTMLElement).getBoundingClientRect().right + 1,
    );
  }
}

/**
 * Cards in a grid message column on a phone: titles wrap whole, status and Copy under them, long lines scroll inside.
 */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(360);
    await expectNothingWiderThanThePage(canvasElement);
    const title = slotsIn(canvasElement, 'title').find(
      (element) => element.textContent === LONG_COMMAND,
    ) as HTMLElement;
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
  },
};

/** The same transcript at a tablet's width. */
export const OnATablet: Story = {
  globals: { viewport: { value: 'tablet' } },
  play: async ({ canvasElement }) => expectNothingWiderThanThePage(canvasElement),
};

/** The same transcript on a desktop: one header row where it fits. */
export const OnADesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => expectNothingWiderThanThePage(canvasElement),
};

/** A grep hit deep in an indented line stays in view on a phone: the text before it gives way first. */
export const SearchHitOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <MessageColumn>
      <ToolCard intent={TRANSCRIPT[4]} />
      <ToolCard intent={searchMatches} />
    </MessageColumn>
  ),
  play: async ({ canvasElement }) => {
    const row = slotIn(canvasElement, 'match') as HTMLElement;
    const line = (slotIn(row, 'match-text') as HTMLElement).getBoundingClientRect();
    const hit = (slotIn(row, 'hit') as HTMLElement).getBoundingClientRect();
    await expect(hit.left).toBeGreaterThanOrEqual(line.left);
    await expect(hit.left).toBeLessThan(line.right);
  },
};

/** On a phone a diff is unified, and no side-by-side choice is offered. */
export const DiffOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <MessageColumn>
      <ToolCard intent={diffEdit} />
    </MessageColumn>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(slotIn(canvasElement, 'layout-toggle')).toBeNull());
    await expect(slotIn(canvasElement, 'changes')).toHaveAttribute('data-layout', 'unified');
  },
};

/** On a desktop the same diff offers side by side. */
export const DiffSideBySideOnADesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  render: () => <ToolCard intent={diffEdit} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(slotIn(canvasElement, 'layout-split') as HTMLElement);
    await expect(slotIn(canvasElement, 'changes')).toHaveAttribute('data-layout', 'split');
  },
};

/** A long log that finished: it opens at its end, where the summary is; the jump button sits below it. */
export const FinishedLogOpensAtItsEnd: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <MessageColumn>
      <ToolCard
        intent={{
          card: 'terminal',
          command: 'npm run build',
          status: 'success',
          output: `${Array.from({ length: 300 }, (_, index) => `built chunk ${index + 1}`).join('\n')}\nBuild finished in 4.2 s\n`,
        }}
      />
    </MessageColumn>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement).toHaveTextContent('Build finished in 4.2 s'));
    await expect(slotsIn(canvasElement, 'line').some((line) => line.textContent === 'built chunk 1')).toBe(false);
    const output = slotIn(canvasElement, 'output') as HTMLElement;
    const jump = canvasElement.querySelector<HTMLElement>('[data-slot="jump-to-start"], [data-slot="jump-to-end"]');
    if (jump)
      await expect(jump.getBoundingClientRect().top).toBeGreaterThanOrEqual(output.getBoundingClientRect().bottom - 1);
  },
};

/** A real multi-file diff: a list of its files to jump to, and the current file pinned while its rows scroll. */
export const MultiFileDiffOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <MessageColumn>
      <ToolCard intent={{ card: 'diff', title: 'zod 3.22.0 → 3.22.4', patch: zodPatch, status: 'success' }} />
    </MessageColumn>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(slotIn(canvasElement, 'file-list-summary') as HTMLElement);
    const links = slotsIn(canvasElement, 'file-link');
    await expect(links.length).toBe(9);
    await userEvent.click(links[links.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement?.getAttribute('data-file')).toBe(String(links.length - 1)),
    );
  },
};

/** Search results are one Tab stop: the arrow keys move between rows. */
export const SearchByKeyboardOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <MessageColumn>
      <ToolCard intent={searchMatches} />
    </MessageColumn>
  ),
  play: async ({ canvasElement }) => {
    const results = slotIn(canvasElement, 'results') as HTMLElement;
    const active = () => canvasElement.ownerDocument.activeElement;
    for (let step = 0; step < 20 && !results.contains(active()); step++) await userEvent.tab();
    await expect(results.contains(active())).toBe(true);
    const first = active();
    await userEvent.keyboard('{ArrowDown}');
    await expect(active()).not.toBe(first);
    await expect(results.contains(active())).toBe(true);
    // One Tab stop: the next Tab leaves the results.
    await userEvent.tab();
    await expect(results.contains(active())).toBe(false);
  },
};

/** Two line boxes of the title and the toggle's padding: the most a folded header's title part takes on a phone. */
function twoLinesTall(card: HTMLElement): number {
  const style = (name: string) => getComputedStyle(slotIn(card, name) as HTMLElement);
  return (
    Number.parseFloat(style('toggle').paddingTop) +
    Number.parseFloat(style('toggle').paddingBottom) +
    2 * Number.parseFloat(style('title').lineHeight)
  );
}

/**
 * Folded headers on a phone, from the example chat's real calls, a read whose title is its path and
 * a fetch that failed with a long reason: the title beside Copy and the status, then the tool
 * name and details, two lines in all; tool names whole, and the status pill inside the card.
 */
export const FoldedHeadersOnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => (
    <MessageColumn>
      {phoneHeaderIntents().map((intent, index) => (
        <ToolCard key={index} intent={intent} defaultOpen={false} />
      ))}
    </MessageColumn>
  ),
  play: async ({ canvasElement }) => {
    await expectNothingWiderThanThePage(canvasElement);
    for (const pill of slotsIn(canvasElement, 'status')) {
      const card = pill.closest('[data-toolcard]') as HTMLElement;
      await expect(pill.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right + 0.5);
      // The title and the details: two lines. (In this column, narrower than a phone's width, a
      // pill as long as "Failed · 503 Service Unavailable" wraps its own words beside them.)
      const main = slotIn(card, 'header-main') as HTMLElement;
      await expect(main.getBoundingClientRect().height).toBeLessThanOrEqual(twoLinesTall(card) + 0.5);
    }
  },
};
