import { memo, useMemo, type Ref } from 'react';
import { type AnsiLine, MAX_SPANS_PER_LINE } from '../../ansi';
import { formatCount } from '../../format/format-count';
import { useCardContext } from '../../react-base/card-context';
import { AnsiLineText } from './ansi-line-text';
import { drawnLine } from './drawn-line';
import type { FindHit } from './find-in-lines';
import { useOutputLocations } from './output-locations';
import type { TerminalStream } from './terminal-feed';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link TerminalLine}. */
export interface TerminalLineProps {
  /** 0-based line index (`data-index`, which the virtualizer measures by). */
  index: number;
  line: AnsiLine;
  /** `stderr` marks the row by colour and by a label read before it. */
  stream: TerminalStream | undefined;
  hits?: readonly FindHit[];
  currentStart?: number;
  /** The virtualizer's measuring ref. */
  measureRef?: Ref<HTMLDivElement>;
  /** Which of the row's location buttons holds its list's one Tab stop (see `useLocationFocus`); none when absent. */
  locationTabStop?: number;
}

/**
 * One output row: `data-slot="line"`, with `data-stream="stderr"` and a hidden "stderr" label on
 * stderr rows, and its file locations as buttons when the host opens them. A line over a budget says so after its text
 * (`data-slot="line-note"`, and
 * `data-cut="styles"`, `"moves"` or `"length"` on the row: past `MAX_DRAWN_LINE_CHARS` only the start is drawn).
 */
export const TerminalLine = /* @__PURE__ */ memo(function TerminalLine({
  index,
  line,
  stream,
  hits,
  currentStart,
  measureRef,
  locationTabStop,
}: TerminalLineProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  // Scanned here, for drawn rows only, and only when the host opens locations.
  const output = useOutputLocations();
  const locations = output?.locations.at(index);
  const drawn = useMemo(() => drawnLine(line), [line]);
  return (
    <div
      {...slotProps('line')}
      data-index={index}
      data-stream={stream}
      data-cut={line.stylesMerged ? 'styles' : line.movesClipped ? 'moves' : drawn.hidden > 0 ? 'length' : undefined}
      ref={measureRef}
    >
      {stream === 'stderr' && <span {...slotProps('stream-label')}>{`${labels.terminal.stderr} `}</span>}
      <AnsiLineText
        line={drawn.line}
        hits={hits}
        currentStart={currentStart}
        locations={locations}
        onOpenLocation={output?.open}
        locationTabStop={locationTabStop}
      />
      {line.stylesMerged && (
        <span {...slotProps('line-note')}>{labels.terminal.lineStylesMerged(formatCount(MAX_SPANS_PER_LINE))}</span>
      )}
      {line.movesClipped && <span {...slotProps('line-note')}>{labels.terminal.lineMovesClipped}</span>}
      {drawn.hidden > 0 && (
        <span {...slotProps('line-note')}>{labels.terminal.lineCharsHidden(formatCount(drawn.hidden))}</span>
      )}
    </div>
  );
});
