import { useMemo, useState } from 'react';
import { EMPTY_FIND, extendFind, findInLines, hitsByLine, type FindHit, type FindResult } from './find-in-lines';
import type { TerminalFeed } from './terminal-feed';

/** The find box's state and what it found. */
export interface FindInOutput {
  query: string;
  /** Sets the query and goes back to its first hit. */
  setQuery: (query: string) => void;
  result: FindResult;
  /** The result's hits by line, for the rows. */
  byLine: ReadonlyMap<number, readonly FindHit[]>;
  /** Index of the current hit in `result.hits`, or -1 when there are none. */
  currentIndex: number;
  current: FindHit | undefined;
  /** Moves to the next (1) or previous (-1) hit, wrapping around; returns the hit moved to. */
  step: (direction: 1 | -1) => FindHit | undefined;
}

/** The last search over a feed: the version of the feed it searched, and what it found. */
interface FindCache {
  version: number;
  result: FindResult;
}

// A cache of work, keyed by the feed (one per card, let go with it), outside React's state: a
// render that is discarded leaves a correct entry, and a hit is used only for the same feed,
// query and version (or the version just before, to extend), so no render depends on it.
const lastFind = new WeakMap<TerminalFeed, FindCache>();

/**
 * Find over a feed's plain line texts. While the log streams, only the changed lines are
 * searched again (`extendFind`); a new query or a fresh screen searches everything.
 */
export function useFindInOutput(feed: TerminalFeed, version: number, changedFrom: number): FindInOutput {
  const [query, setQueryState] = useState('');
  const [wanted, setWanted] = useState(0);

  const result = useMemo(() => {
    if (query === '') return EMPTY_FIND;
    const previous = lastFind.get(feed);
    const lineText = (index: number) => feed.lineText(index);
    let next: FindResult;
    if (previous && previous.result.query === query && previous.version === version) {
      next = previous.result;
    } else if (previous && previous.result.query === query && previous.version === version - 1) {
      next = extendFind(previous.result, lineText, changedFrom, feed.lineCount);
    } else {
      next = { query, ...findInLines(lineText, 0, feed.lineCount, query) };
    }
    lastFind.set(feed, { version, result: next });
    return next;
  }, [feed, version, changedFrom, query]);

  const byLine = useMemo(() => hitsByLine(result.hits), [result]);
  const count = result.hits.length;
  const currentIndex = count === 0 ? -1 : Math.min(wanted, count - 1);

  return {
    query,
    setQuery: (next) => {
      setQueryState(next);
      setWanted(0);
    },
    result,
    byLine,
    currentIndex,
    current: currentIndex >= 0 ? result.hits[currentIndex] : undefined,
    step: (direction) => {
      if (count === 0) return undefined;
      const index = (currentIndex + direction + count) % count;
      setWanted(index);
      return result.hits[index];
    },
  };
}
