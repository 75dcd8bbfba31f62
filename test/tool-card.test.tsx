import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { ToolCard } from '../src/index';
import { loadIntentFixtures } from './fixtures/load-intents';
import { slot } from './support/slots';

const fixtures = Object.fromEntries(loadIntentFixtures());

function root(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-toolcard]');
  if (!element) throw new Error('no card rendered');
  return element;
}

describe('<ToolCard>', () => {
  it.each(Object.entries(fixtures))('renders a card for the host fixture %s', (_name, intent) => {
    const { container } = render(<ToolCard intent={intent} />);
    expect(root(container)).toHaveAttribute('data-state', 'open');
    expect(slot(container, 'title').textContent).not.toBe('');
    expect(slot(container, 'body').textContent).not.toBe('');
  });

  it('shows a fallback card with the tool name as its title and the arguments in the body', () => {
    const { container } = render(<ToolCard intent={fixtures['generic-fallback']} />);
    expect(root(container)).toHaveAttribute('data-card', 'generic');
    expect(slot(container, 'title')).toHaveTextContent('mcp__linear__create_issue');
    const body = slot(container, 'body');
    expect(body).toHaveTextContent('"teamId"');
    expect(body).toHaveTextContent('"Tool cards flicker while args stream"');
    expect(body).toHaveTextContent('"ui"');
  });

  it('exposes the contract attributes on the root and the parts', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'generic', title: 'Run', tool: 'bash', status: 'running', durationMs: 1234 }} />,
    );
    const card = root(container);
    expect(card).toHaveAttribute('data-toolcard', '');
    expect(card).toHaveAttribute('data-card', 'generic');
    expect(card).toHaveAttribute('data-status', 'running');
    expect(card).toHaveAttribute('data-tool', 'bash');
    for (const name of ['header', 'title', 'status', 'body', 'toggle', 'copy', 'duration', 'tool'])
      expect(slot(container, name)).toBeInTheDocument();
    expect(slot(container, 'status')).toHaveTextContent('Running');
    expect(slot(container, 'duration')).toHaveTextContent('1.2 s');
  });

  it.each([
    [{ card: 'generic', isError: true }, 'error', 'Failed'],
    [{ card: 'generic', error: 'boom' }, 'error', 'Failed'],
    [{ card: 'terminal', exitCode: 1 }, 'error', 'Failed'],
    [{ card: 'terminal', signal: 'SIGKILL' }, 'error', 'Failed'],
    [{ card: 'terminal', signal: 'SIGTERM' }, 'cancelled', 'Cancelled'],
    [{ card: 'generic', status: 'pending' }, 'pending', 'Pending'],
    [{ card: 'generic', status: 'cancelled' }, 'cancelled', 'Cancelled'],
    [{ card: 'generic' }, 'success', 'Done'],
  ])('says %j is %s in data-status and in text', (intent, status, text) => {
    const { container } = render(<ToolCard intent={intent} />);
    expect(root(container)).toHaveAttribute('data-status', status);
    expect(slot(container, 'status')).toHaveTextContent(text);
  });

  it('shows the error message in the error area', () => {
    const { container } = render(
      <ToolCard intent={{ card: 'generic', title: 'x', error: 'EACCES: permission denied' }} />,
    );
    expect(slot(container, 'error')).toHaveTextContent('EACCES: permission denied');
  });

  it('shows an unknown card as a generic card with a visible note and the raw data', () => {
    const { container } = render(<ToolCard intent={fixtures['unknown-card']} />);
    expect(root(container)).toHaveAttribute('data-card', 'generic');
    expect(slot(container, 'note')).toHaveTextContent('Unrecognized card "chart"');
    expect(slot(container, 'title')).toHaveTextContent('plot_series');
    expect(slot(container, 'body')).toHaveTextContent('"data"');
  });

  it('shows an intent with wrong field types as raw data with a note naming the field', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', title: 'ls', exitCode: 'one' }} />);
    expect(slot(container, 'note')).toHaveTextContent('exitCode');
    expect(slot(container, 'title')).toHaveTextContent('ls');
    expect(slot(container, 'body')).toHaveTextContent('"one"');
  });

  it('shows a revoked proxy in the input as unreadable, not as a crash', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const { container } = render(<ToolCard intent={{ card: 'generic', title: 'x', rawInput: { a: proxy } }} />);
    expect(slot(container, 'body')).toHaveTextContent('[Unreadable');
  });

  it('keeps the same header element while a streaming intent grows', () => {
    const { container, rerender } = render(
      <ToolCard intent={{ card: 'generic', title: 'write_file', status: 'pending' }} />,
    );
    const header = slot(container, 'header');
    const title = slot(container, 'title');
    rerender(
      <ToolCard intent={{ card: 'generic', title: 'write_file', status: 'pending', rawInput: { path: 'a' } }} />,
    );
    rerender(
      <ToolCard
        intent={{ card: 'generic', title: 'write_file', status: 'pending', rawInput: { path: 'a.ts', text: 'x' } }}
      />,
    );
    expect(slot(container, 'header')).toBe(header);
    expect(slot(container, 'title')).toBe(title);
    expect(slot(container, 'body')).toHaveTextContent('"a.ts"');
  });

  it('collapses and expands from its toggle, which names the body it controls', () => {
    const onOpenChange = vi.fn();
    const { container } = render(<ToolCard intent={fixtures['generic-result']} onOpenChange={onOpenChange} />);
    const toggle = slot(container, 'toggle');
    expect(toggle.tagName).toBe('BUTTON');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBe(slot(container, 'body'));
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(root(container)).toHaveAttribute('data-state', 'closed');
    expect(slot(container, 'body')).not.toBeVisible();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('starts closed with defaultOpen={false}, and follows a controlled open prop', () => {
    const { container: uncontrolled } = render(<ToolCard intent={fixtures['generic-result']} defaultOpen={false} />);
    expect(root(uncontrolled)).toHaveAttribute('data-state', 'closed');

    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            host opens
          </button>
          <ToolCard intent={fixtures['generic-result']} open={open} onOpenChange={() => {}} />
        </>
      );
    }
    const { container } = render(<Controlled />);
    const card = root(container);
    fireEvent.click(slot(container, 'toggle'));
    expect(card).toHaveAttribute('data-state', 'closed');
    fireEvent.click(screen.getByText('host opens'));
    expect(card).toHaveAttribute('data-state', 'open');
  });

  it('copies the result text and says "Copied"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { container } = render(<ToolCard intent={fixtures['generic-result']} />);
    const copy = slot(container, 'copy');
    expect(copy).toHaveAccessibleName('Copy result');
    await act(async () => fireEvent.click(copy));
    expect(writeText).toHaveBeenCalledWith('Created ENG-1421: Tool cards flicker while args stream');
    expect(copy).toHaveTextContent('Copied');
  });

  it('announces a status change in a polite live region, and nothing on mount', () => {
    const { container, rerender } = render(
      <ToolCard intent={{ card: 'generic', title: 'deploy', status: 'running' }} />,
    );
    const announcer = container.querySelector('[aria-live="polite"]');
    expect(announcer).toHaveTextContent('');
    rerender(<ToolCard intent={{ card: 'generic', title: 'deploy', isError: true }} />);
    expect(announcer).toHaveTextContent('deploy: Failed');
  });

  it('takes translated labels for every string it shows', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'chart', title: 'x' }}
        labels={{
          status: { success: 'Terminé' },
          copy: 'Copier',
          unrecognizedCard: (card) => `Carte inconnue « ${card} »`,
        }}
      />,
    );
    expect(slot(container, 'status')).toHaveTextContent('Terminé');
    expect(slot(container, 'copy')).toHaveTextContent('Copier');
    expect(slot(container, 'note')).toHaveTextContent('Carte inconnue « chart »');
  });

  it('merges className, classNames per slot, style, unstyled and theme', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'generic' }}
        className="mine"
        classNames={{ header: 'hdr', title: 'ttl' }}
        style={{ margin: 3 }}
        unstyled
        theme="dark"
      />,
    );
    const card = root(container);
    expect(card).toHaveClass('mine');
    expect(card).toHaveAttribute('data-unstyled', '');
    expect(card).toHaveAttribute('data-theme', 'dark');
    expect(card.style.margin).toBe('3px');
    expect(slot(container, 'header')).toHaveClass('hdr');
    expect(slot(container, 'title')).toHaveClass('ttl');
    expect(slot(container, 'title')).toHaveTextContent('Tool call');
  });

  it('draws each content block, links only http(s), and shows unknown blocks as JSON', () => {
    const intent = {
      card: 'generic',
      content: [
        { type: 'text', text: 'hello' },
        { type: 'resource_link', uri: 'https://linear.app/x', name: 'Issue' },
        { type: 'resource_link', uri: 'javascript:alert(1)', name: 'Evil' },
        { type: 'reasoning', text: 'thinking' },
        { type: 'resource', resource: { uri: 'file:///notes.md', text: '# Notes' } },
        { type: 'image', attachment: { id: 'att_1', width: 640 } },
        { type: 'chart', series: [1, 2] },
      ],
    };
    const { container } = render(<ToolCard intent={intent} />);
    const body = slot(container, 'body');
    expect(within(body).getByRole('link', { name: 'Issue' })).toHaveAttribute('href', 'https://linear.app/x');
    expect(within(body).queryByRole('link', { name: 'Evil' })).toBeNull();
    expect(body).toHaveTextContent('Evil');
    for (const text of ['hello', 'thinking', '# Notes', 'att_1', '"series"']) expect(body).toHaveTextContent(text);
    expect(body.querySelectorAll('[data-slot="content-block"]')).toHaveLength(7);
  });

  it('shows an MCP resource link with its title, uri, media type and description', () => {
    const link = {
      type: 'resource_link',
      uri: 'file:///project/src/main.rs',
      name: 'main.rs',
      title: 'Rust entry point',
      description: 'Primary application entry point',
      mimeType: 'text/x-rust',
    };
    const { container } = render(<ToolCard intent={{ card: 'generic', content: [link] }} />);
    const block = slot(container, 'resource-link');
    expect(block).toHaveTextContent('Rust entry point');
    expect(slot(block, 'resource-uri')).toHaveTextContent('file:///project/src/main.rs');
    expect(slot(block, 'mime-type')).toHaveTextContent('text/x-rust');
    expect(slot(block, 'resource-description')).toHaveTextContent('Primary application entry point');
    // A file: URI is shown, never linked.
    expect(block.querySelector('a')).toBeNull();
  });

  it('plays MCP base64 audio in an audio player, and refuses a URL in its data', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'generic',
          content: [
            { type: 'audio', data: 'UklGRiQAAABXQVZFZm10IBAAAAABAAEA', mimeType: 'audio/wav' },
            { type: 'audio', data: 'https://evil.test/a.mp3', mimeType: 'audio/mpeg' },
          ],
        }}
      />,
    );
    const players = container.querySelectorAll('audio');
    expect(players).toHaveLength(1);
    expect(players[0]).toHaveAttribute('controls');
    expect(players[0]).toHaveAttribute('src', 'data:audio/wav;base64,UklGRiQAAABXQVZFZm10IBAAAAABAAEA');
    expect(players[0]).toHaveAccessibleName('Audio (audio/wav)');
    expect(slot(container, 'audio-placeholder')).toHaveTextContent('Audio not played (audio/mpeg)');
    expect(container.querySelector('[data-slot="json-tree"]')).toBeNull();
  });
});

describe('<ToolCard> approval and locations', () => {
  it('says in its one status pill that a call waits for approval, and why a denied one was refused', () => {
    const { container, rerender } = render(
      <ToolCard intent={{ card: 'generic', title: 'rm', status: 'pending', approval: { state: 'requested' } }} />,
    );
    expect(container.querySelector('[data-slot="status"]')).toHaveTextContent(/^Waiting for approval$/);
    expect(container.querySelector('[data-slot="status"]')).toHaveAttribute('data-approval', 'requested');
    expect(container.querySelector('[data-slot="header"]')?.textContent).not.toContain('Pending');
    rerender(
      <ToolCard
        intent={{
          card: 'generic',
          title: 'rm',
          status: 'cancelled',
          approval: { state: 'denied', reason: 'too risky' },
        }}
      />,
    );
    expect(container.querySelector('[data-slot="status"]')).toHaveTextContent(/^Denied$/);
    expect(container.querySelector('[data-slot="header"]')?.textContent).not.toContain('Cancelled');
    expect(container.querySelector('[data-slot="approval"]')).toHaveAttribute('data-approval', 'denied');
    expect(container.querySelector('[data-slot="approval-reason"]')).toHaveTextContent('too risky');
  });

  it('says why a call asks for approval, in the request under the header', () => {
    const { container } = render(
      <ToolCard
        intent={{
          card: 'generic',
          title: 'rm',
          approval: { state: 'requested', requestReason: 'Deletes a file outside the workspace' },
        }}
      />,
    );
    expect(container.querySelector('[data-slot="approval-request"]')).toHaveTextContent(/^Needs your approval to run$/);
    expect(container.querySelector('[data-slot="approval-request-reason"]')).toHaveTextContent(
      'Deletes a file outside the workspace',
    );
  });

  it('lists the files a call touches, with their lines', () => {
    const { container } = render(
      <ToolCard
        intent={{ card: 'generic', title: 'edit', locations: [{ path: 'src/a.ts', line: 12 }, { path: 'README.md' }] }}
      />,
    );
    const items = [...container.querySelectorAll('[data-slot="location"]')].map((item) => item.textContent);
    expect(items).toEqual(['src/a.ts:12', 'README.md']);
  });
});

describe('<ToolCard> labels', () => {
  it('merges a partial label map key by key, keeping the other defaults of that map', () => {
    const { container, rerender } = render(
      <ToolCard intent={{ card: 'generic', status: 'running' }} labels={{ status: { success: 'Fini' } }} />,
    );
    expect(container.querySelector('[data-slot="status"]')).toHaveTextContent('Running');
    rerender(<ToolCard intent={{ card: 'generic' }} labels={{ status: { success: 'Fini' } }} />);
    expect(container.querySelector('[data-slot="status"]')).toHaveTextContent('Fini');
  });
});

describe('<ToolCard> approvals', () => {
  const waiting = { card: 'generic', title: 'rm -rf build', approval: { state: 'requested' }, status: 'pending' };

  it('offers Approve and Deny buttons only when the host passes the handlers', () => {
    const onApprove = vi.fn();
    const onDeny = vi.fn();
    const { container, rerender } = render(<ToolCard intent={waiting} />);
    expect(container.querySelector('[data-slot="approval-request"]')).toHaveTextContent('Needs your approval to run');
    expect(container.querySelector('[data-slot="approve"], [data-slot="deny"]')).toBeNull();
    rerender(<ToolCard intent={waiting} onApprove={onApprove} onDeny={onDeny} />);
    const group = screen.getByRole('group', { name: 'Approve or deny rm -rf build' });
    fireEvent.click(within(group).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Deny' }));
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(onDeny).toHaveBeenCalledTimes(1);
  });

  it('drops the buttons once the call is approved or denied', () => {
    const { container } = render(
      <ToolCard intent={{ ...waiting, approval: { state: 'approved' } }} onApprove={() => {}} onDeny={() => {}} />,
    );
    expect(container.querySelector('[data-slot="approval-actions"]')).toBeNull();
    // Approved is history: the pill says how the call stands now.
    expect(container.querySelector('[data-slot="status"]')).toHaveTextContent(/^Pending$/);
  });
});
