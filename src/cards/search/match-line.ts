import type { SearchMatch } from '../../protocol/intent-types';
import { cutAroundHit } from './cut-around-hit';
import { hitRanges, markSegments, type MarkedSegment } from './mark-ranges';

/** A match's line as drawn: its segments, and whether text was cut on either side. */
export interface MatchLineModel {
  segments: MarkedSegment[];
  cutStart: boolean;
  cutEnd: boolean;
}

/**
 * One grep line ready to draw: hits from the host's ranges or the literal query, the line cut
 * around the first hit when it is long, and split into marked and plain segments.
 */
export function matchLine(match: SearchMatch, query: string | undefined): MatchLineModel {
  const hits = hitRanges(match.line, match.ranges, query);
  const window = cutAroundHit(match.line, hits[0]?.[0]);
  return { segments: markSegments(match.line, hits, window.start, window.end), cutStart: window.cutStart, cutEnd: window.cutEnd };
}
