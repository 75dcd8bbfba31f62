import { stringifyJson } from '../../json-tree';
import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { GenericIntent } from '../../protocol/intent-types';

function resultTexts(intent: GenericIntent): string[] {
  return (intent.content ?? []).flatMap((block) =>
    (block.type === 'text' || block.type === 'reasoning') && typeof block.text === 'string' ? [block.text] : [],
  );
}

/** The name of the generic card's Copy, by what {@link genericCopyText} picks. */
export function genericCopyLabel(intent: GenericIntent, labels: ToolCardLabels): string {
  if (resultTexts(intent).length > 0) return labels.copyWhat.result;
  if (intent.output !== undefined) return labels.terminal.copyOutput;
  if (intent.rawInput !== undefined) return labels.copyWhat.input;
  return labels.copyWhat.rawData;
}

/**
 * What the generic card's copy button copies: the result's text when there is some, else the
 * structured output, else the input, as JSON (a string input as-is).
 */
export function genericCopyText(intent: GenericIntent): string {
  const texts = resultTexts(intent);
  if (texts.length > 0) return texts.join('\n\n');
  if (intent.output !== undefined) return stringifyJson(intent.output);
  if (typeof intent.rawInput === 'string') return intent.rawInput;
  return stringifyJson(intent.rawInput ?? intent.content ?? null);
}
