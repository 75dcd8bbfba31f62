import {
  assistantLineFor,
  buildTranscript,
  chatTranscript,
  finalCallsOf,
  replayCalls,
  sessionLogs,
  TRANSCRIPT_CALLS,
  type ToolCallEntry,
} from '../../examples/chat/transcript';

const jsonl = (...updates: unknown[]) => updates.map((update) => JSON.stringify(update)).join('\n');
const terminal = (command: string, extra: object = {}) => ({ card: 'terminal', command, ...extra });

const sessionA = {
  name: 'a.jsonl',
  text: jsonl(
    { callId: 'a1', seq: 0, intent: terminal('npm test', { status: 'running' }) },
    { callId: 'a2', seq: 0, intent: { card: 'read', path: 'src/index.ts' } },
    { callId: 'a1', seq: 2, intent: terminal('npm test', { exitCode: 1 }) },
    { callId: 'a1', seq: 1, intent: terminal('npm test', { status: 'running', output: 'partial' }) },
  ),
};
const sessionB = {
  name: 'b.jsonl',
  text: jsonl({ callId: 'b1', seq: 0, intent: { card: 'generic', title: 'fetch' } }),
};

describe('the example chat transcript', () => {
  it('keeps each call’s update with the highest seq, in the order the calls began', () => {
    expect(finalCallsOf(sessionA)).toEqual([
      { session: 'a.jsonl', callId: 'a1', intent: terminal('npm test', { exitCode: 1 }) },
      { session: 'a.jsonl', callId: 'a2', intent: { card: 'read', path: 'src/index.ts' } },
    ]);
  });

  it('skips blank, half-written and foreign lines', () => {
    const text = `${jsonl({ callId: 'x', seq: 0, intent: { card: 'generic' } })}\n\n{"note": "not an update"}\n{"callId": "y", "se`;
    expect(finalCallsOf({ name: 'x.jsonl', text }).map((call) => call.callId)).toEqual(['x']);
  });

  it('cycles through the logs, in order, until it has enough calls', () => {
    expect(replayCalls([sessionA, sessionB], 7).map((call) => call.callId)).toEqual([
      'a1',
      'a2',
      'b1',
      'a1',
      'a2',
      'b1',
      'a1',
    ]);
    expect(replayCalls([], 5)).toEqual([]);
  });

  it('puts a user message, an assistant line and the turn’s calls in order, with unique ids', () => {
    const entries = buildTranscript([sessionA, sessionB], { calls: 5, callsPerTurn: 2, openLast: 2 });
    expect(entries.map((entry) => (entry.type === 'tool' ? `tool:${entry.call.callId}` : entry.role))).toEqual([
      'user',
      'assistant',
      'tool:a1',
      'tool:a2',
      'assistant',
      'user',
      'assistant',
      'tool:b1',
      'tool:a1',
      'assistant',
      'user',
      'assistant',
      'tool:a2',
      'assistant',
    ]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const open = entries
      .filter((entry): entry is ToolCallEntry => entry.type === 'tool')
      .map((entry) => entry.defaultOpen);
    expect(open).toEqual([false, false, false, true, true]);
    expect(entries[1]).toMatchObject({ role: 'assistant', text: 'Let me run `npm test`.' });
  });

  it('words the assistant line from the card, never from raw data', () => {
    expect(assistantLineFor({ card: 'read', path: 'src/a.ts' })).toBe('Reading src/a.ts.');
    expect(assistantLineFor({ card: 'terminal', command: `echo ${'x'.repeat(100)}\nsecond line` })).toMatch(
      /^Let me run `echo x+…`\.$/,
    );
    expect(assistantLineFor(null)).toBe('Calling a tool.');
  });

  it(`gives the page ${TRANSCRIPT_CALLS} tool calls from every recorded session log`, () => {
    const logs = sessionLogs();
    expect(logs.map((log) => log.name)).toContain('coding-session.jsonl');
    const calls = chatTranscript().filter((entry): entry is ToolCallEntry => entry.type === 'tool');
    expect(calls).toHaveLength(TRANSCRIPT_CALLS);
    expect(new Set(calls.map((entry) => entry.call.session))).toEqual(new Set(logs.map((log) => log.name)));
    for (const entry of calls) expect(entry.call.intent).toHaveProperty('card');
  });
});
