import type { GenericIntent } from './intent-types';

/**
 * The card of a tool that declares no view: a generic card titled with the tool's name that
 * shows the raw call arguments as its input. Always a valid intent: a `toolName` that is not a
 * string is left out (the card is then untitled).
 */
export function fallbackIntent(toolName: string, args: unknown): GenericIntent {
  const intent: GenericIntent =
    typeof toolName === 'string' ? { card: 'generic', title: toolName, tool: toolName } : { card: 'generic' };
  if (args !== undefined) intent.rawInput = args;
  return intent;
}
