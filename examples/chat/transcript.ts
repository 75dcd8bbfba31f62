/// <reference types="vite/client" />
/**
 * The example chat's transcript: 200 tool calls replayed from recorded session logs, with short
 * user and assistant messages between them. Pure: no React, no DOM; the logs are read at build
 * time by Vite (`import.meta.glob`), so the page, the tests and the bench draw the same data.
 */

/** One line of a session log (JSONL): the latest render intent of one tool call. */
export interface SessionUpdate {
  callId: string;
  seq: number;
  intent: unknown;
}

/** One recorded session: its file name and its JSONL text. */
export interface SessionLog {
  name: string;
  text: string;
}

/** A tool call as it ended: the last update the log holds for it. */
export interface SessionCall {
  session: string;
  callId: string;
  intent: unknown;
}

/** A chat bubble. */
export interface ChatMessageEntry {
  type: 'message';
  id: string;
  role: 'user' | 'assistant';
  text: string;
}

/** A tool call, drawn as a card. */
export interface ToolCallEntry {
  type: 'tool';
  id: string;
  call: SessionCall;
  /** Whether its card starts open. */
  defaultOpen: boolean;
}

/** One row of the conversation, in order. */
export type TranscriptEntry = ChatMessageEntry | ToolCallEntry;

/** Options of {@link buildTranscript}. */
export interface TranscriptOptions {
  /** Tool calls in the transcript; the logs are replayed from the start again until there are this many. */
  calls?: number;
  /**
   * Calls at the end whose cards start open. A chat shows the latest steps of the agent's work
   * expanded and folds the history, so a long transcript stays a list of one-line headers.
   */
  openLast?: number;
  /** Tool calls per turn: each turn opens with a user message and an assistant reply. */
  callsPerTurn?: number;
}

/** Tool calls in the example's transcript. */
export const TRANSCRIPT_CALLS = 200;
/** Cards at the end of the transcript that start open (the rest start collapsed). */
export const OPEN_LAST_CALLS = 3;
const CALLS_PER_TURN = 4;

const USER_PROMPTS = [
  'Can you check why the build fails?',
  'Run the tests and fix what breaks.',
  'Where is this error coming from?',
  'Show me what changed.',
  'Look up how the docs say to do it.',
  'Try again with the fix applied.',
  'What does that file do?',
  'Clean that up, please.',
];

function isSessionUpdate(value: unknown): value is SessionUpdate {
  if (typeof value !== 'object' || value === null) return false;
  const update = value as Record<string, unknown>;
  return typeof update.callId === 'string' && typeof update.seq === 'number' && 'intent' in update;
}

/**
 * Every call in one session log with its final intent (the update with the highest `seq`; a
 * later line wins a tie), in the order the calls first appear. Lines that are blank, not JSON or
 * not an update are skipped: a log being recorded can end in a half-written line.
 */
export function finalCallsOf(log: SessionLog): SessionCall[] {
  const calls = new Map<string, { seq: number; intent: unknown }>();
  for (const line of log.text.split('\n')) {
    if (line.trim() === '') continue;
    let update: unknown;
    try {
      update = JSON.parse(line);
    } catch {
      continue;
    }
    if (!isSessionUpdate(update)) continue;
    const previous = calls.get(update.callId);
    if (previous === undefined || update.seq >= previous.seq) {
      // Map.set on an existing key keeps its first position: calls stay in the order they began.
      calls.set(update.callId, { seq: update.seq, intent: update.intent });
    }
  }
  return [...calls].map(([callId, { intent }]) => ({ session: log.name, callId, intent }));
}

/** `count` calls: every log's final calls in order, logs in the order given, cycling until there are enough. */
export function replayCalls(logs: readonly SessionLog[], count: number): SessionCall[] {
  const all = logs.flatMap(finalCallsOf);
  if (all.length === 0) return [];
  return Array.from({ length: count }, (_, index) => all[index % all.length] as SessionCall);
}

function field(intent: unknown, name: string): string | undefined {
  if (typeof intent !== 'object' || intent === null) return undefined;
  const value = (intent as Record<string, unknown>)[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function shorten(text: string, max = 60): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > max || line !== text ? `${line.slice(0, max - 1)}…` : line;
}

/** What the assistant says before a call: one short line from the intent's card and title. */
export function assistantLineFor(intent: unknown): string {
  const title = field(intent, 'title') ?? field(intent, 'tool');
  switch (field(intent, 'card')) {
    case 'terminal': {
      const command = field(intent, 'command') ?? title;
      return command ? `Let me run \`${shorten(command)}\`.` : 'Let me run a command.';
    }
    case 'diff':
      return title ? `Making the change: ${shorten(title)}.` : 'Making the change.';
    case 'read': {
      const path = field(intent, 'path') ?? title;
      return path ? `Reading ${shorten(path)}.` : 'Reading the file.';
    }
    case 'search':
      return title ? `Searching: ${shorten(title)}.` : 'Searching the code.';
    case 'web':
      return title ? `Checking the web: ${shorten(title)}.` : 'Checking the web.';
    default:
      return title ? `Calling ${shorten(title)}.` : 'Calling a tool.';
  }
}

/**
 * The conversation around `calls` tool calls from the logs: turns of a user message, an
 * assistant line about the first call, the turn's calls, and a closing assistant line.
 */
export function buildTranscript(logs: readonly SessionLog[], options: TranscriptOptions = {}): TranscriptEntry[] {
  const { calls: count = TRANSCRIPT_CALLS, openLast = OPEN_LAST_CALLS, callsPerTurn = CALLS_PER_TURN } = options;
  const calls = replayCalls(logs, count);
  const entries: TranscriptEntry[] = [];
  for (let start = 0, turn = 0; start < calls.length; start += callsPerTurn, turn += 1) {
    const turnCalls = calls.slice(start, start + callsPerTurn);
    entries.push({
      type: 'message',
      id: `turn-${turn}-user`,
      role: 'user',
      text: USER_PROMPTS[turn % USER_PROMPTS.length] as string,
    });
    entries.push({
      type: 'message',
      id: `turn-${turn}-intro`,
      role: 'assistant',
      text: assistantLineFor(turnCalls[0]?.intent),
    });
    turnCalls.forEach((call, offset) => {
      const index = start + offset;
      // The same call recurs when the logs cycle: its position makes the id unique.
      entries.push({
        type: 'tool',
        id: `call-${index}-${call.callId}`,
        call,
        defaultOpen: index >= calls.length - openLast,
      });
    });
    const steps = turnCalls.length === 1 ? 'one step' : `${turnCalls.length} steps`;
    entries.push({ type: 'message', id: `turn-${turn}-done`, role: 'assistant', text: `Done (${steps}).` });
  }
  return entries;
}

// Read at build time and bundled: the page, the browser tests and the bench have no file system.
const sessionFiles = import.meta.glob<string>('../../test/fixtures/sessions/*.jsonl', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The recorded session logs (test/fixtures/sessions/*.jsonl), sorted by file name. */
export function sessionLogs(): SessionLog[] {
  return Object.keys(sessionFiles)
    .sort()
    .map((path) => ({ name: path.split('/').pop() ?? path, text: sessionFiles[path] as string }));
}

let cached: TranscriptEntry[] | undefined;

/** The example's transcript: {@link TRANSCRIPT_CALLS} calls from the recorded sessions (built once). */
export function chatTranscript(): TranscriptEntry[] {
  return (cached ??= buildTranscript(sessionLogs()));
}
