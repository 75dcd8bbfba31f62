import { useCardContext } from '../../chrome/card-context';
import { formatCount } from '../../format/format-count';
import { useHighlightedLines } from '../../highlight/use-highlighted-lines';
import { ReadRow } from './read-row';
import { gutterStyle } from './read-rows';
import type { ReadModel } from './read-model';
import { useSlotProps } from '../../chrome/slot-props';

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
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const count = model.lines.length;
  const head = Math.max(headLines, 0);
  const tail = Math.max(tailLines, 0);
  const folded = count > head + tail;
  const headEnd = folded ? head : count;
  const tailStart = folded ? count - tail : count;
  // The head and the tail are highlighted apart, and nothing between them: a folded 40,000-line
  // window costs its dozen drawn lines. A tail far down starts from a guessed state and is made
  // exact in the background (see createLineTokenizer).
  const headHighlight = useHighlightedLines({ lines: model.texts, lang: model.language, visibleStart: 0, visibleEnd: headEnd, overscan: 0 });
  const tailHighlight = useHighlightedLines({ lines: model.texts, lang: model.language, visibleStart: tailStart, visibleEnd: count, overscan: 0 });
  const row = (index: number) => {
    const line = model.lines[index];
    const tokens = index < headEnd ? headHighlight.tokensFor(index) : tailHighlight.tokensFor(index);
    return line === undefined ? null : <ReadRow key={index} index={index} line={line} tokens={tokens} />;
  };
  return (
    <div {...slotProps('preview')} data-folded={folded ? '' : undefined} style={gutterStyle(model)}>
      {Array.from({ length: headEnd }, (_, index) => row(index))}
      {folded && (
        <button type="button" {...slotProps('show-all')} onClick={onShowAll}>
          {labels.showAllLines(formatCount(count))}
        </button>
      )}
      {Array.from({ length: count - tailStart }, (_, offset) => row(tailStart + offset))}
    </div>
  );
}
