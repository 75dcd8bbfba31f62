import { stringifyJson } from '../../json-tree/stringify-json';
import type { GenericIntent } from '../../protocol/intent-types';

/**
 * What the generic card's copy button copies: the result's text when there is some, else the
 * structured output, else the input, as JSON (a string input as-is).
 */
export function genericCopyText(intent: GenericIntent): string {
  const texts = (intent.content ?? []).flatMap((block) =>
    (block.type === 'text' || block.type === 'reasoning') && typeof block.text === 'string' ? [block.text] : [],
  );
  if (texts.length > 0) return texts.join('\n\n');
  if (intent.output !== undefined) return stringifyJson(intent.output);
  if (typeof intent.rawInput === 'string') return intent.rawInput;
  return stringifyJson(intent.rawInput ?? intent.content ?? null);
}
