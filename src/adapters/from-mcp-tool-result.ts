import type { RenderIntent } from '../protocol/intent-types';
import { presentTool, type PresentOptions } from './present-tool';
import { readCallToolResult } from './read-call-tool-result';
import { describeValue, messageOf, unreadableIntent } from './unreadable-intent';

function read(toolName: string, args: unknown, result: unknown, options: PresentOptions): RenderIntent {
  if (typeof toolName !== 'string' || toolName.length === 0) {
    return unreadableIntent(`No tool name: got ${describeValue(toolName)}`, result, { input: args });
  }
  // No result yet: the request is out and the server is working on it.
  if (result === undefined) return presentTool({ tool: toolName, input: args, status: 'running' }, options);
  const facts = readCallToolResult(result);
  if (facts === undefined) {
    return unreadableIntent(`Not an MCP CallToolResult: got ${describeValue(result)}`, result, {
      tool: toolName,
      input: args,
    });
  }
  return presentTool({ tool: toolName, input: args, result: facts }, options);
}

/**
 * The render intent for one MCP tool call: the tool's name, the call's `arguments`, and the
 * server's `CallToolResult` (`McpCallToolResult`), or `undefined` while the call runs.
 * The generic card shows every content block as it came (text, image, audio, resource_link,
 * resource, and any newer kind as JSON), `structuredContent` as its `output`, and `isError` as
 * the error state. A host presenter for the tool (`options.present[toolName]`) gets
 * `(args, result)`; a `structuredContent` that is itself a valid intent is shown as that card.
 *
 * A result that is not a `CallToolResult` gives a generic error card that says so and shows
 * the value. Always a valid intent; never throws.
 */
export function fromMcpToolResult(
  toolName: string,
  args: unknown,
  result: unknown,
  options: PresentOptions = {},
): RenderIntent {
  try {
    return read(toolName, args, result, options);
  } catch (error) {
    return unreadableIntent(`Could not read the MCP tool result: ${messageOf(error)}`, undefined);
  }
}
