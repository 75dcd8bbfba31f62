import type { AnsiSpan } from '../../ansi';
import type { FindHit } from './find-in-lines';
import type { TextLocation } from './find-locations';

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
 * is the start of the current hit when it is on this line, else -1. `startOffset` is where the
 * first span starts in the line, when `spans` are a part of it ({@link groupSpansAtLocations}).
 */
export function splitSpansAtHits(
  spans: readonly AnsiSpan[],
  hits: readonly FindHit[] | undefined,
  currentStart: number,
  startOffset = 0,
): SplitSpan[] {
  if (!hits || hits.length === 0) return spans.map((span) => ({ span, pieces: [{ text: span.text }] }));
  const result: SplitSpan[] = [];
  let offset = startOffset;
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
      pieces.push({
        text: span.text.slice(cursor - offset, stop - offset),
        hit: hit.start === currentStart ? 'current' : 'hit',
      });
      cursor = stop;
    }
    result.push({ span, pieces });
    offset = end;
  }
  return result;
}

/** A run of a line's spans: all inside one file location, or all outside any. */
export interface SpanGroup {
  /** The location the spans draw; absent between locations. */
  location?: TextLocation;
  /** Where the group's text starts in the line. */
  start: number;
  spans: AnsiSpan[];
}

/**
 * A line's spans cut where file locations begin and end and grouped by location, so a location
 * drawn as a button keeps the colours of the text it covers (tsc colours the path, the line and
 * the column apart). A location over an OSC 8 link is left out: the link stays a link, and a
 * link cannot sit inside a button.
 */
export function groupSpansAtLocations(
  spans: readonly AnsiSpan[],
  locations: readonly TextLocation[] | undefined,
): SpanGroup[] {
  if (!locations || locations.length === 0) return [{ start: 0, spans: [...spans] }];
  const linked = linkedRanges(spans);
  const usable = locations.filter(
    (location) => !linked.some((range) => range.start < location.end && location.start < range.end),
  );
  const groups: SpanGroup[] = [];
  let offset = 0;
  let next = 0;
  const add = (span: AnsiSpan, start: number, location: TextLocation | undefined) => {
    const last = groups[groups.length - 1];
    if (last && last.location === location) last.spans.push(span);
    else groups.push(location === undefined ? { start, spans: [span] } : { location, start, spans: [span] });
  };
  for (const span of spans) {
    const end = offset + span.text.length;
    let cursor = offset;
    while (cursor < end) {
      while (next < usable.length && usable[next]!.end <= cursor) next++;
      const location = usable[next];
      const inside = location !== undefined && location.start <= cursor;
      const stop = location === undefined ? end : Math.min(end, inside ? location.end : location.start);
      const text = cursor === offset && stop === end ? span.text : span.text.slice(cursor - offset, stop - offset);
      add(text === span.text ? span : { ...span, text }, cursor, inside ? location : undefined);
      cursor = stop;
    }
    offset = end;
  }
  return groups;
}

function linkedRanges(spans: readonly AnsiSpan[]): { start: number; end: number }[] {
  const ranges: { start: number; end: number }[] = [];
  let offset = 0;
  for (const span of spans) {
    if (span.href !== undefined) ranges.push({ start: offset, end: offset + span.text.length });
    offset += span.text.length;
  }
  return ranges;
}
