import { useCardContext } from '../../react-base/card-context';
import { formatCount } from '../../format/format-count';
import type { PreviewLine, PreviewLines } from './preview-lines';
import type { TerminalFeed } from './terminal-feed';
import { TerminalLine } from './terminal-line';
import { useOutputLocations } from './output-locations';
import { useLocationFocus } from './use-location-focus';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link TerminalPreview}. */
export interface TerminalPreviewProps {
  /** The lines to show and how many there are (see `previewLines`, `feedPreviewLines`). */
  lines: PreviewLines;
  /** Opens the card on the whole output. */
  onShowAll: () => void;
}

/** The head and tail of an output from a feed that parsed all of it. */
export function feedPreviewLines(feed: TerminalFeed, headLines: number, tailLines: number): PreviewLines {
  const count = feed.lineCount;
  const head = Math.max(headLines, 0);
  const tail = Math.max(tailLines, 0);
  const folded = count > head + tail;
  const range = (from: number, to: number): PreviewLine[] =>
    Array.from({ length: Math.max(to - from, 0) }, (_, offset) => ({
      index: from + offset,
      line: feed.line(from + offset),
      stream: feed.lineStream(from + offset),
    }));
  return { lineCount: count, head: range(0, folded ? head : count), tail: folded ? range(count - tail, count) : [] };
}

/**
 * The collapsed card's output: its first and last lines, and between them a "Show all N lines"
 * button that opens the card. Output that fits is shown whole.
 */
export function TerminalPreview({ lines, onShowAll }: TerminalPreviewProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const folded = lines.tail.length > 0 || lines.lineCount > lines.head.length;
  // The preview's file locations are one Tab stop too; all its rows are drawn, so no scrolling.
  const locationFocus = useLocationFocus({ locations: useOutputLocations()?.locations, lineCount: lines.lineCount });
  const tabStop = locationFocus.tabStopIn([...lines.head, ...lines.tail].map((line) => line.index));
  const drawn = ({ index, line, stream }: PreviewLine) => (
    <TerminalLine
      key={index}
      index={index}
      line={line}
      stream={stream}
      locationTabStop={tabStop?.line === index ? tabStop.ordinal : undefined}
    />
  );
  return (
    <div
      {...slotProps('preview')}
      data-folded={folded ? '' : undefined}
      onKeyDown={locationFocus.onKeyDown}
      onFocus={locationFocus.onFocus}
    >
      {lines.head.map(drawn)}
      {folded && (
        <button type="button" {...slotProps('show-all')} onClick={onShowAll}>
          {labels.showAllLines(formatCount(lines.lineCount))}
        </button>
      )}
      {lines.tail.map(drawn)}
    </div>
  );
}
