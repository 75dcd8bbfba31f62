import type { GenericIntent } from '../protocol/intent-types';

/** How a value the adapter could not read is named in the card's note. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'object':
      return 'an object';
    case 'undefined':
      return 'nothing';
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    default:
      return `a ${typeof value}`;
  }
}

/** Only JSON travels in an intent: a function, symbol or bigint is named in the note instead. */
function isJsonLike(value: unknown): boolean {
  return value === null || ['object', 'string', 'number', 'boolean'].includes(typeof value);
}

/**
 * The card for a value an adapter cannot read as a tool call or result: a generic card in the
 * error state whose `error` says what was wrong and whose `output` keeps the value as it came,
 * so nothing the host handed over is hidden. Error, because the host's data is broken; the
 * tool itself may well have worked, which the note does not claim otherwise.
 */
export function unreadableIntent(note: string, raw: unknown, call?: { tool?: string; input?: unknown }): GenericIntent {
  const intent: GenericIntent = { card: 'generic', status: 'error', error: note };
  if (call?.tool !== undefined && call.tool.length > 0) {
    intent.title = call.tool;
    intent.tool = call.tool;
  }
  if (call?.input !== undefined) intent.rawInput = call.input;
  if (raw !== undefined && isJsonLike(raw)) intent.output = raw;
  return intent;
}

/** The message of anything thrown, without trusting it to stringify. */
export function messageOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}
