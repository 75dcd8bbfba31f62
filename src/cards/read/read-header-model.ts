import { type HighlightLanguage, languageFor } from '../../highlight';
import type { ReadIntent } from '../../protocol/intent-types';
import { summarizeHiddenCharacters, type HiddenSummary } from './hidden-characters';
import { readLinesOf, type ReadLine } from './read-lines';
import { readRange, type ReadRange } from './read-range';

/** What the read card's header and Copy read, from the intent alone: part of its whole model. */
export interface ReadHeaderModel {
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
}

/** The read header's model of an intent: pure, and what the whole model is built on, so their counts are one. */
export function readHeaderModel(intent: ReadIntent): ReadHeaderModel {
  const lines = readLinesOf(intent);
  const texts = lines.map((line) => line.text);
  return {
    lines,
    texts,
    language: languageFor({ lang: intent.lang, path: intent.path }),
    range: readRange(lines, intent),
    hidden: summarizeHiddenCharacters(texts),
  };
}

/** Digits of the widest line number of `lines`: the gutter's width, so it does not grow while scrolling. */
export function numberDigitsOf(lines: readonly ReadLine[]): number {
  let widest = 0;
  for (const line of lines) if (line.number > widest) widest = line.number;
  return String(widest).length;
}
