import type { RenderIntent } from '../protocol/intent-types';
import { aiSdkLifecycle } from './ai-sdk-lifecycle';
import { presentTool, type PresentOptions, type ToolCallFacts } from './present-tool';
import { readCallToolResult, type ToolResultFacts } from './read-call-tool-result';
import { toolNameOfPart } from './tool-name-of-part';
import { describeValue, messageOf, unreadableIntent } from './unreadable-intent';

const NOT_A_PART = 'Not an AI SDK tool part';

/**
 * The result facts of an AI SDK tool's `output`. An MCP tool called through the AI SDK's MCP
 * client outputs the raw `CallToolResult`, so that shape is read as MCP (blocks, structured
 * content, `isError`); a string becomes a text block, so it reads as text rather than as a
 * quoted JSON value; any other value is the generic card's `output`.
 */
function resultOfOutput(output: unknown): ToolResultFacts {
  const mcp = readCallToolResult(output, { strict: true });
  if (mcp !== undefined) return mcp;
  if (typeof output === 'string') return { raw: output, content: [{ type: 'text', text: output }] };
  return output === undefined ? { raw: output } : { raw: output, value: output };
}

function whyNotAPart(part: unknown): string {
  if (typeof part !== 'object' || part === null || Array.isArray(part))
    return `${NOT_A_PART}: got ${describeValue(part)}`;
  const type = (part as { type?: unknown }).type;
  if (type === undefined) return `${NOT_A_PART}: it has no type`;
  if (type === 'dynamic-tool') return `${NOT_A_PART}: a dynamic-tool part without a toolName`;
  return `${NOT_A_PART}: its type is ${typeof type === 'string' ? JSON.stringify(type) : describeValue(type)}`;
}

function read(part: unknown, options: PresentOptions): RenderIntent {
  const tool = toolNameOfPart(part);
  if (tool === undefined) return unreadableIntent(whyNotAPart(part), part);
  const record = part as Record<string, unknown>;
  const lifecycle = aiSdkLifecycle(record);
  // AI SDK 5 leaves `input` undefined on an `output-error` whose arguments did not parse, and
  // keeps what the model sent in `rawInput`: show that rather than nothing.
  const input = record.input !== undefined ? record.input : record.rawInput;
  const facts: ToolCallFacts = { tool, input };
  if (typeof record.title === 'string') facts.title = record.title;
  if (lifecycle.status !== undefined) facts.status = lifecycle.status;
  if (lifecycle.hasOutput) facts.result = resultOfOutput(record.output);
  if (lifecycle.isError) facts.isError = true;
  if (lifecycle.error !== undefined) facts.error = lifecycle.error;
  if (lifecycle.approval !== undefined) facts.approval = lifecycle.approval;
  return presentTool(facts, options);
}

/**
 * The render intent for one AI SDK 5/6 tool part (`AiSdkToolPart`: `ToolUIPart` or
 * `DynamicToolUIPart` from `useChat` message parts). Statuses follow the part's `state`
 * (see `aiSdkLifecycle`); approvals become the intent's `approval`. The card is the host's
 * presenter for the tool (`options.present[toolName]`), else the tool's output when it is
 * itself a valid intent, else the generic card: tool name (or the part's `title`), input,
 * output. `toolCallId` is not copied: the host keys its cards by it.
 *
 * Takes `unknown` because parts come from a stream or a stored log that no type vouches for:
 * anything that is not a tool part (`null`, a string, a text part, a part with no type) gives
 * a generic error card that says so and shows the value. Always a valid intent; never throws.
 */
export function fromAiSdkToolPart(part: unknown, options: PresentOptions = {}): RenderIntent {
  try {
    return read(part, options);
  } catch (error) {
    // Only a hostile value gets here (a proxy or getter that throws while being read).
    return unreadableIntent(`Could not read the AI SDK tool part: ${messageOf(error)}`, undefined);
  }
}
