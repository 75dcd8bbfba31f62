import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ToolCard } from '../src/index';
// A change with changed lines: diff-edit's texts are equal, and a change of no lines has no layout to choose.
import diffEdit from '../test/fixtures/intents/diff-patch.json';
import searchMatches from '../test/fixtures/intents/search-matches.json';
import terminalResult from '../test/fixtures/intents/terminal-result.json';
import { slotIn, slotsIn } from './support/slot-in';

/** A chat's message row as hosts write it: avatar, then a `1fr` column with no `min-width: 0`. */
function MessageColumn({ children }: { children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '2rem 1fr', gap: 12 }}>
      <div aria-hidden="true" style={{ width: '2rem', height: '2rem', borderRadius: '50%', background: 'rgb(127 127 127 / 0.3)' }} />
      <div>{children}</div>
    </div>
  );
}

const LONG_COMMAND = 'kubectl rollout restart deployment/api-gateway-canary --namespace staging-eu-west-1 --context prod-cluster';

const TRANSCRIPT = [
  { ...terminalResult, output: `${'x'.repeat(20)} ${'/a/very/long/path/without/any/breaks'.repeat(12)}\n${terminalResult.output}` },
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
      { number: 1, text: `export const makeIssue = (params: { data: any; path: (string | number)[]; errorMaps: ZodErrorMap[]; issueData: IssueData }) => {` },
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
        matches: [{ lineNumber: 88, line: `${' '.repeat(12)}const issue = makeIssue({ data: ctx.data, path: ctx.path }); throw new ZodError([issue]);` }],
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
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual((card.parentElement as HTMLElement).getBoundingClientRect().right + 1);
  }
}

/** Cards in a grid message column on a phone: titles wrap whole, status and Copy under them, long lines scroll inside. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBeLessThanOrEqual(360);
    await expectNothingWiderThanThePage(canvasElement);
    const title = slotsIn(canvasElement, 'title').find((element) => element.textContent === LONG_COMMAND) as HTMLElement;
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
