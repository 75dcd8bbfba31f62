import {
  fromAiSdkToolPart,
  fromMcpToolResult,
  type PresenterProblem,
  type ToolPresenter,
} from '../../src/adapters/index';
import type { TerminalIntent } from '../../src/protocol/index';
import * as parts from '../fixtures/adapters/ai-sdk-parts';
import * as results from '../fixtures/adapters/mcp-results';
import { expectValidIntent } from './expect-valid-intent';

const weatherCard: ToolPresenter<{ city: string }, { temperature: number }> = (input, output) => ({
  card: 'generic',
  title: `Weather in ${input.city}`,
  kind: 'fetch',
  ...(output === undefined ? {} : { content: [{ type: 'text', text: `${output.temperature} °C` }] }),
});

describe('presenters before the call has input', () => {
  const bash: ToolPresenter<{ command: string }, { stdout: string }> = (input, output) => ({
    card: 'terminal',
    command: input.command,
    output: output?.stdout,
  });

  it('are not called on the first streaming part (input undefined): the pending card stands, nothing is reported', () => {
    const present = vi.fn(weatherCard);
    const problems: PresenterProblem[] = [];
    const intent = expectValidIntent(
      fromAiSdkToolPart(parts.inputStreamingEmpty, {
        present: { getWeather: present },
        onPresenterError: (problem) => problems.push(problem),
      }),
    );
    expect(present).not.toHaveBeenCalled();
    expect(problems).toEqual([]);
    expect(intent).toMatchObject({ card: 'generic', tool: 'getWeather', status: 'pending' });
  });

  it('are called with the partial input as soon as one field streams in', () => {
    const present = vi.fn(bash);
    const part = { type: 'tool-bash', toolCallId: 'c1', state: 'input-streaming', input: {} };
    expect(expectValidIntent(fromAiSdkToolPart(part, { present: { bash: present } }))).toMatchObject({
      card: 'terminal',
      status: 'pending',
    });
    expect(present).toHaveBeenCalledWith({}, undefined, { tool: 'bash', status: 'pending' });
  });

  it('are called with undefined input when the host opts in', () => {
    const present = vi.fn(() => ({ card: 'terminal' }) as const);
    fromAiSdkToolPart(parts.inputStreamingEmpty, { present: { getWeather: present }, presentWithoutInput: true });
    expect(present).toHaveBeenCalledWith(undefined, undefined, { tool: 'getWeather', status: 'pending' });
  });

  it('get {} for a settled MCP call made without arguments', () => {
    const present = vi.fn(() => ({ card: 'generic', title: 'Listed' }) as const);
    expect(
      fromMcpToolResult('list_issues', undefined, results.empty, { present: { list_issues: present } }),
    ).toMatchObject({ title: 'Listed' });
    expect(present).toHaveBeenCalledWith({}, results.empty, { tool: 'list_issues', status: 'success' });
  });
});

describe('presenters', () => {
  it('uses the host card for the tool, given the input and the output', () => {
    const intent = expectValidIntent(
      fromAiSdkToolPart(parts.outputAvailable, { present: { getWeather: weatherCard } }),
    );
    expect(intent).toEqual({
      card: 'generic',
      title: 'Weather in Berlin',
      kind: 'fetch',
      content: [{ type: 'text', text: '18 °C' }],
      tool: 'getWeather',
      status: 'success',
    });
  });

  it('calls the presenter before the output, with output undefined and the status to show', () => {
    const present = vi.fn(weatherCard);
    const intent = expectValidIntent(fromAiSdkToolPart(parts.inputAvailable, { present: { getWeather: present } }));
    expect(present).toHaveBeenCalledWith(parts.weatherInput, undefined, { tool: 'getWeather', status: 'running' });
    expect(intent).toEqual({
      card: 'generic',
      title: 'Weather in Berlin',
      kind: 'fetch',
      tool: 'getWeather',
      status: 'running',
    });
  });

  it('keeps the status the lifecycle fixed over the one a presenter claims', () => {
    const present = { getWeather: () => ({ card: 'generic', title: 'Done', status: 'success' }) as const };
    expect(fromAiSdkToolPart(parts.inputStreaming, { present })).toMatchObject({ status: 'pending' });
    expect(fromAiSdkToolPart(parts.outputPreliminary, { present })).toMatchObject({ status: 'running' });
    expect(fromAiSdkToolPart(parts.outputDenied, { present: { deleteFile: present.getWeather } })).toMatchObject({
      status: 'cancelled',
      approval: { state: 'denied' },
    });
  });

  it('lets a presenter turn a settled output into an error', () => {
    const present = { getWeather: () => ({ card: 'generic', status: 'error', error: 'City not found' }) as const };
    expect(expectValidIntent(fromAiSdkToolPart(parts.outputAvailable, { present }))).toMatchObject({
      status: 'error',
      error: 'City not found',
    });
  });

  it('adds the SDK error text to a presenter card on output-error', () => {
    const present = { getWeather: weatherCard };
    expect(expectValidIntent(fromAiSdkToolPart(parts.outputError, { present }))).toMatchObject({
      title: 'Weather in Berlin',
      status: 'error',
      isError: true,
      error: 'Weather service unavailable (503)',
    });
  });

  it('heads a presenter card without a title by its own fields, not the tool name', () => {
    const terminal: ToolPresenter<{ command: string }> = (input): TerminalIntent => ({
      card: 'terminal',
      command: input.command,
    });
    const intent = expectValidIntent(fromAiSdkToolPart(parts.intentOutput, { present: { runCommand: terminal } }));
    expect(intent).toEqual({ card: 'terminal', command: 'npm test', tool: 'runCommand', status: 'success' });
  });

  it('falls back to the generic card when the presenter throws, adding no error and keeping the status', () => {
    const problems: PresenterProblem[] = [];
    const failure = new TypeError("Cannot read properties of undefined (reading 'city')");
    const present = {
      getWeather: () => {
        throw failure;
      },
    };
    const intent = expectValidIntent(
      fromAiSdkToolPart(parts.outputAvailable, { present, onPresenterError: (problem) => problems.push(problem) }),
    );
    expect(intent).toEqual(expectValidIntent(fromAiSdkToolPart(parts.outputAvailable)));
    expect(intent.status).toBe('success');
    expect('error' in intent).toBe(false);
    expect(problems).toEqual([{ tool: 'getWeather', reason: 'threw', error: failure }]);
  });

  it.each([
    ['undefined', undefined],
    ['a card this version does not know', { card: 'chart' }],
    ['fields of the wrong type', { card: 'terminal', exitCode: 'one' }],
    ['a promise', Promise.resolve({ card: 'generic' })],
  ])('falls back to the generic card when the presenter returns %s', (_name, value) => {
    const problems: PresenterProblem[] = [];
    const present = { getWeather: () => value as never };
    const intent = expectValidIntent(
      fromAiSdkToolPart(parts.inputAvailable, { present, onPresenterError: (problem) => problems.push(problem) }),
    );
    expect(intent).toEqual({
      card: 'generic',
      title: 'getWeather',
      tool: 'getWeather',
      rawInput: parts.weatherInput,
      status: 'running',
    });
    expect(problems).toMatchObject([
      { tool: 'getWeather', reason: 'invalid-intent', errors: [expect.objectContaining({ path: expect.any(String) })] },
    ]);
  });

  it('falls back to an output that is an intent when the presenter fails', () => {
    const present = {
      runCommand: () => {
        throw new Error('bug');
      },
    };
    expect(expectValidIntent(fromAiSdkToolPart(parts.intentOutput, { present }))).toMatchObject({
      card: 'terminal',
      command: 'npm test',
    });
  });

  it('survives an error hook that throws', () => {
    const options = {
      present: {
        getWeather: () => {
          throw new Error('a');
        },
      },
      onPresenterError: () => {
        throw new Error('b');
      },
    };
    expect(() => fromAiSdkToolPart(parts.outputAvailable, options)).not.toThrow();
    expect(expectValidIntent(fromAiSdkToolPart(parts.outputAvailable, options))).toMatchObject({
      card: 'generic',
      output: parts.weatherOutput,
    });
  });

  it("uses only the host's own presenters: a tool named like an Object method gets the generic card", () => {
    const problems: PresenterProblem[] = [];
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const part = { ...parts.outputAvailable, type: `tool-${name}` };
      const intent = expectValidIntent(
        fromAiSdkToolPart(part, { present: {}, onPresenterError: (problem) => problems.push(problem) }),
      );
      expect(intent).toMatchObject({ card: 'generic', title: name, tool: name, output: parts.weatherOutput });
    }
    // Object's methods were never called as presenters (they would have returned non-intents).
    expect(problems).toEqual([]);
  });

  it('ignores a presenter entry that is not a function, and presenters for other tools', () => {
    const present = {
      getWeather: 'weather-card' as never,
      runCommand: () => {
        throw new Error('not called');
      },
    };
    expect(expectValidIntent(fromAiSdkToolPart(parts.outputAvailable, { present }))).toMatchObject({
      card: 'generic',
      output: parts.weatherOutput,
    });
  });

  it('gives an MCP presenter the arguments and the whole CallToolResult', () => {
    const present = vi.fn((_args: unknown, result: typeof results.toolError | undefined) => ({
      card: 'generic' as const,
      title: 'Forecast',
      content: result?.content,
    }));
    const intent = expectValidIntent(
      fromMcpToolResult('get_forecast', { city: 'Oslo' }, results.toolError, { present: { get_forecast: present } }),
    );
    expect(present).toHaveBeenCalledWith({ city: 'Oslo' }, results.toolError, {
      tool: 'get_forecast',
      status: 'error',
    });
    expect(intent).toMatchObject({
      title: 'Forecast',
      tool: 'get_forecast',
      isError: true,
      status: 'error',
      content: results.toolError.content,
      error: results.toolError.content[0]!.text,
    });
  });

  it('gives an MCP presenter undefined while the call runs', () => {
    const present = vi.fn(() => ({ card: 'generic' as const, title: 'Forecast' }));
    expect(
      expectValidIntent(fromMcpToolResult('get_forecast', {}, undefined, { present: { get_forecast: present } })),
    ).toMatchObject({
      title: 'Forecast',
      status: 'running',
    });
    expect(present).toHaveBeenCalledWith({}, undefined, { tool: 'get_forecast', status: 'running' });
  });

  it('adds the raw MCP blocks to a presenter card that has none of its own', () => {
    const present = { get_forecast: () => ({ card: 'generic', title: 'Forecast' }) as const };
    expect(expectValidIntent(fromMcpToolResult('get_forecast', {}, results.structured, { present }))).toMatchObject({
      title: 'Forecast',
      rawContent: results.structured.content,
    });
  });
});
