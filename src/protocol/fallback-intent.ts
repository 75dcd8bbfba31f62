import type { GenericIntent } from './intent-types';

/**
 * The card of a tool that declares no view: a generic card titled with the tool's name that
 * shows the raw call arguments as its input.
 */
export function fallbackIntent(toolName: string, args: unknown): GenericIntent {
  const intent: GenericIntent = { card: 'generic', title: toolName, tool: toolName };
  if (args !== undefined) intent.rawInput = args;
  return intent;
}
