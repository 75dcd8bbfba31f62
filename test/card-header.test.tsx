import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { headerTime } from '../src/chrome/header-time';
import { DEFAULT_LABELS, ToolCard, ToolCardHost } from '../src/index';
import { headerModel } from '../src/protocol/header-model';
import { slot } from './support/slots';

function card(container: HTMLElement): HTMLElement {
  return container.querySelector<HTMLElement>('[data-toolcard]') as HTMLElement;
}

describe('approval: the request first, full width, then the choices', () => {
  const reason =
    `Deleting a namespace removes every deployment, secret and volume in it; ${'this cannot be undone. '.repeat(8)}`.trim();
  const waiting = {
    card: 'terminal',
    command: 'kubectl delete namespace staging',
    status: 'pending',
    approval: { state: 'requested', requestReason: reason },
  };

  it('puts what will run and why before the buttons, and both before the body', () => {
    const { container } = render(<ToolCard intent={waiting} onApprove={() => {}} onDeny={() => {}} />);
    const order = [
      ...card(container).querySelectorAll(
        '[data-slot="approval-request"], [data-slot="approval-request-reason"], [data-slot="approval-actions"], [data-slot="body"]',
      ),
    ].map((element) => element.getAttribute('data-slot'));
    expect(order).toEqual(['approval-request', 'approval-request-reason', 'approval-actions', 'body']);
    expect(slot(container, 'approval-request')).toHaveTextContent(/^Needs your approval to run$/);
  });

  it('shows the command once: in the header, not again in the request or the body', () => {
    const withCwd = { ...waiting, cwd: '/srv/app', description: 'Reset the staging cluster' };
    const { container } = render(<ToolCard intent={withCwd} onApprove={() => {}} onDeny={() => {}} />);
    const text = card(container).textContent ?? '';
    expect(text.split('kubectl delete namespace staging')).toHaveLength(2);
    expect(slot(container, 'title')).toHaveTextContent('kubectl delete namespace staging');
    expect(slot(container, 'description')).toHaveTextContent('Reset the staging cluster');
    expect(screen.getByRole('group', { name: 'Approve or deny kubectl delete namespace staging' })).toBeInTheDocument();
  });

  it('names a command of several lines whole in the request, as the header shows only its first', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'generic', title: 'rm -rf build\nrm -rf dist', approval: { state: 'requested' } }} />,
    );
    expect(slot(container, 'approval-subject').textContent).toBe('rm -rf build\nrm -rf dist');
  });

  it('shows the reason whole, as text, outside the header', () => {
    const { container } = render(<ToolCard intent={waiting} />);
    expect(slot(container, 'approval-request-reason').textContent).toBe(reason);
    expect(slot(container, 'header').textContent).not.toContain('Deleting a namespace');
  });

  it('makes Approve the primary action, first', () => {
    render(<ToolCard intent={waiting} onApprove={() => {}} onDeny={() => {}} />);
    const group = screen.getByRole('group', { name: 'Approve or deny kubectl delete namespace staging' });
    const [approve, deny] = within(group).getAllByRole('button');
    expect(approve).toHaveAccessibleName('Approve');
    expect(approve).toHaveAttribute('data-variant', 'primary');
    expect(deny).toHaveAccessibleName('Deny');
    expect(deny).not.toHaveAttribute('data-variant', 'primary');
  });
});

describe('a running card’s time, from the host’s data only', () => {
  const running = {
    card: 'terminal',
    command: 'npm test',
    status: 'running',
    startedAt: Date.UTC(2026, 10, 30, 12, 3, 4),
  };

  it('says how long it has run, measured to the host’s now', () => {
    const { container, rerender } = render(
      <ToolCardHost now={running.startedAt + 12_000}>
        <ToolCard intent={running} />
      </ToolCardHost>,
    );
    expect(slot(container, 'duration')).toHaveTextContent('running 12 s');
    rerender(
      <ToolCardHost now={running.startedAt + 125_000}>
        <ToolCard intent={running} />
      </ToolCardHost>,
    );
    expect(slot(container, 'duration')).toHaveTextContent('running 2m 05s');
  });

  it('without the host’s now, says when it started, in UTC, the same on the server', () => {
    const html = renderToString(<ToolCard intent={running} />);
    expect(html).toContain('started 12:03:04 UTC');
  });

  it('a settled call shows its duration; a call with no start shows none', () => {
    const model = (value: object) => headerModel(value);
    expect(
      headerTime(model({ ...running, status: 'success', durationMs: 4200 }), running.startedAt + 9_999, DEFAULT_LABELS),
    ).toBe('4.2 s');
    expect(headerTime(model({ card: 'terminal', status: 'running' }), 5, DEFAULT_LABELS)).toBeUndefined();
    // A host clock a little behind the start reads as just started.
    expect(headerTime(model(running), running.startedAt - 500, DEFAULT_LABELS)).toBe('running 0 ms');
  });

  it('rejects a start that is not a number, keeping the card', () => {
    const { container } = render(<ToolCard intent={{ ...running, startedAt: 'noon' }} />);
    expect(card(container)).toHaveAttribute('data-card', 'generic');
    expect(card(container).querySelector('[data-slot="duration"]')).toBeNull();
  });
});

describe('a proposed diff looks different from an applied one', () => {
  const patch = '--- a/x.ts\n+++ b/x.ts\n@@ -1 +1 @@\n-a\n+b\n';

  it.each([
    ['pending', { status: 'pending' }],
    ['awaiting approval', { status: 'pending', approval: { state: 'requested' } }],
  ])('%s: marked proposed, in words', (_name, fields) => {
    const { container } = render(<ToolCard intent={{ card: 'diff', patch, ...fields }} />);
    expect(slot(container, 'panel')).toHaveAttribute('data-proposed', '');
    expect(slot(container, 'proposed-note')).toHaveTextContent('Proposed: not applied yet');
  });

  it('applied: no mark', () => {
    const { container } = render(<ToolCard intent={{ card: 'diff', patch }} />);
    expect(slot(container, 'panel')).not.toHaveAttribute('data-proposed');
    expect(container.querySelector('[data-slot="proposed-note"]')).toBeNull();
  });
});

describe('the header', () => {
  it('toggles from a click anywhere on its free space, not from its own buttons', () => {
    const { container } = render(<ToolCard intent={{ card: 'read', path: 'src/index.ts', text: 'export {};' }} />);
    const root = card(container);
    fireEvent.click(slot(container, 'file-path'));
    expect(root).toHaveAttribute('data-state', 'closed');
    fireEvent.click(slot(container, 'header'));
    expect(root).toHaveAttribute('data-state', 'open');
    fireEvent.click(slot(container, 'copy'));
    expect(root).toHaveAttribute('data-state', 'open');
  });

  it('draws the "other" kind with its own icon, not edit’s pencil', () => {
    const icon = (kind: string) => {
      const { container } = render(<ToolCard intent={{ card: 'generic', title: kind, kind }} />);
      return slot(container, 'kind-icon').innerHTML;
    };
    expect(icon('other')).not.toBe(icon('edit'));
  });

  it('with headingLevel, the title is a heading of that level; Markdown headings come one below', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'web',
          kind: 'fetch',
          title: 'zod.dev',
          url: 'https://zod.dev/',
          statusCode: 200,
          truncated: false,
          content: '# Zod\n\n## Install\n\ntext',
        }}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('zod.dev');
    expect(within(slot(container, 'body')).getByRole('heading', { level: 4, name: 'Zod' })).toBeInTheDocument();
    expect(within(slot(container, 'body')).getByRole('heading', { level: 5, name: 'Install' })).toBeInTheDocument();
  });

  it('without headingLevel, the title is no heading and Markdown headings start at h3', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'generic', title: 'notes', content: [{ type: 'text', text: '# Plan\n\n###### Deep' }] }}
      />,
    );
    expect(slot(container, 'header').querySelector('h1, h2, h3, h4, h5, h6')).toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Plan' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Deep' })).toBeInTheDocument();
  });
});
