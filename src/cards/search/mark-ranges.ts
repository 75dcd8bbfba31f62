/** A hit inside a line: UTF-16 offsets, `start` inclusive, `end` exclusive. */
export type HitRange = readonly [start: number, end: number];

/** A piece of a line, marked when it is (part of) a hit. */
export interface MarkedSegment {
  text: string;
  hit: boolean;
}

/** Hits found on one line at most; past that, the rest of the line is drawn unmarked. */
const MAX_HITS_PER_LINE = 1000;

/** True when `offset` falls between the two halves of a surrogate pair. */
function splitsPair(line: string, offset: number): boolean {
  const before = line.charCodeAt(offset - 1);
  const after = line.charCodeAt(offset);
  return before >= 0xd800 && before <= 0xdbff && after >= 0xdc00 && after <= 0xdfff;
}

function normalizeRanges(line: string, ranges: readonly (readonly [number, number])[]): HitRange[] {
  const { length } = line;
  const clamped: [number, number][] = [];
  for (const [rawStart, rawEnd] of ranges) {
    // Widened to whole code points: a hit ending inside an emoji would leave half of it in each
    // text node, which the server sends as two U+FFFD and the browser keeps as halves.
    let start = Math.max(0, Math.min(rawStart, length));
    let end = Math.max(0, Math.min(rawEnd, length));
    if (splitsPair(line, start)) start -= 1;
    if (splitsPair(line, end)) end += 1;
    if (end > start) clamped.push([start, end]);
    if (clamped.length >= MAX_HITS_PER_LINE) break;
  }
  clamped.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of clamped) {
    const last = merged[merged.length - 1];
    if (last !== undefined && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push(range);
  }
  return merged;
}

function literalHits(line: string, query: string): HitRange[] {
  const hits: HitRange[] = [];
  let from = 0;
  while (hits.length < MAX_HITS_PER_LINE) {
    const start = line.indexOf(query, from);
    if (start < 0) break;
    hits.push([start, start + query.length]);
    from = start + query.length;
  }
  return hits;
}

/**
 * The hits to mark on a line, sorted and disjoint. The host's `ranges` win (clamped to the
 * line, overlaps merged, empty ones dropped). Without them, every occurrence of `query` taken
 * literally and case-sensitively: never compiled as a regular expression, so `a.b` does not
 * match `axb` and a hostile pattern cannot stall the page. Neither: no hits.
 */
export function hitRanges(
  line: string,
  ranges: readonly (readonly [number, number])[] | undefined,
  query: string | undefined,
): HitRange[] {
  if (ranges !== undefined) return normalizeRanges(line, ranges);
  if (query === undefined || query === '') return [];
  return literalHits(line, query);
}

/**
 * The text between `from` and `to` cut into plain and marked segments by sorted, disjoint
 * `hits` (offsets in the whole line); hits outside the window are ignored, straddling ones clipped.
 */
export function markSegments(line: string, hits: readonly HitRange[], from = 0, to = line.length): MarkedSegment[] {
  const segments: MarkedSegment[] = [];
  let cursor = from;
  for (const [hitStart, hitEnd] of hits) {
    const start = Math.max(hitStart, from);
    const end = Math.min(hitEnd, to);
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: line.slice(cursor, start), hit: false });
    segments.push({ text: line.slice(start, end), hit: true });
    cursor = end;
  }
  if (cursor < to) segments.push({ text: line.slice(cursor, to), hit: false });
  return segments;
}
