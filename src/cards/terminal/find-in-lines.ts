/** One occurrence of the find query: UTF-16 offsets into a line's plain text. */
export interface FindHit {
  /** 0-based line index. */
  line: number;
  /** First character of the hit. */
  start: number;
  /** One past its last character. */
  end: number;
}

/** The hits of one query over the lines searched so far. */
export interface FindResult {
  /** The query as typed (empty: no search). */
  query: string;
  /** Hits in reading order, at most `limit`. */
  hits: FindHit[];
  /** More hits exist than were kept. */
  capped: boolean;
}

/** Hits kept per query: enough to step through, bounded for a query like `e` on 100,000 lines. */
const MAX_FIND_HITS = 10_000;

/** The result of searching nothing. */
export const EMPTY_FIND: FindResult = Object.freeze({ query: '', hits: [], capped: false }) as FindResult;

/**
 * The non-overlapping hits of `query` in lines `[from, to)`, case-insensitively. A line whose
 * lower-case form changes length (a few Unicode letters do) is searched as-is, so offsets always
 * point into the text the view draws.
 */
export function findInLines(
  lineText: (index: number) => string,
  from: number,
  to: number,
  query: string,
  limit: number = MAX_FIND_HITS,
): { hits: FindHit[]; capped: boolean } {
  const hits: FindHit[] = [];
  if (query === '') return { hits, capped: false };
  const needle = query.toLowerCase();
  const exact = needle.length !== query.length;
  for (let line = from; line < to; line++) {
    const text = lineText(line);
    const lower = text.toLowerCase();
    const folded = !exact && lower.length === text.length;
    const haystack = folded ? lower : text;
    const target = folded ? needle : query;
    let start = haystack.indexOf(target);
    while (start >= 0) {
      if (hits.length === limit) return { hits, capped: true };
      hits.push({ line, start, end: start + target.length });
      start = haystack.indexOf(target, start + target.length);
    }
  }
  return { hits, capped: false };
}

/**
 * A previous result brought up to date after lines `[changedFrom, lineCount)` changed: hits
 * above the change are kept and only the changed lines are searched again, so following a
 * streaming log costs the new lines, not the whole log.
 */
export function extendFind(
  previous: FindResult,
  lineText: (index: number) => string,
  changedFrom: number,
  lineCount: number,
  limit: number = MAX_FIND_HITS,
): FindResult {
  let keep = previous.hits.length;
  while (keep > 0 && (previous.hits[keep - 1]?.line ?? 0) >= changedFrom) keep--;
  // A capped result stopped before the change: it stays as it was.
  if (previous.capped && keep === previous.hits.length) return previous;
  const kept = previous.hits.slice(0, keep);
  const more = findInLines(lineText, changedFrom, lineCount, previous.query, limit - kept.length);
  return { query: previous.query, hits: kept.concat(more.hits), capped: more.capped };
}

/** Hits grouped by line, each line's list in order: what a row looks up. */
export function hitsByLine(hits: readonly FindHit[]): ReadonlyMap<number, readonly FindHit[]> {
  const byLine = new Map<number, FindHit[]>();
  for (const hit of hits) {
    const list = byLine.get(hit.line);
    if (list) list.push(hit);
    else byLine.set(hit.line, [hit]);
  }
  return byLine;
}
