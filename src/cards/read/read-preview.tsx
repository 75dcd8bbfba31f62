import { useHighlightedLines } from '../../highlight';
import type { ReadModel } from './read-model';
import { previewRange, ReadPreviewRows } from './read-preview-rows';

/** Props of {@link ReadPreview}. */
export interface ReadPreviewProps {
  /** The window's model, from `readModelOf`. */
  model: ReadModel;
  /** Lines shown from the start of the window. */
  lines: number;
  /** Lines shown from the end of the window; 0 unless set. */
  tailLines?: number;
  /** Opens the card on the whole window. */
  onShowAll: () => void;
}

/**
 * The collapsed card's code, like the terminal's preview: the window's first `lines` and last
 * `tailLines` lines, numbered and highlighted like the open view, and between them a "Show all N
 * lines" button. A window that fits is shown whole.
 */
export function ReadPreview({ model, lines: headLines, tailLines = 0, onShowAll }: ReadPreviewProps) {
  const count = model.lines.length;
  const { headEnd, tailStart } = previewRange(count, headLines, tailLines);
  // The head and the tail are highlighted apart, and nothing between them: a folded 40,000-line
  // window costs its dozen drawn lines. A tail far down starts from a guessed state and is made
  // exact in the background (see createLineTokenizer).
  const headHighlight = useHighlightedLines({
    lines: model.texts,
    lang: model.language,
    visibleStart: 0,
    visibleEnd: headEnd,
    overscan: 0,
  });
  const tailHighlight = useHighlightedLines({
    lines: model.texts,
    lang: model.language,
    visibleStart: tailStart,
    visibleEnd: count,
    overscan: 0,
  });
  const tokensFor = (index: number) =>
    index < headEnd ? headHighlight.tokensFor(index) : tailHighlight.tokensFor(index);
  return (
    <ReadPreviewRows
      lines={model.lines}
      numberDigits={model.numberDigits}
      headLines={headLines}
      tailLines={tailLines}
      tokensFor={tokensFor}
      onShowAll={onShowAll}
    />
  );
}
