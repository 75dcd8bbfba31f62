import type { ContentBlock, ReadIntent } from '../../protocol/intent-types';
import { numberDigitsOf, readHeaderModel, type ReadHeaderModel } from './read-header-model';

/** Everything the read card draws, computed once per intent. */
export interface ReadModel extends ReadHeaderModel {
  /** Digits of the widest line number: the gutter's width, so it does not grow while scrolling. */
  numberDigits: number;
  /**
   * The view's `content` blocks the window does not stand for, drawn after it: every block but
   * text. A text block is the model-facing text of the window (DSH's `10: line_10 = 10 …`), drawn
   * as the window when neither `lines` nor `text` is sent, and carried by them when one is.
   */
  contentLeft: readonly ContentBlock[];
}

/**
 * The read card's model of an intent: pure. `<ToolCard>` builds it once per intent and hands the
 * same object to the header, the body and the copy text, so a 50,000-line window is scanned once.
 */
export function readModelOf(intent: ReadIntent): ReadModel {
  const header = readHeaderModel(intent);
  return {
    ...header,
    numberDigits: numberDigitsOf(header.lines),
    contentLeft: (intent.content ?? []).filter((block) => !(block.type === 'text' && typeof block.text === 'string')),
  };
}
