import type { AiSdkToolPart, McpCallToolResult } from '../../src/adapters/index';

/*
 * Compiled with `exactOptionalPropertyTypes` (test/types/tsconfig.exact-optional.json, run by
 * test/types/exact-optional.ssr.test.ts). The MCP SDK's types are inferred from zod schemas, so
 * every optional field reads `?: T | undefined`; a host with that flag must still pass a real
 * result, and a real AI SDK part, to the adapters unchanged. Shapes transcribed from
 * @modelcontextprotocol/sdk (types.ts, CallToolResultSchema) and `ai` (UIToolInvocation).
 */

type Meta = { [key: string]: unknown } | undefined;
type Annotations =
  | {
      audience?: ('user' | 'assistant')[] | undefined;
      priority?: number | undefined;
      lastModified?: string | undefined;
    }
  | undefined;
type Icon = { src: string; mimeType?: string | undefined; sizes?: string[] | undefined };

type SdkContentBlock =
  | { [key: string]: unknown; type: 'text'; text: string; annotations?: Annotations; _meta?: Meta }
  | { [key: string]: unknown; type: 'image'; data: string; mimeType: string; annotations?: Annotations; _meta?: Meta }
  | { [key: string]: unknown; type: 'audio'; data: string; mimeType: string; annotations?: Annotations; _meta?: Meta }
  | {
      [key: string]: unknown;
      type: 'resource_link';
      uri: string;
      name: string;
      title?: string | undefined;
      description?: string | undefined;
      mimeType?: string | undefined;
      size?: number | undefined;
      icons?: Icon[] | undefined;
      annotations?: Annotations;
      _meta?: Meta;
    }
  | {
      [key: string]: unknown;
      type: 'resource';
      resource:
        | { [key: string]: unknown; uri: string; mimeType?: string | undefined; _meta?: Meta; text: string }
        | { [key: string]: unknown; uri: string; mimeType?: string | undefined; _meta?: Meta; blob: string };
      annotations?: Annotations;
      _meta?: Meta;
    };

type SdkCallToolResult = {
  [key: string]: unknown;
  _meta?: Meta;
  content: SdkContentBlock[];
  structuredContent?: { [key: string]: unknown } | undefined;
  isError?: boolean | undefined;
};
type SdkCompatibilityCallToolResult = { [key: string]: unknown; _meta?: Meta; toolResult?: unknown };

type SdkApproval = {
  id: string;
  approved?: boolean | undefined;
  reason?: string | undefined;
  requestReason?: string | undefined;
  signature?: string | undefined;
};
type SdkToolPart = {
  type: `tool-${string}`;
  toolCallId: string;
  state: 'approval-requested';
  input: unknown;
  title?: string | undefined;
  providerExecuted?: boolean | undefined;
  approval: SdkApproval;
};

export function acceptsSdkValues(
  result: SdkCallToolResult | SdkCompatibilityCallToolResult,
  part: SdkToolPart,
): [McpCallToolResult, AiSdkToolPart] {
  return [result, part];
}

export const withUndefinedFields: McpCallToolResult = {
  content: [
    { type: 'resource_link', uri: 'file:///a', name: 'a', title: undefined, description: undefined, _meta: undefined },
  ],
  isError: undefined,
  _meta: undefined,
};

// @ts-expect-error: the flag is on: a wrong field type is still refused, so the checks above are not vacuous.
export const wrongType: McpCallToolResult = { isError: 'yes' };
