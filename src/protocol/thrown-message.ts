import { sliceAtCodePoint, toWellFormedText } from './well-formed-text';

/** Longest message kept from a thrown value: a note, not a dump. */
const MAX_MESSAGE_CHARS = 500;

function messageText(error: unknown): string {
  if (error instanceof Error) return `${String(error.name)}: ${String(error.message)}`;
  return String(error);
}

/**
 * A short, well-formed message for anything thrown, without trusting it: a value with no
 * prototype (`String()` throws on it), a revoked proxy or a throwing getter gives a plain
 * "unknown error" instead of a second throw.
 */
export function thrownMessage(error: unknown): string {
  let text: string;
  try {
    text = messageText(error);
  } catch {
    return 'unknown error';
  }
  const cut = sliceAtCodePoint(text, MAX_MESSAGE_CHARS);
  return toWellFormedText(cut.length < text.length ? `${cut}…` : cut);
}
