/**
 * Chat transcript benchmark cases, for the bench page to time: the example chat's 200 tool calls
 * (examples/chat, from the recorded session logs) mounted at once, as a host's chat history is
 * when the page opens. Each function mounts into a given container and resolves after the next
 * paint. The alternative is what a host would otherwise write: every call's intent as
 * pretty-printed JSON in a `<pre>`, everything expanded, nothing virtualized.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChatTranscript } from '../examples/chat/chat-app';
import {
  buildTranscript,
  chatTranscript,
  sessionLogs,
  type ToolCallEntry,
  type TranscriptEntry,
} from '../examples/chat/transcript';
import { nextPaint, type MountedBench } from './terminal-bench';

async function mountEntries(
  container: HTMLElement,
  entries: readonly TranscriptEntry[],
  renderCall?: (entry: ToolCallEntry) => ReactNode,
): Promise<MountedBench> {
  const root = createRoot(container);
  flushSync(() => root.render(<ChatTranscript entries={entries} renderCall={renderCall} />));
  await nextPaint();
  return { unmount: () => root.unmount() };
}

/**
 * (a) The transcript as the example page draws it: a `<ToolCard>` per call, collapsed but for
 * the last few (`OPEN_LAST_CALLS`), long bodies virtualized. `allOpen` opens every card
 * (`defaultOpen`) to time the kit's worst case too.
 */
export function mountToolCardTranscript(
  container: HTMLElement,
  options: { allOpen?: boolean; calls?: number } = {},
): Promise<MountedBench> {
  const transcript = transcriptOf(options.calls);
  const entries = options.allOpen
    ? transcript.map((entry) => (entry.type === 'tool' ? { ...entry, defaultOpen: true } : entry))
    : transcript;
  return mountEntries(container, entries);
}

const longer = new Map<number, TranscriptEntry[]>();
/**
 * The example's transcript (200 calls), or the recorded sessions replayed to `calls` calls: built
 * once per page and cached, so a case that builds it before its timer starts times drawing alone.
 */
export function transcriptOf(calls?: number): TranscriptEntry[] {
  if (calls === undefined || calls === 200) return chatTranscript();
  let entries = longer.get(calls);
  if (!entries) longer.set(calls, (entries = buildTranscript(sessionLogs(), { calls })));
  return entries;
}

/**
 * (b) The same transcript with every call's intent as `JSON.stringify(intent, null, 2)` in a `<pre>`: all expanded,
 * unvirtualized.
 */
export function mountPlainTranscript(container: HTMLElement, calls?: number): Promise<MountedBench> {
  return mountEntries(container, transcriptOf(calls), (entry) => (
    <pre>{JSON.stringify(entry.call.intent, null, 2)}</pre>
  ));
}
