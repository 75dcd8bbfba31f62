import { memo, type CSSProperties, type ReactNode } from 'react';
import type { AnsiLine } from '../../ansi';
import { ExternalLink } from '../../chrome/external-link';
import { ansiSpanStyle } from './ansi-span-style';
import type { FindHit } from './find-in-lines';
import { splitSpansAtHits, type SpanPiece } from './span-pieces';
import { useSlotProps, type SlotPropsOf } from '../../chrome/slot-props';

/** Props of {@link AnsiLineView}. */
export interface AnsiLineViewProps {
  /** The parsed line to draw. */
  line: AnsiLine;
  /** This line's find hits, in order. */
  hits?: readonly FindHit[];
  /** Start of the current find hit when it is on this line, else -1. */
  currentStart?: number;
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

/**
 * One terminal line: each styled span as a `<span style>`, plain text as text, OSC 8 links
 * (already vetted to http/https) as links, find hits as `<mark>`. Memoised on the line object,
 * which the screen keeps until the line changes, so appending output redraws only new rows.
 */
export const AnsiLineView = memo(function AnsiLineView({ line, hits, currentStart = -1 }: AnsiLineViewProps) {
  const slotProps = useSlotProps();
  return (
    <>
      {splitSpansAtHits(line.spans, hits, currentStart).map(({ span, pieces }, index) => {
        const style = ansiSpanStyle(span.style) as CSSProperties;
        return (
          <span key={index} style={Object.keys(style).length > 0 ? style : undefined}>
            {pieces.map((piece, pieceIndex) => drawPiece(piece, span.href, pieceIndex, slotProps))}
          </span>
        );
      })}
    </>
  );
});
