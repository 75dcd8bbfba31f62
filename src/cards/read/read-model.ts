import type { HighlightLanguage } from '../../highlight/highlight-languages';
import { languageFor } from '../../highlight/language-for-path';
import type { ContentBlock, ReadIntent } from '../../protocol/intent-types';
import { summarizeHiddenCharacters, type HiddenSummary } from './hidden-characters';
import { readLinesOf, type ReadLine } from './read-lines';
import { readRange, type ReadRange } from './read-range';

/** Everything the read card draws, computed once per intent. */
export interface ReadModel {
  /** The lines, with their numbers in the file. */
  lines: readonly ReadLine[];
  /** The lines' texts, for the highlighter (the same array for the same window). */
  texts: readonly string[];
  /** The language to highlight in, or `undefined` for plain text. */
  language: HighlightLanguage | undefined;
  /** "lines A–B of N", or why the window is empty. */
  range: ReadRange;
  /** Bidi and zero-width characters in the window: the header's warning. */
  hidden: HiddenSummary;
  /** Digits of the widest line number: the gutter's width, so it does not grow while scrolling. */
  numberDigits: number;
  /**
   * The view's `content` blocks the window does not stand for, drawn after it: every block but
   * text. A text block is the model-facing text of the window (DSH's `10: line_10 = 10 …`), drawn
   * as the window when neither `lines` nor `text` is sent, and carried by them when one is.
   */
  contentLeft: readonly ContentBlock[];
}

function widestNumber(lines: readonly ReadLine[]): number {
  let widest = 0;
  for (const line of lines) if (line.number > widest) widest = line.number;
  return widest;
}

/**
 * The read card's model of an intent: pure. `<ToolCard>` builds it once per intent and hands the
 * same object to the header, the body and the copy text, so a 50,000-line window is scanned once.
 */
export function readModelOf(intent: ReadIntent): ReadModel {
  const lines = readLinesOf(intent);
  const texts = lines.map((line) => line.text);
  return {
    lines,
    texts,
    language: languageFor({ lang: intent.lang, path: intent.path }),
    range: readRange(lines, intent),
    hidden: summarizeHiddenCharacters(texts),
    numberDigits: String(widestNumber(lines)).length,
    contentLeft: (intent.content ?? []).filter((block) => !(block.type === 'text' && typeof block.text === 'string')),
  };
}
