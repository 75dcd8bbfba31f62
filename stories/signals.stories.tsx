import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ToolCard, ToolCardHost } from '../src/index';

/**
 * One meaning per signal (issue 12): one status pill per card, lined up; the approval request first; a running card's
 * time.
 */
const meta = {
  title: 'Signals',
  component: ToolCard,
  args: { intent: { card: 'generic', title: 'signals' } },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const patch = '--- a/src/x.ts\n+++ b/src/x.ts\n@@ -1,2 +1,2 @@\n-const a = 1;\n+const a = 2;\n keep();\n';
const STARTED = Date.UTC(2026, 10, 30, 12, 3, 4);

/** One card of each kind and state, as a chat shows them: every status in the same place. */
const TRANSCRIPT: unknown[] = [
  {
    card: 'generic',
    title: 'create_issue',
    rawInput: { title: 'Flicker' },
    content: [{ type: 'text', text: 'Created ENG-1' }],
    durationMs: 820,
  },
  {
    card: 'terminal',
    command: 'npx tsc --noEmit',
    cwd: '/srv/app',
    exitCode: 2,
    output: 'src/a.ts(3,7): error TS2322\n',
    durationMs: 4200,
  },
  { card: 'terminal', command: 'npm run dev', status: 'cancelled', signal: 'SIGTERM', output: 'ready in 312 ms\n' },
  { card: 'terminal', command: 'npm test', status: 'running', startedAt: STARTED, output: 'RUN v4\n' },
  { card: 'diff', title: 'Edit src/x.ts', patch },
  { card: 'diff', title: 'Edit src/x.ts', patch, status: 'pending' },
  { card: 'read', path: 'src/index.ts', text: 'export {};\n' },
  {
    card: 'search',
    shape: 'matches',
    query: 'TODO',
    truncated: true,
    total: 112,
    files: [{ path: 'a.ts', matches: [{ lineNumber: 1, line: 'TODO x' }] }],
  },
  {
    card: 'web',
    kind: 'fetch',
    title: 'https://example.com/missing',
    url: 'https://example.com/missing',
    statusCode: 404,
    truncated: false,
  },
  {
    card: 'generic',
    title: 'kubectl delete namespace staging',
    status: 'cancelled',
    approval: { state: 'denied', reason: 'Production namespaces are protected' },
  },
];

function Transcript({ width }: { width: number }) {
  return (
    <ToolCardHost now={STARTED + 12_000}>
      <div style={{ width, maxWidth: '100%', display: 'grid', gap: 8 }}>
        {TRANSCRIPT.map((intent, index) => (
          <ToolCard key={index} intent={intent} defaultOpen={false} />
        ))}
      </div>
    </ToolCardHost>
  );
}

/** Statuses line up: every pill's right edge at the same x. */
export const TranscriptStatuses: Story = {
  render: () => <Transcript width={900} />,
  play: async ({ canvasElement }) => {
    const rights = [...canvasElement.querySelectorAll('[data-slot="status"]')].map((pill) =>
      Math.round(pill.getBoundingClientRect().right),
    );
    await expect(new Set(rights).size).toBe(1);
    await expect(canvasElement).toHaveTextContent('running 12 s');
  },
};

/** The same transcript at phone width. */
export const TranscriptAtPhoneWidth: Story = { render: () => <Transcript width={360} /> };

/** The request first, whole and full width, then the choices, Approve the primary one. */
export const ApprovalRequest: Story = {
  args: {
    intent: {
      card: 'terminal',
      command: 'kubectl delete namespace staging --wait=true --timeout=5m',
      status: 'pending',
      approval: {
        state: 'requested',
        requestReason: 'Deleting a namespace removes every deployment, secret and volume in it; it cannot be undone.',
      },
    },
    onApprove: fn(),
    onDeny: fn(),
  },
  play: async ({ canvasElement, args }) => {
    await expect(canvasElement.querySelector('[data-slot="status"]')).toHaveTextContent(/^Waiting for approval$/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalled();
  },
};

/** A proposed change, awaiting approval: it says it is not applied. */
export const ProposedDiff: Story = {
  args: {
    intent: { card: 'diff', title: 'Edit src/x.ts', patch, status: 'pending', approval: { state: 'requested' } },
    onApprove: fn(),
    onDeny: fn(),
  },
  play: async ({ canvasElement }) =>
    expect(canvasElement.querySelector('[data-slot="proposed-note"]')).toHaveTextContent('Proposed'),
};
