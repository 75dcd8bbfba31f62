/*
 * The AI SDK 5/6 tool parts this folder reads, as loose as the SDK's own types
 * (`ToolUIPart` and `DynamicToolUIPart` in `ai`, packages/ai/src/ui/ui-messages.ts). They are
 * written out here rather than imported so the kit does not depend on `ai` at run time or in
 * its published types; a part typed by the SDK is assignable to {@link AiSdkToolPart}.
 */

/**
 * Every `state` of an AI SDK tool part. `approval-requested`, `approval-responded` and
 * `output-denied` arrived with AI SDK 6; a part from a newer SDK may carry a state not listed.
 */
export type AiSdkToolState =
  | 'input-streaming'
  | 'input-available'
  | 'approval-requested'
  | 'approval-responded'
  | 'output-available'
  | 'output-error'
  | 'output-denied';

/**
 * The human-in-the-loop record on an AI SDK 6 part: no `approved` while requested, then the
 * user's answer and an optional reason.
 */
export interface AiSdkToolApproval {
  /** The approval's id (the host answers with it; not shown). */
  id: string;
  /** The user's answer; absent while the approval is requested. */
  approved?: boolean | undefined;
  /** Why the user answered so, when they said. */
  reason?: string | undefined;
  /** AI SDK 7: why the call asks for approval. */
  requestReason?: string | undefined;
}

/**
 * One tool part of an AI SDK UI message: `type: "tool-<name>"` for a tool known at build time,
 * or `type: "dynamic-tool"` with `toolName` (MCP tools, tools loaded at run time).
 */
export interface AiSdkToolPart {
  /** `tool-<name>`, or `dynamic-tool` with {@link AiSdkToolPart.toolName}. */
  type: `tool-${string}` | 'dynamic-tool';
  /** The tool's name, on `dynamic-tool` parts only. */
  toolName?: string | undefined;
  /** The call's id: the host keys its cards by it; it is not part of the intent. */
  toolCallId: string;
  /** Where the call is in its lifecycle; open so a newer SDK's state still type-checks. */
  state: AiSdkToolState | (string & {});
  /** The call's arguments: partial while `input-streaming`, possibly absent on `output-error`. */
  input?: unknown;
  /** AI SDK 5 `output-error` only (deprecated in 6): the arguments that failed to parse. */
  rawInput?: unknown;
  /** The tool's result, on `output-available`. */
  output?: unknown;
  /** On `output-available`: a streamed, not yet final, output (a tool that yields). */
  preliminary?: boolean | undefined;
  /** The error message, on `output-error`. */
  errorText?: string | undefined;
  /** AI SDK 6: the approval request and, once answered, the answer. */
  approval?: AiSdkToolApproval | undefined;
  /** The tool's display title (AI SDK 6 `tool({ title })`). */
  title?: string | undefined;
  /** The provider ran the tool (not shown). */
  providerExecuted?: boolean | undefined;
}
