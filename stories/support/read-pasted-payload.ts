import { fromAiSdkToolPart, fromMcpToolResult } from '../../src/adapters/index';
import { combineViews, parseIntent } from '../../src/protocol/index';
import type { IntentIssue, ToolCallRecord } from '../../src/protocol/index';

/*
 * What the Playground does with pasted text, without React: tell which of the shapes a host has
 * it is, turn it into the value `<ToolCard intent>` gets through the kit's own adapters, and
 * keep what the protocol check says about that value.
 */

/** The shapes a host may paste. */
export type PayloadKind = 'intent' | 'dsh-call' | 'ai-sdk-part' | 'mcp-result' | 'unknown';

/** What pasted text is, and the card it gives. */
export interface PastedPayload {
  kind: PayloadKind;
  /** The value given to `<ToolCard intent>`: the pasted intent as it is, or an adapter's intent. */
  intent: unknown;
  /** `parseIntent`'s issues with that value; empty when it is a valid intent. */
  issues: IntentIssue[];
  /** Why the text is not JSON at all, when it is not (the card then gets the text itself). */
  jsonError?: string;
}

/** The one line above the card naming what was recognised. */
export const PAYLOAD_KIND_LABELS: Readonly<Record<PayloadKind, string>> = {
  intent: 'A render intent',
  'dsh-call': 'A DSH call: call view, result view and raw content, merged by combineViews',
  'ai-sdk-part': 'An AI SDK tool part, read by fromAiSdkToolPart',
  'mcp-result': 'An MCP CallToolResult, read by fromMcpToolResult',
  unknown: 'Not a shape the kit knows: given to <ToolCard> as it is',
};

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A DSH call as a host records it: `tool` and a view. Both spellings count: `ToolCallRecord`'s
 * (`call`, `result`) and DSH's own log's (`callView`, `resultView`, `lifecycleStatus`).
 */
function dshRecordOf(value: Fields): ToolCallRecord | undefined {
  if (typeof value.tool !== 'string') return undefined;
  const call = value.call ?? value.callView;
  const result = value.result ?? value.resultView;
  if (call === undefined && result === undefined) return undefined;
  const record: ToolCallRecord = { tool: value.tool, args: value.args, call, result };
  if (Array.isArray(value.content)) record.content = value.content as ToolCallRecord['content'];
  if (typeof value.isError === 'boolean') record.isError = value.isError;
  if (isRecord(value.error)) record.error = value.error as unknown as NonNullable<ToolCallRecord['error']>;
  const status = value.status ?? (value.lifecycleStatus === 'cancelled' ? 'cancelled' : undefined);
  if (typeof status === 'string') record.status = status as NonNullable<ToolCallRecord['status']>;
  if (typeof value.durationMs === 'number') record.durationMs = value.durationMs;
  return record;
}

/** An AI SDK 5/6 `ToolUIPart` (`type: "tool-<name>"`) or `DynamicToolUIPart`, told by its `state`. */
function isAiSdkPart(value: Fields): boolean {
  return (
    typeof value.type === 'string' &&
    (value.type.startsWith('tool-') || value.type === 'dynamic-tool') &&
    typeof value.state === 'string'
  );
}

/** An MCP `CallToolResult`: content blocks, structured content, or the old protocol's `toolResult`. */
function isMcpResult(value: Fields): boolean {
  return Array.isArray(value.content) || isRecord(value.structuredContent) || 'toolResult' in value;
}

/** What kind of payload `value` is; a value with a `card` is an intent, valid or not. */
function payloadKindOf(value: unknown): PayloadKind {
  if (!isRecord(value)) return 'unknown';
  if ('card' in value) return 'intent';
  if (dshRecordOf(value) !== undefined) return 'dsh-call';
  if (isAiSdkPart(value)) return 'ai-sdk-part';
  if (isMcpResult(value)) return 'mcp-result';
  return 'unknown';
}

/** The intent the kit draws for `value`, a payload of `kind`. */
function intentOf(value: unknown, kind: PayloadKind): unknown {
  switch (kind) {
    case 'dsh-call':
      return combineViews(dshRecordOf(value as Fields) as ToolCallRecord);
    case 'ai-sdk-part':
      return fromAiSdkToolPart(value);
    case 'mcp-result':
      // A bare result does not say its tool; the header names it for what it is.
      return fromMcpToolResult('MCP tool', undefined, value);
    default:
      return value;
  }
}

/** Reads text a host pasted: JSON of any of the {@link PayloadKind}s, or anything else. Never throws. */
export function readPastedPayload(text: string): PastedPayload {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Not JSON: the card gets the text itself, as a host that passed it would.
    return {
      kind: 'unknown',
      intent: text,
      issues: issuesOf(text),
      jsonError: error instanceof Error ? error.message : String(error),
    };
  }
  const kind = payloadKindOf(value);
  const intent = intentOf(value, kind);
  return { kind, intent, issues: issuesOf(intent) };
}

function issuesOf(intent: unknown): IntentIssue[] {
  const result = parseIntent(intent);
  return result.ok ? [] : result.errors;
}
