import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ToolCard } from '../../../src/index';
import { readTerminalFixture } from '../../ansi/terminal-fixtures';
import { numberedLog } from './terminal-test-utils';

const intents: [string, unknown, boolean][] = [
  ['a 10,000-line log', { card: 'terminal', command: 'seq', output: numberedLog(10_000), exitCode: 0 }, true],
  ['a running command', { card: 'terminal', command: 'npm test', status: 'running', output: readTerminalFixture('tsc-pretty.log') }, true],
  ['stderr segments', { card: 'terminal', command: 'make', segments: [{ stream: 'stdout', text: 'a\n' }, { stream: 'stderr', text: 'b\n' }] }, true],
  ['a collapsed preview', { card: 'terminal', command: 'seq', output: numberedLog(100) }, false],
];

describe('hydrating the terminal card', () => {
  it.each(intents)('hydrates the server markup of %s with no mismatch', async (_name, intent, open) => {
    const markup = renderToString(<ToolCard intent={intent} defaultOpen={open} />);
    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const serverDom = container.innerHTML;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ToolCard intent={intent} defaultOpen={open} />, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverDom);
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });
});
