import { sliceAtCodePoint } from '../protocol/well-formed-text';

/**
 * Longest name drawn whole in a header or as a JSON key (UTF-16 units): far past any real title,
 * command, path or key, short enough that a 2M-character one cannot make megabytes of markup.
 */
const MAX_NAME_CHARS = 1_000;

/**
 * `text` cut for display at `max` UTF-16 units, at a code point, with `…` when anything was cut.
 * The full text stays in the intent, for copying.
 */
export function displayCut(text: string, max: number = MAX_NAME_CHARS): string {
  if (text.length <= max) return text;
  return `${sliceAtCodePoint(text, max)}…`;
}
