import { runInSlices, yieldInBackground, type SliceJob, type SliceOptions } from '../../scheduling/slice-scheduler';
import type { TerminalFeed } from './terminal-feed';

/** Characters parsed per step in the background: a millisecond or two of work. */
export const BACKGROUND_PARSE_CHARS = 64 * 1024;

/**
 * Parses the rest of a feed's output (what the render budget left) in steps of
 * {@link BACKGROUND_PARSE_CHARS}, through the kit's slice scheduler: steps run until a slice is
 * spent, then the page gets a turn (at background priority unless `options` says otherwise),
 * so no task is long however big the log. `onStep` hears of every step, to redraw.
 */
export function parseInBackground(feed: TerminalFeed, onStep: () => void, options: SliceOptions = {}): SliceJob {
  return runInSlices(
    () => {
      const done = feed.pump(BACKGROUND_PARSE_CHARS);
      onStep();
      return done;
    },
    { yieldToHost: yieldInBackground, ...options },
  );
}
