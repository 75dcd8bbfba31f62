import type { AnsiSpan } from '../../ansi';
import type { FindHit } from './find-in-lines';

/** A run of one span's text, inside or outside a find hit. */
export interface SpanPiece {
  text: string;
  /** `current` for the hit the find box is on, `hit` for the others, absent outside hits. */
  hit?: 'hit' | 'current';
}

/** One span with its text cut at hit boundaries. */
export interface SplitSpan {
  span: AnsiSpan;
  pieces: SpanPiece[];
}

/**
 * A line's spans with their text cut where find hits begin and end, so a hit that crosses spans
 * keeps each span's style. `hits` are one line's, in order and not overlapping; `currentStart`
 * is the start of the current hit when it is on this line, else -1.
 */
export function splitSpansAtHits(spans: readonly AnsiSpan[], hits: readonly FindHit[] | undefined, currentStart: number): SplitSpan[] {
  if (!hits || hits.length === 0) return spans.map((span) => ({ span, pieces: [{ text: span.text }] }));
  const result: SplitSpan[] = [];
  let offset = 0;
  let next = 0;
  for (const span of spans) {
    const end = offset + span.text.length;
    const pieces: SpanPiece[] = [];
    let cursor = offset;
    while (cursor < end) {
      // Skip hits that ended before this point.
      while (next < hits.length && hits[next]!.end <= cursor) next++;
      const hit = hits[next];
      if (!hit || hit.start >= end) {
        pieces.push({ text: span.text.slice(cursor - offset) });
        break;
      }
      if (hit.start > cursor) {
        pieces.push({ text: span.text.slice(cursor - offset, hit.start - offset) });
        cursor = hit.start;
      }
      const stop = Math.min(hit.end, end);
      pieces.push({ text: span.text.slice(cursor - offset, stop - offset), hit: hit.start === currentStart ? 'current' : 'hit' });
      cursor = stop;
    }
    result.push({ span, pieces });
    offset = end;
  }
  return result;
}
