import { Fragment, memo, type CSSProperties, type ReactNode } from 'react';
import type { AnsiLine, AnsiSpan } from '../../ansi';
import { useCardContext } from '../../react-base/card-context';
import { ExternalLink } from '../../react-base/external-link';
import { ansiSpanStyle } from './ansi-span-style';
import type { FindHit } from './find-in-lines';
import type { TextLocation } from './find-locations';
import { groupSpansAtLocations, splitSpansAtHits, type SpanPiece } from './span-pieces';
import { useSlotProps, type SlotPropsOf } from '../../react-base/slot-props';

/** Props of {@link AnsiLineText}. */
export interface AnsiLineTextProps {
  /** The parsed line to draw. */
  line: AnsiLine;
  /** This line's find hits, in order. */
  hits?: readonly FindHit[];
  /** Start of the current find hit when it is on this line, else -1. */
  currentStart?: number;
  /** File locations in the line, drawn as buttons that call `onOpenLocation`; absent, none are. */
  locations?: readonly TextLocation[];
  /** Opens a location (the host's `onOpenLocation`); needed with `locations`. */
  onOpenLocation?: (location: TextLocation) => void;
  /** Which of the line's location buttons (0-based) holds its list's one Tab stop; none when absent. */
  locationTabStop?: number;
}

function drawPiece(piece: SpanPiece, href: string | undefined, key: number, slotProps: SlotPropsOf): ReactNode {
  const text = href === undefined ? piece.text : <ExternalLink key={key} href={href} text={piece.text} />;
  if (piece.hit === undefined) return text;
  return (
    <mark key={key} {...slotProps('hit')} data-hit="" data-current-hit={piece.hit === 'current' ? '' : undefined}>
      {text}
    </mark>
  );
}

function lineTextOf(spans: readonly AnsiSpan[]): string {
  return spans.map((span) => span.text).join('');
}

function drawSpans(
  spans: readonly AnsiSpan[],
  hits: readonly FindHit[] | undefined,
  currentStart: number,
  startOffset: number,
  slotProps: SlotPropsOf,
): ReactNode[] {
  return splitSpansAtHits(spans, hits, currentStart, startOffset).map(({ span, pieces }, index) => {
    const style = ansiSpanStyle(span.style) as CSSProperties;
    return (
      <span key={index} style={Object.keys(style).length > 0 ? style : undefined}>
        {pieces.map((piece, pieceIndex) => drawPiece(piece, span.href, pieceIndex, slotProps))}
      </span>
    );
  });
}

/**
 * One terminal line: each styled span as a `<span style>`, plain text as text, OSC 8 links
 * (already vetted to http/https) as links, find hits as `<mark>`, and file locations, when the
 * host opens them, as `<button data-slot="output-location">` around the spans they cover (one of a
 * list's holds its Tab stop, see `useLocationFocus`). Memoised on
 * the line object, which the screen keeps until the line changes, so appending output redraws
 * only new rows.
 */
export const AnsiLineText = /* @__PURE__ */ memo(function AnsiLineText({
  line,
  hits,
  currentStart = -1,
  locations,
  onOpenLocation,
  locationTabStop = -1,
}: AnsiLineTextProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  if (!locations || locations.length === 0 || !onOpenLocation)
    return <>{drawSpans(line.spans, hits, currentStart, 0, slotProps)}</>;
  // Counted as drawn: a location over a link is not a button (see `groupSpansAtLocations`).
  let ordinal = -1;
  return (
    <>
      {groupSpansAtLocations(line.spans, locations).map(({ location, start, spans }) => {
        const drawn = drawSpans(spans, hits, currentStart, start, slotProps);
        if (location === undefined) return <Fragment key={start}>{drawn}</Fragment>;
        ordinal++;
        // The name holds the text shown (WCAG 2.5.3, label in name); the tooltip spells the place out.
        const name = labels.terminal.openOutputLocation(lineTextOf(spans), location.path);
        const detail = labels.terminal.outputLocationDetail(
          location.path,
          location.line?.toString(),
          location.column?.toString(),
        );
        return (
          <button
            key={start}
            type="button"
            {...slotProps('output-location')}
            aria-label={name}
            title={detail}
            tabIndex={ordinal === locationTabStop ? 0 : -1}
            onClick={() => onOpenLocation(location)}
          >
            {drawn}
          </button>
        );
      })}
    </>
  );
});
