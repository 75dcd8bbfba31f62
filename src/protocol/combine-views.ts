import { fallbackIntent } from './fallback-intent';
import type { ContentBlock, RenderIntent, ToolStatus } from './intent-types';

/** What a host knows about one tool call; see {@link combineViews}. */
export interface ToolCallRecord {
  /** The tool's registered name. */
  tool: string;
  /** The raw call arguments (shown by the fallback card). */
  args?: unknown;
  /** The pending view the tool's presenter gave for the call (DSH `ToolCallView`). */
  call?: unknown;
  /** The result view the presenter gave once the call settled (DSH `ToolResultView`). */
  result?: unknown;
  /** The raw result content blocks, shown when there is no result view. */
  content?: ContentBlock[];
  /** The result was an error (DSH `ToolResult.isError`). */
  isError?: boolean;
  /** The lifecycle status, when the host tracks it; otherwise derived. */
  status?: ToolStatus;
  /** Elapsed time of the call. */
  durationMs?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCardView(value: unknown): value is Record<string, unknown> & { card: string } {
  return isRecord(value) && typeof value.card === 'string';
}

/**
 * Merges one call's pending and result views into the intent to render, by docs/protocol.md's
 * lifecycle: no call view gives the fallback card; a result view replaces the pending view,
 * keeping the pending title when it has none and, for a terminal, the pending command and cwd;
 * no result view keeps the pending card and adds the raw result content; `isError` makes it an
 * error; a call with no result yet is running. Pure: never mutates its input, never throws.
 */
export function combineViews(record: ToolCallRecord): RenderIntent {
  const pending: Record<string, unknown> = isCardView(record.call)
    ? { ...record.call }
    : { ...fallbackIntent(record.tool, record.args) };
  const settled =
    record.result !== undefined || record.content !== undefined || record.isError !== undefined ||
    (record.status !== undefined && record.status !== 'pending' && record.status !== 'running');

  let merged: Record<string, unknown>;
  if (isCardView(record.result)) {
    merged = { ...record.result };
    if (merged.title === undefined && pending.title !== undefined) merged.title = pending.title;
    if (merged.card === 'terminal' && pending.card === 'terminal') {
      // A DSH pending terminal carries its command as the title; the result may carry neither.
      if (merged.command === undefined) merged.command = pending.command ?? pending.title;
      if (merged.cwd === undefined && pending.cwd !== undefined) merged.cwd = pending.cwd;
      if (merged.description === undefined && pending.description !== undefined) merged.description = pending.description;
    }
    if (record.content !== undefined && merged.content === undefined && merged.card !== 'web') {
      merged.content = record.content;
    }
  } else {
    merged = pending;
    if (record.content !== undefined) {
      const earlier = Array.isArray(pending.content) ? (pending.content as ContentBlock[]) : [];
      merged.content = [...earlier, ...record.content];
    }
  }

  if (merged.tool === undefined) merged.tool = record.tool;
  if (record.durationMs !== undefined) merged.durationMs = record.durationMs;
  if (record.isError === true) merged.isError = true;
  if (record.status !== undefined) merged.status = record.status;
  else if (record.isError === true) merged.status = 'error';
  else if (!settled) merged.status = 'running';
  else if (merged.status === 'pending' || merged.status === 'running') merged.status = 'success';
  return merged as RenderIntent;
}
