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
    expect(combineViews({ tool: 'bash', call: pendingTerminal })).toMatchObject({
      card: 'terminal',
      status: 'running',
    });
  });

  it('replaces the pending view with the result view, keeping title, command and cwd', () => {
    const merged = combineViews({
      tool: 'bash',
      call: pendingTerminal,
      result: { card: 'terminal', output: 'ok\n', exitCode: 0 },
      durationMs: 1200,
    });
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
    expect(
      combineViews({
        tool: 't',
        call: { card: 'generic', title: 'Pending' },
        result: { card: 'generic', title: 'Created' },
      }).title,
    ).toBe('Created');
  });

  it('keeps the pending card and adds the raw result content when there is no result view', () => {
    const content = [{ type: 'text', text: 'done' }];
    const merged = combineViews({ tool: 'bash', call: pendingTerminal, content });
    expect(merged).toMatchObject({ card: 'terminal', title: 'npm test', rawContent: content });
    expect('content' in merged).toBe(false);
    expect('status' in merged).toBe(false);
  });

  it("shows an error result's text as the error", () => {
    const merged = combineViews({
      tool: 'read_file',
      args: { path: 'x' },
      content: [{ type: 'text', text: 'EACCES' }],
      isError: true,
    });
    expect(merged).toMatchObject({ card: 'generic', isError: true, status: 'error', error: 'EACCES' });
    expect('rawContent' in merged).toBe(false);
  });

  it('never mutates what it was given', () => {
    const call = { card: 'generic', title: 'x' };
    const frozen = Object.freeze(call);
    expect(() => combineViews({ tool: 't', call: frozen, content: [] })).not.toThrow();
    expect(call).toEqual({ card: 'generic', title: 'x' });
  });

  describe('field by field', () => {
    it('keeps the pending description, cwd, plan text and raw input the result view does not restate', () => {
      const plan = {
        card: 'generic',
        title: 'Plan',
        rawInput: { plan: 'x' },
        content: [{ type: 'text', text: '# Plan\n- step' }],
      };
      const result = { card: 'generic', title: 'Plan review', content: [{ type: 'text', text: 'Approved' }] };
      expect(combineViews({ tool: 'exit_plan_mode', call: plan, result })).toMatchObject({
        title: 'Plan review',
        rawInput: { plan: 'x' },
        content: [
          { type: 'text', text: '# Plan\n- step' },
          { type: 'text', text: 'Approved' },
        ],
      });
    });

    it('lets the result win where it speaks, and does not repeat blocks it restates', () => {
      const call = { card: 'terminal', title: 'ls', cwd: '/a', description: 'List' };
      const result = { card: 'terminal', cwd: '/b', output: 'x\n' };
      expect(combineViews({ tool: 'bash', call, result })).toMatchObject({
        cwd: '/b',
        description: 'List',
        command: 'ls',
        output: 'x\n',
      });
      const block = { type: 'text', text: 'same' };
      const merged = combineViews({
        tool: 't',
        call: { card: 'generic', content: [block] },
        result: { card: 'generic', content: [block] },
      });
      expect(merged.content).toEqual([block]);
    });

    it('keeps a specific pending card when the result view is generic, adding its Markdown content', () => {
      const result = { card: 'generic', content: [{ type: 'text', text: '```console\nstarted job 1\n```' }] };
      const merged = combineViews({
        tool: 'bash',
        call: pendingTerminal,
        result,
        content: [{ type: 'text', text: 'started job 1' }],
      });
      expect(merged).toMatchObject({
        card: 'terminal',
        title: 'npm test',
        cwd: '/repo',
        description: 'Run the tests',
        content: result.content,
      });
      expect('rawContent' in merged).toBe(false);
    });

    it('carries the pending title and raw input into a result view of another card', () => {
      const call = { card: 'generic', kind: 'search', title: 'Grep TODO', rawInput: 'TODO' };
      const result = { card: 'search', shape: 'paths', paths: ['a.ts'], truncated: false, total: 1 };
      const merged = combineViews({ tool: 'glob', call, result }) as Record<string, unknown>;
      expect(merged).toMatchObject({ card: 'search', title: 'Grep TODO', rawInput: 'TODO' });
      expect('kind' in merged).toBe(false);
    });
  });

  describe('raw content', () => {
    const text = (value: string) => [{ type: 'text', text: value }];

    it('is shown when a bare result view carries nothing', () => {
      expect(
        combineViews({
          tool: 'ralph',
          call: { card: 'generic', title: 'ralph' },
          result: { card: 'generic' },
          content: text('done'),
        }),
      ).toMatchObject({
        title: 'ralph',
        rawContent: text('done'),
      });
    });

    it('is left out when the result view carries it', () => {
      const merged = combineViews({
        tool: 'bash',
        call: pendingTerminal,
        result: { card: 'terminal', output: 'ok' },
        content: text('ok'),
      });
      expect('rawContent' in merged).toBe(false);
    });

    it('is kept for a search (its footer) and for a fetch without a body', () => {
      const search = { card: 'search', shape: 'paths', paths: ['a'], truncated: true, total: 9 };
      expect(
        combineViews({ tool: 'glob', result: search, content: text('a\n\n(Showing 1 of 9 paths)') }).rawContent,
      ).toEqual(text('a\n\n(Showing 1 of 9 paths)'));
      const fetch = { card: 'web', kind: 'fetch', url: 'https://x.test', statusCode: 200, truncated: false };
      expect(combineViews({ tool: 'web_fetch', result: fetch, content: text('# Page') }).rawContent).toEqual(
        text('# Page'),
      );
    });

    it('keeps the blocks an error text does not say', () => {
      const image = { type: 'image', data: 'AAAA', mimeType: 'image/png' };
      const merged = combineViews({ tool: 't', content: [...text('failed'), image], isError: true });
      expect(merged).toMatchObject({ error: 'failed', rawContent: [image] });
    });
  });

  describe('errors and interruption', () => {
    it("shows the runtime's name: code when a failed call has no text", () => {
      const merged = combineViews({
        tool: 'edit',
        call: { card: 'diff', diffs: [] },
        content: [],
        isError: true,
        error: { name: 'FsError', code: 'FS_EDIT_NOT_FOUND' },
      });
      expect(merged).toMatchObject({ status: 'error', isError: true, error: 'FsError: FS_EDIT_NOT_FOUND' });
    });

    it("prefers the runtime's message, then the result's text, to name: code", () => {
      const error = { name: 'FsError', code: 'FS_NOT_REGULAR_FILE' };
      expect(
        combineViews({ tool: 'write', content: [{ type: 'text', text: 'cannot write' }], isError: true, error }).error,
      ).toBe('cannot write');
      expect(
        combineViews({ tool: 'write', content: [], isError: true, error: { ...error, message: 'not a file' } }).error,
      ).toBe('not a file');
    });

    it('treats an interrupted call as cancelled, not failed', () => {
      const merged = combineViews({
        tool: 'bash',
        call: pendingTerminal,
        content: [],
        isError: true,
        error: { name: 'Interrupted', code: 'interrupted' },
      });
      expect(merged).toMatchObject({ card: 'terminal', status: 'cancelled', title: 'npm test' });
      expect('isError' in merged).toBe(false);
      expect('error' in merged).toBe(false);
    });

    it('lets a cancelled status outrank isError', () => {
      const merged = combineViews({
        tool: 'bash',
        call: { ...pendingTerminal, isError: true },
        isError: true,
        status: 'cancelled',
      });
      expect(merged.status).toBe('cancelled');
      expect('isError' in merged).toBe(false);
    });

    it('keeps an error that is not an interruption an error', () => {
      const merged = combineViews({
        tool: 'bash',
        call: pendingTerminal,
        content: [{ type: 'text', text: 'Error: tool call aborted' }],
        isError: true,
        error: { name: 'AbortError', code: 'ABORTED' },
      });
      expect(merged).toMatchObject({ status: 'error', error: 'Error: tool call aborted' });
    });
  });
});
