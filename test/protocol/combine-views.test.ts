import { combineViews, fallbackIntent } from '../../src/protocol/index';

describe('fallbackIntent', () => {
  it('titles a generic card with the tool name and shows the raw arguments', () => {
    expect(fallbackIntent('mcp__linear__create_issue', { teamId: 'ENG' })).toEqual({
      card: 'generic',
      title: 'mcp__linear__create_issue',
      tool: 'mcp__linear__create_issue',
      rawInput: { teamId: 'ENG' },
    });
  });
});

describe('combineViews', () => {
  const pendingTerminal = { card: 'terminal', title: 'npm test', cwd: '/repo', description: 'Run the tests' };

  it('gives a tool with no call view the fallback card, running until it settles', () => {
    expect(combineViews({ tool: 'lookup', args: { q: 1 } })).toEqual({
      card: 'generic',
      title: 'lookup',
      tool: 'lookup',
      rawInput: { q: 1 },
      status: 'running',
    });
  });

  it('marks a call without a result as running', () => {
    expect(combineViews({ tool: 'bash', call: pendingTerminal })).toMatchObject({ card: 'terminal', status: 'running' });
  });

  it('replaces the pending view with the result view, keeping title, command and cwd', () => {
    const merged = combineViews({ tool: 'bash', call: pendingTerminal, result: { card: 'terminal', output: 'ok\n', exitCode: 0 }, durationMs: 1200 });
    expect(merged).toEqual({
      card: 'terminal',
      title: 'npm test',
      command: 'npm test',
      cwd: '/repo',
      description: 'Run the tests',
      output: 'ok\n',
      exitCode: 0,
      tool: 'bash',
      durationMs: 1200,
    });
  });

  it('lets a result view keep its own title', () => {
    expect(combineViews({ tool: 't', call: { card: 'generic', title: 'Pending' }, result: { card: 'generic', title: 'Created' } }).title).toBe('Created');
  });

  it('keeps the pending card and adds the raw result content when there is no result view', () => {
    const content = [{ type: 'text', text: 'done' }];
    expect(combineViews({ tool: 'bash', call: pendingTerminal, content })).toMatchObject({ card: 'terminal', title: 'npm test', content });
    expect('status' in combineViews({ tool: 'bash', call: pendingTerminal, content })).toBe(false);
  });

  it('marks an error result as an error', () => {
    const merged = combineViews({ tool: 'read_file', args: { path: 'x' }, content: [{ type: 'text', text: 'EACCES' }], isError: true });
    expect(merged).toMatchObject({ card: 'generic', isError: true, status: 'error', content: [{ type: 'text', text: 'EACCES' }] });
  });

  it('never mutates what it was given', () => {
    const call = { card: 'generic', title: 'x' };
    const frozen = Object.freeze(call);
    expect(() => combineViews({ tool: 't', call: frozen, content: [] })).not.toThrow();
    expect(call).toEqual({ card: 'generic', title: 'x' });
  });
});
