import { fromAiSdkToolPart } from '../../src/adapters/index';
import * as parts from '../fixtures/adapters/ai-sdk-parts';
import { expectValidIntent } from './expect-valid-intent';

const { weatherInput, weatherOutput, deleteInput } = parts;

function intentOf(part: unknown) {
  return expectValidIntent(fromAiSdkToolPart(part));
}

describe('fromAiSdkToolPart: every state', () => {
  it('shows streaming input as pending with the partial input', () => {
    expect(intentOf(parts.inputStreaming)).toEqual({
      card: 'generic',
      title: 'getWeather',
      tool: 'getWeather',
      rawInput: { city: 'Ber' },
      status: 'pending',
    });
  });

  it('shows a call whose input has not started streaming as pending with no input', () => {
    const intent = intentOf(parts.inputStreamingEmpty);
    expect(intent).toMatchObject({ card: 'generic', tool: 'getWeather', status: 'pending' });
    expect('rawInput' in intent).toBe(false);
  });

  it('shows complete input as running', () => {
    expect(intentOf(parts.inputAvailable)).toEqual({
      card: 'generic',
      title: 'getWeather',
      tool: 'getWeather',
      rawInput: weatherInput,
      status: 'running',
    });
  });

  it('shows a requested approval as pending, waiting for the user', () => {
    expect(intentOf(parts.approvalRequested)).toEqual({
      card: 'generic',
      title: 'deleteFile',
      tool: 'deleteFile',
      rawInput: deleteInput,
      status: 'pending',
      approval: { state: 'requested' },
    });
  });

  it('keeps AI SDK 7’s requestReason, why the call asks for approval, through the answer', () => {
    const requested = {
      ...parts.approvalRequested,
      approval: { id: 'aitxt-approval-1', requestReason: 'Deletes a file outside the workspace' },
    };
    expect(intentOf(requested)).toMatchObject({
      status: 'pending',
      approval: { state: 'requested', requestReason: 'Deletes a file outside the workspace' },
    });
    const denied = {
      ...parts.approvalRefused,
      approval: { ...parts.approvalRefused.approval, requestReason: 'Deletes a file outside the workspace' },
    };
    expect(intentOf(denied)).toMatchObject({
      approval: { state: 'denied', reason: 'Wrong file', requestReason: 'Deletes a file outside the workspace' },
    });
  });

  it('shows an approved call as running, with the reason', () => {
    expect(intentOf(parts.approvalApproved)).toMatchObject({
      status: 'running',
      approval: { state: 'approved', reason: 'Only a cache' },
    });
  });

  it('shows a refused approval as cancelled, with the reason', () => {
    expect(intentOf(parts.approvalRefused)).toMatchObject({
      status: 'cancelled',
      approval: { state: 'denied', reason: 'Wrong file' },
    });
  });

  it('keeps a response with no answer yet as a pending request', () => {
    const part = { ...parts.approvalApproved, approval: { id: 'aitxt-approval-1' } };
    expect(intentOf(part)).toMatchObject({ status: 'pending', approval: { state: 'requested' } });
  });

  it('shows output as success on the generic card: tool name, input and output', () => {
    expect(intentOf(parts.outputAvailable)).toEqual({
      card: 'generic',
      title: 'getWeather',
      tool: 'getWeather',
      rawInput: weatherInput,
      output: weatherOutput,
      status: 'success',
    });
  });

  it('shows preliminary output as running', () => {
    expect(intentOf(parts.outputPreliminary)).toMatchObject({
      status: 'running',
      output: { status: 'loading', progress: 0.5 },
    });
  });

  it('keeps the approval on the output of an approved call', () => {
    expect(intentOf(parts.outputAfterApproval)).toMatchObject({
      status: 'success',
      output: { deleted: true },
      approval: { state: 'approved' },
    });
  });

  it('shows output-error as an error with the SDK error text and the input', () => {
    expect(intentOf(parts.outputError)).toEqual({
      card: 'generic',
      title: 'getWeather',
      tool: 'getWeather',
      rawInput: weatherInput,
      isError: true,
      status: 'error',
      error: 'Weather service unavailable (503)',
    });
  });

  it('shows the raw arguments of an AI SDK 5 error whose input did not parse', () => {
    expect(intentOf(parts.outputErrorUnparsedInput)).toMatchObject({
      status: 'error',
      rawInput: '{"city": "Berl',
      error: expect.stringContaining('JSON parsing failed'),
    });
  });

  it('shows output-denied as cancelled with the denial and its reason, and no error', () => {
    const intent = intentOf(parts.outputDenied);
    expect(intent).toEqual({
      card: 'generic',
      title: 'deleteFile',
      tool: 'deleteFile',
      rawInput: deleteInput,
      status: 'cancelled',
      approval: { state: 'denied', reason: 'Wrong file' },
    });
  });
});

describe('fromAiSdkToolPart: what it carries over', () => {
  it('titles the card with the part title and keeps the tool name in tool', () => {
    expect(intentOf(parts.withTitle)).toMatchObject({ title: 'Weather lookup', tool: 'getWeather', status: 'running' });
  });

  it('never copies the call id or the provider fields', () => {
    for (const part of [parts.inputAvailable, parts.outputAvailable, parts.providerExecuted]) {
      const text = JSON.stringify(intentOf(part));
      expect(text).not.toContain(part.toolCallId);
      expect(text).not.toMatch(/providerExecuted|callProviderMetadata|fc_68a1/);
    }
  });

  it('shows a string output as text, not as a quoted JSON value', () => {
    const intent = intentOf(parts.stringOutput);
    expect(intent).toMatchObject({
      card: 'generic',
      status: 'success',
      rawContent: [{ type: 'text', text: parts.stringOutput.output }],
    });
    expect('output' in intent).toBe(false);
  });

  it('shows an output that is itself an intent as that card, headed by its command', () => {
    const intent = intentOf(parts.intentOutput);
    expect(intent).toEqual({ ...parts.intentOutput.output, tool: 'runCommand', status: 'success' });
    expect('title' in intent).toBe(false);
  });

  it('keeps a preliminary intent output running', () => {
    expect(intentOf({ ...parts.intentOutput, preliminary: true })).toMatchObject({
      card: 'terminal',
      status: 'running',
    });
  });

  it('names a dynamic tool by its toolName', () => {
    expect(intentOf({ ...parts.inputAvailable, type: 'dynamic-tool', toolName: 'mcp__fs__read' })).toMatchObject({
      title: 'mcp__fs__read',
      tool: 'mcp__fs__read',
    });
  });

  it('reads an MCP tool output (the raw CallToolResult) as blocks and structured output', () => {
    expect(intentOf(parts.dynamicMcp)).toEqual({
      card: 'generic',
      title: 'search_issues',
      tool: 'search_issues',
      rawInput: { query: 'is:open label:bug' },
      rawContent: parts.dynamicMcp.output.content,
      output: parts.dynamicMcp.output.structuredContent,
      status: 'success',
    });
  });

  it('shows an MCP tool output flagged isError as an error', () => {
    expect(intentOf(parts.dynamicMcpError)).toMatchObject({
      isError: true,
      status: 'error',
      error: 'Validation failed: query is empty',
    });
  });

  it('keeps an ordinary output with a content field whole', () => {
    const output = { content: [{ type: 'text', text: 'x' }], author: 'ada' };
    expect(intentOf({ ...parts.outputAvailable, output })).toMatchObject({ output, status: 'success' });
  });

  it('never mutates the part', () => {
    const part = structuredClone(parts.outputAfterApproval);
    const frozen = Object.freeze({
      ...part,
      input: Object.freeze({ ...part.input }),
      approval: Object.freeze({ ...part.approval }),
    });
    intentOf(frozen);
    expect(frozen).toEqual(parts.outputAfterApproval);
  });
});

describe('fromAiSdkToolPart: malformed parts', () => {
  it.each([
    ['null', null, 'got null'],
    ['undefined', undefined, 'got nothing'],
    ['a string', 'tool-getWeather', 'got a string'],
    ['a number', 42, 'got a number'],
    ['an array', [parts.inputAvailable], 'got an array'],
    ['a part with no type', { toolCallId: 'c', state: 'input-available', input: {} }, 'it has no type'],
    ['a text part', { type: 'text', text: 'Hello' }, 'its type is "text"'],
    ['a type that is not a string', { type: 7 }, 'its type is a number'],
    ['a bare "tool-" type', { type: 'tool-', state: 'input-available' }, 'its type is "tool-"'],
    ['a dynamic tool with no name', { type: 'dynamic-tool', state: 'input-available' }, 'without a toolName'],
  ])('gives an error card that says why and shows %s', (_name, part, why) => {
    const intent = intentOf(part);
    expect(intent).toMatchObject({ card: 'generic', status: 'error', error: expect.stringContaining(why) });
    expect(intent.error).toMatch(/^Not an AI SDK tool part/);
    if (part !== undefined) expect((intent as { output?: unknown }).output).toEqual(part);
    expect('tool' in intent).toBe(false);
  });

  it('reads a part with no input as a call without input', () => {
    const { input: _input, ...part } = parts.inputAvailable;
    const intent = intentOf(part);
    expect(intent).toMatchObject({ tool: 'getWeather', status: 'running' });
    expect('rawInput' in intent).toBe(false);
  });

  it.each([
    [
      'no output or error',
      { type: 'tool-x', toolCallId: 'c', state: 'input-paused', input: { a: 1 } },
      { status: 'running', rawInput: { a: 1 } },
    ],
    [
      'an output',
      { type: 'tool-x', toolCallId: 'c', state: 'done', input: {}, output: { n: 1 } },
      { status: 'success', output: { n: 1 } },
    ],
    [
      'an error text',
      { type: 'tool-x', toolCallId: 'c', state: 'error', input: {}, errorText: 'boom' },
      { status: 'error', error: 'boom', isError: true },
    ],
  ])('reads an unknown state by its fields: %s', (_name, part, expected) => {
    expect(intentOf(part)).toMatchObject({ card: 'generic', tool: 'x', ...expected });
  });

  it('reads a tool part with no state as still running', () => {
    expect(intentOf({ type: 'tool-x', toolCallId: 'c', input: { a: 1 } })).toMatchObject({
      tool: 'x',
      status: 'running',
    });
  });

  it('ignores fields of the wrong type', () => {
    const part = {
      type: 'tool-x',
      toolCallId: 'c',
      state: 'output-error',
      input: {},
      errorText: 42,
      title: ['t'],
      approval: 'yes',
    };
    const intent = intentOf(part);
    expect(intent).toMatchObject({ title: 'x', status: 'error', isError: true });
    expect('error' in intent).toBe(false);
    expect('approval' in intent).toBe(false);
  });

  it('gives an error card for a part whose fields throw when read', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('revoked');
        },
      },
    );
    expect(() => fromAiSdkToolPart(hostile)).not.toThrow();
    expect(intentOf(hostile)).toMatchObject({
      card: 'generic',
      status: 'error',
      error: expect.stringContaining('AI SDK tool part'),
    });
  });
});
