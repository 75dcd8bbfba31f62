import type { SearchMatch } from '../../protocol/intent-types';
import { cutAroundHit } from './cut-around-hit';
import { hitRanges, markSegments, type MarkedSegment } from './mark-ranges';

/** A match's line as drawn: its segments, and whether text was cut on either side. */
export interface MatchLineModel {
  /** How many characters of leading indentation (spaces and tabs) were left out. */
  indent: number;
  /** The plain text before the first hit ('' when the line starts with one, or has none). */
  lead: string;
  /** The rest of the line from the first hit on: hits marked. */
  segments: MarkedSegment[];
  cutStart: boolean;
  cutEnd: boolean;
}

/** Where the line's text starts after its indentation, never past the first hit. */
function indentationEnd(line: string, limit: number): number {
  let end = 0;
  while (end < limit && (line[end] === ' ' || line[end] === '\t')) end += 1;
  return end;
}

/**
 * One grep line ready to draw: hits from the host's ranges or the literal query, leading
 * indentation dropped (in a list of hits from many places it only pushes the hit off a narrow
 * screen), the line cut around the first hit when it is long, and split into the plain lead
 * before the first hit and marked and plain segments from it on. The lead is apart so a narrow
 * row can give it up first and keep the hit in view.
 */
export function matchLine(match: SearchMatch, query: string | undefined): MatchLineModel {
  const { line } = match;
  const hits = hitRanges(line, match.ranges, query);
  const firstHit = hits[0]?.[0];
  const window = cutAroundHit(line, firstHit);
  const start = window.cutStart ? window.start : indentationEnd(line, firstHit ?? line.length);
  const leadEnd = firstHit === undefined ? start : Math.max(start, Math.min(firstHit, window.end));
  return {
    indent: window.cutStart ? 0 : start,
    lead: line.slice(start, leadEnd),
    segments: markSegments(line, hits, leadEnd, window.end),
    cutStart: window.cutStart,
    cutEnd: window.cutEnd,
  };
}
