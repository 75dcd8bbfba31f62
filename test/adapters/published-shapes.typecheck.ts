import type { AiSdkToolPart, McpCallToolResult } from '../../src/adapters/index';

/*
 * Checked by `tsc` (npm run typecheck), not at run time: the published types, transcribed from
 * `ai` (packages/ai/src/ui/ui-messages.ts, AI SDK 6) and the MCP schema (2025-11-25), must be
 * assignable to the loose shapes the adapters accept, so a host passes a typed part unchanged.
 */

type Approval<Approved extends boolean> = {
  id: string;
  approved: Approved;
  descriptor?: unknown;
  reason?: string;
  signature?: string;
};
type ProviderMetadata = Record<string, Record<string, unknown>>;

type PublishedInvocation = {
  toolCallId: string;
  title?: string;
  toolMetadata?: Record<string, unknown>;
  providerExecuted?: boolean;
} & (
  | {
      state: 'input-streaming';
      input?: unknown;
      output?: never;
      errorText?: never;
      callProviderMetadata?: ProviderMetadata;
      approval?: never;
    }
  | {
      state: 'input-available';
      input: unknown;
      output?: never;
      errorText?: never;
      callProviderMetadata?: ProviderMetadata;
      approval?: never;
    }
  | {
      state: 'approval-requested';
      input: unknown;
      output?: never;
      errorText?: never;
      approval: { id: string; approved?: never; descriptor?: unknown; reason?: never; signature?: string };
    }
  | { state: 'approval-responded'; input: unknown; output?: never; errorText?: never; approval: Approval<boolean> }
  | {
      state: 'output-available';
      input: unknown;
      output: unknown;
      errorText?: never;
      preliminary?: boolean;
      resultProviderMetadata?: ProviderMetadata;
      approval?: Approval<true>;
    }
  | {
      state: 'output-error';
      input: unknown;
      rawInput?: unknown;
      output?: never;
      errorText: string;
      approval?: Approval<true>;
    }
  | { state: 'output-denied'; input: unknown; output?: never; errorText?: never; approval: Approval<false> }
);

type PublishedToolUIPart = { type: `tool-${string}` } & PublishedInvocation;
type PublishedDynamicToolUIPart = { type: 'dynamic-tool'; toolName: string } & PublishedInvocation;

type PublishedContentBlock =
  | { type: 'text'; text: string; annotations?: object; _meta?: { [key: string]: unknown } }
  | { type: 'image'; data: string; mimeType: string; annotations?: object; _meta?: { [key: string]: unknown } }
  | { type: 'audio'; data: string; mimeType: string; annotations?: object; _meta?: { [key: string]: unknown } }
  | {
      type: 'resource_link';
      uri: string;
      name: string;
      title?: string;
      description?: string;
      mimeType?: string;
      size?: number;
    }
  | {
      type: 'resource';
      resource: { uri: string; mimeType?: string; text: string } | { uri: string; mimeType?: string; blob: string };
    };

interface PublishedCallToolResult {
  _meta?: { [key: string]: unknown };
  [key: string]: unknown;
  content: PublishedContentBlock[];
  structuredContent?: unknown;
  isError?: boolean;
}

export function acceptsPublishedShapes(
  staticPart: PublishedToolUIPart,
  dynamicPart: PublishedDynamicToolUIPart,
  result: PublishedCallToolResult,
): [AiSdkToolPart, AiSdkToolPart, McpCallToolResult] {
  return [staticPart, dynamicPart, result];
}

// @ts-expect-error: a text part is not a tool part; the check above is not vacuous.
export const notAToolPart: AiSdkToolPart = { type: 'text', toolCallId: 'c', state: 'done' };
