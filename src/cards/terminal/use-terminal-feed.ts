import { useEffect, useState } from 'react';
import { isSynchronousMode } from '../../highlight';
import type { TerminalFeed, TerminalSource } from './terminal-feed';
import { parseInBackground } from './parse-in-background';

/** What a terminal view draws from: the card's one feed, and its version for memoising. */
export interface TerminalFeedState {
  /** The card's feed, from its model; the same object for the card's whole life. */
  feed: TerminalFeed;
  /** Changes whenever the lines do. */
  version: number;
  /** The lowest line changed at this version (0 after a fresh start). */
  changedFrom: number;
}

/**
 * Brings the card's ONE terminal screen (its model's, kept across intents) up to `source`,
 * feeding it only what was appended (see `TerminalFeed`). It syncs during render, not in an
 * effect: a server runs no effects, and the first rows must be in its markup. That is safe
 * because `sync` is idempotent: a repeated or discarded render with the same source writes
 * nothing, and any other source is compared by content, never by identity or by time. While
 * not `active` (a collapsed card that shows its preview without it) it parses nothing; `head`
 * says its first lines are drawn (a collapsed card's preview read from it), so they are parsed in
 * the render even when the end of a long output is read first.
 */
export function useTerminalFeed(
  feed: TerminalFeed,
  source: TerminalSource,
  active = true,
  head = false,
): TerminalFeedState {
  if (active) feed.sync(source, undefined, { head });
  const pending = active && feed.pending;
  const [, setParsedVersion] = useState(0);

  // Output past the render budget is parsed after paint, in slices that leave the page
  // responsive; each slice re-renders so the line count and the tail arrive as they are parsed.
  useEffect(() => {
    if (!pending) return undefined;
    if (isSynchronousMode()) {
      // Tests: the whole log now, inside the effect (so inside act()).
      while (!feed.pump(Infinity));
      // eslint-disable-next-line react-hooks/set-state-in-effect -- tests' synchronous mode parses now, inside act(), what the slices below parse after paint
      setParsedVersion(feed.version);
      return undefined;
    }
    const job = parseInBackground(feed, () => setParsedVersion(feed.version));
    job.done.catch(() => {});
    return () => job.cancel();
  }, [feed, pending]);

  return { feed, version: feed.version, changedFrom: feed.changedFrom };
}
