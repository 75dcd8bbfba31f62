import { useCardContext } from '../../chrome/card-context';
import { formatCount } from '../../format/format-count';
import { useHighlightedLines } from '../../highlight/use-highlighted-lines';
import { ReadRow } from './read-row';
import { gutterStyle } from './read-rows';
import type { ReadWindow } from './read-window';

/** Props of {@link ReadPreview}. */
export interface ReadPreviewProps {
  /** The window's model, from `readWindowOf`. */
  model: ReadWindow;
  /** Lines shown from the start of the window. */
  lines: number;
  /** Opens the card on the whole window. */
  onShowAll: () => void;
}

/**
 * The collapsed card's code: the window's first `lines` lines, numbered and highlighted like the
 * open view, then a "Show all N lines" button when there are more. A window that fits is shown whole.
 */
export function ReadPreview({ model, lines: headLines, onShowAll }: ReadPreviewProps) {
  const { labels } = useCardContext();
  const count = model.lines.length;
  const shown = Math.min(Math.max(headLines, 0), count);
  const { tokensFor } = useHighlightedLines({ lines: model.texts, lang: model.language, visibleStart: 0, visibleEnd: shown });
  return (
    <div data-slot="preview" data-folded={shown < count ? '' : undefined} style={gutterStyle(model)}>
      {model.lines.slice(0, shown).map((line, index) => (
        <ReadRow key={index} index={index} line={line} tokens={tokensFor(index)} />
      ))}
      {shown < count && (
        <button type="button" data-slot="show-all" onClick={onShowAll}>
          {labels.showAllLines(formatCount(count))}
        </button>
      )}
    </div>
  );
}
