import { approvalRequested, outputAvailable } from '../fixtures/adapters/ai-sdk-parts';
import { legacy, structured, toolError } from '../fixtures/adapters/mcp-results';
import bashStderr from '../fixtures/dsh-views/bash-stderr.json';
import terminalSignal from '../fixtures/intents/terminal-signal.json';
import { readPastedPayload } from '../../stories/support/read-pasted-payload';

const paste = (value: unknown) => readPastedPayload(JSON.stringify(value));

describe("the Playground's reading of pasted text", () => {
  it('takes a render intent as it is', () => {
    const read = paste(terminalSignal);
    expect(read).toMatchObject({ kind: 'intent', issues: [] });
    expect(read.intent).toEqual(terminalSignal);
  });

  it('merges a DSH call (call view, result view, raw content) with combineViews, in either spelling', () => {
    const logged = paste(bashStderr);
    expect(logged.kind).toBe('dsh-call');
    expect(logged.intent).toMatchObject({
      card: 'terminal',
      command: 'echo out; echo err 1>&2; exit 2',
      exitCode: 2,
      output: 'out\n[stderr]\nerr',
    });
    const record = paste({
      tool: 'bash',
      call: bashStderr.callView,
      result: bashStderr.resultView,
      content: bashStderr.content,
    });
    expect(record.intent).toEqual(logged.intent);
    expect(logged.issues).toEqual([]);
  });

  it('reads an AI SDK tool part with fromAiSdkToolPart', () => {
    expect(paste(outputAvailable)).toMatchObject({
      kind: 'ai-sdk-part',
      intent: { card: 'generic', title: 'getWeather' },
      issues: [],
    });
    expect(paste(approvalRequested).intent).toMatchObject({ approval: { state: 'requested' } });
  });

  it('reads an MCP CallToolResult with fromMcpToolResult, the old protocol’s toolResult too', () => {
    expect(paste(structured)).toMatchObject({
      kind: 'mcp-result',
      intent: { card: 'generic', output: structured.structuredContent },
      issues: [],
    });
    expect(paste(toolError).intent).toMatchObject({ isError: true });
    expect(paste(legacy).kind).toBe('mcp-result');
  });

  it('keeps what parseIntent says about an invalid intent, and gives the card the value as it is', () => {
    const wrong = { card: 'terminal', exitCode: 'one', output: 42 };
    const read = paste(wrong);
    expect(read.kind).toBe('intent');
    expect(read.intent).toEqual(wrong);
    expect(read.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['exitCode']));
    expect(paste({ card: 'chart' }).issues).toEqual([{ path: 'card', message: 'Unrecognized card "chart"' }]);
  });

  it('says why text that is not JSON is not, and what the protocol check says of the text itself', () => {
    const read = readPastedPayload('{ card: terminal');
    expect(read).toMatchObject({ kind: 'unknown', intent: '{ card: terminal' });
    expect(read.jsonError).toBeTruthy();
    expect(read.issues).toEqual([{ path: '', message: 'Expected an object, got string' }]);
  });

  it('names an object of no known shape unknown, with the check’s "Missing card"', () => {
    expect(paste({ hello: 'world' })).toMatchObject({
      kind: 'unknown',
      issues: [{ path: 'card', message: 'Missing "card"' }],
    });
  });
});
