import type { ToolCallRecord } from '../protocol/combine-views';

/**
 * A tool call in a transcript: an intent as `<ToolCard intent>` takes it, or a call record that `combineViews` turns
 * into one.
 */
export interface TranscriptCall {
  /** Stable and unique in the transcript: the React key, the measured height's key, and what `scrollToItem` finds. */
  id: string;
  /** The call's render intent (any value: an invalid one draws the generic card with a note, as `<ToolCard>` does). */
  intent?: unknown;
  /** The call as the runtime recorded it, when there is no intent: merged with `combineViews`. */
  record?: ToolCallRecord;
  /** Whether its card starts open (the reader's own toggles win afterwards). */
  defaultOpen?: boolean;
}

/** An item of the host's own (a chat message) between the calls, drawn by the transcript's `renderItem`. */
export interface TranscriptHostItem<Host = unknown> {
  /** Stable and unique in the transcript. */
  id: string;
  /** What the host's `renderItem` draws. */
  host: Host;
  /** The item's accessible name in the feed (a message's author); none unless set. */
  label?: string;
}

/** One item of a {@link ToolTranscript}: a tool call or an item of the host's own. */
export type TranscriptItem<Host = unknown> = TranscriptCall | TranscriptHostItem<Host>;

/** Whether `item` is the host's own (drawn by `renderItem`) rather than a tool call. */
export function isHostItem<Host>(item: TranscriptItem<Host>): item is TranscriptHostItem<Host> {
  return typeof item === 'object' && item !== null && 'host' in item;
}
