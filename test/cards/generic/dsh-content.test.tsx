import { render } from '@testing-library/react';
import { ToolCard, ToolCardHost } from '../../../src/index';
import { combineViews } from '../../../src/protocol/index';
import { dshCall } from '../../fixtures/load-dsh-views';

function settled(id: string) {
  const call = dshCall(id);
  return combineViews({
    tool: call.tool,
    args: call.args,
    call: call.callView,
    result: call.resultView,
    content: call.content,
    isError: call.isError,
    error: call.error,
    status: call.lifecycleStatus,
  });
}

function slot(container: ParentNode, name: string): HTMLElement {
  const found = container.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

describe('presenter Markdown and raw tool output', () => {
  it("draws a result view's ```console fence as a code block, not as backticks", () => {
    const { container } = render(<ToolCard intent={settled('bash-background')} />);
    const result = container.querySelector('[data-section="result"]')!;
    expect(result.querySelector('pre')).toHaveTextContent('started background job bash-1');
    expect(result).not.toHaveTextContent('```');
    // The pending view's words stay before it.
    expect(result).toHaveTextContent('Wait in the background');
  });

  it('keeps raw tool output plain: the same fence shows as it came', () => {
    const { container } = render(<ToolCard intent={settled('lsp-hover')} />);
    const raw = container.querySelector('[data-section="raw-content"]')!;
    expect(raw.querySelector('pre code')).toBeNull();
    expect(raw).toHaveTextContent('```ts const a: number ```');
  });

  it('shows the raw content of a bare result view under the kept title and input', () => {
    const { container } = render(<ToolCard intent={settled('ralph')} />);
    expect(slot(container, 'title')).toHaveTextContent('ralph');
    expect(container.querySelector('[data-section="input"]')).toHaveTextContent('Finish it.');
    const raw = container.querySelector('[data-section="raw-content"]')!;
    expect(raw).toHaveTextContent('Ralph loop finished after 3 rounds.');
    expect(raw.querySelector('[data-slot="section-heading"]')).toHaveTextContent('Result');
  });
});

describe('DSH terminals', () => {
  it('draws one prompt row per command line, only the first with the cwd', () => {
    const intent = { ...settled('bash-multiline-command'), cwd: '/home/dev/project/sub' };
    const { container } = render(
      <ToolCardHost workspace="/home/dev/project" home="/home/dev">
        <ToolCard intent={intent} />
      </ToolCardHost>,
    );
    const rows = [...container.querySelectorAll('[data-slot="command-row"]')];
    expect(rows.map((row) => row.textContent)).toEqual(['~/project/sub $ echo one\n', '$ echo two\n', '$ ls sub']);
    expect(rows[0]!.querySelector('[data-slot="prompt-cwd"]')).toHaveAttribute('title', '/home/dev/project/sub');
    expect(rows[1]!.querySelector('[data-slot="prompt-cwd"]')).toBeNull();
  });

  it('draws a bare prompt for a missing command', () => {
    const { container } = render(<ToolCard intent={{ card: 'terminal', output: 'hi\n' }} />);
    expect([...container.querySelectorAll('[data-slot="command-row"]')].map((row) => row.textContent)).toEqual(['$ ']);
  });

  it('shows a persistent shell\'s raw reply instead of "No output", and its error as the error', () => {
    const intent = combineViews({
      tool: 'terminal_send',
      call: { card: 'terminal', title: 'ls', description: 'Terminal term-9' },
      content: [{ type: 'text', text: 'unknown terminal session term-9' }],
      isError: true,
    });
    const { container } = render(<ToolCard intent={intent} />);
    expect(slot(container, 'error-text')).toHaveTextContent('unknown terminal session term-9');
    const reply = combineViews({
      tool: 'terminal_read',
      call: { card: 'terminal', title: 'read term-1' },
      content: [{ type: 'text', text: '$ npm test\nPASS' }],
    });
    const { container: read } = render(<ToolCard intent={reply} />);
    expect(read.querySelector('[data-section="raw-content"]')).toHaveTextContent('$ npm test PASS');
    expect(read.querySelector('[data-slot="empty"]')).toBeNull();
  });

  it('shows an interrupted call as cancelled, not failed', () => {
    const { container } = render(<ToolCard intent={settled('interrupted-terminal')} />);
    expect(container.querySelector('[data-toolcard]')).toHaveAttribute('data-status', 'cancelled');
    expect(container.querySelector('[data-slot="error"]')).toBeNull();
  });
});

describe('DSH search and web', () => {
  it("shows a capped glob's recovery footer under the results", () => {
    const { container } = render(<ToolCard intent={settled('glob-truncated')} />);
    const footer = slot(container, 'footer');
    expect(footer).toHaveTextContent(/^\(Showing 5 of 12 paths, sampled/);
    expect(footer).toHaveTextContent('Full sorted result stored at:');
  });

  it('shows no footer when the raw text only restates the results', () => {
    const { container } = render(<ToolCard intent={settled('grep-include')} />);
    expect(container.querySelector('[data-slot="footer"]')).toBeNull();
  });

  it("shows a fetch's raw content as the fetched page when its view has no body", () => {
    const { container } = render(<ToolCard intent={settled('web-fetch-html')} />);
    const page = container.querySelector('[data-section="content"]')!;
    expect(page).toHaveTextContent('Hello');
    expect(page).toHaveTextContent('Some bold text and a link.');
    expect(page).not.toHaveTextContent('No content');
  });
});
