import { useCardContext } from '../../chrome/card-context';
import { formatCount } from '../../format/format-count';
import type { TerminalFeed } from './terminal-feed';
import { TerminalLine } from './terminal-line';
import { useSlotProps } from '../../chrome/slot-props';

/** Props of {@link TerminalPreview}. */
export interface TerminalPreviewProps {
  feed: TerminalFeed;
  /** Lines shown from the start. */
  headLines: number;
  /** Lines shown from the end. */
  tailLines: number;
  /** Opens the card on the whole output. */
  onShowAll: () => void;
}

function lineRange(from: number, to: number): number[] {
  return Array.from({ length: Math.max(to - from, 0) }, (_, offset) => from + offset);
}

/**
 * The collapsed card's output: the first `headLines` and last `tailLines` lines, and between
 * them a "Show all N lines" button that opens the card. Output that fits is shown whole.
 */
export function TerminalPreview({ feed, headLines, tailLines, onShowAll }: TerminalPreviewProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const count = feed.lineCount;
  const head = Math.max(headLines, 0);
  const tail = Math.max(tailLines, 0);
  const folded = count > head + tail;
  const drawn = (index: number) => <TerminalLine key={index} index={index} line={feed.line(index)} stream={feed.lineStream(index)} />;
  return (
    <div {...slotProps('preview')} data-folded={folded ? '' : undefined}>
      {lineRange(0, folded ? head : count).map(drawn)}
      {folded && (
        <button type="button" {...slotProps('show-all')} onClick={onShowAll}>
          {labels.showAllLines(formatCount(count))}
        </button>
      )}
      {folded && lineRange(count - tail, count).map(drawn)}
    </div>
  );
}
