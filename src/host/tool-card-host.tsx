import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { HostPaths } from './host-paths';
import { FirstMarkupHighlightingContext } from '../highlight';

/** What a {@link ToolCardHost} tells the cards below it. */
interface HostContextValue extends HostPaths {
  now?: number;
}

const HostContext = createContext<HostContextValue>({});

/** Props of {@link ToolCardHost}. */
export interface ToolCardHostProps extends HostPaths {
  /**
   * The host's clock, in milliseconds since the Unix epoch. A running card whose intent has
   * `startedAt` says how long it has run to this instant ("running 12 s"); the host re-renders with
   * a new `now` as often as it likes (every second, say). Absent, the card says when it started.
   */
  now?: number;
  /**
   * Draw code highlighted in the server's markup and while hydrating it (off by default: both are
   * plain, and tokens arrive after hydration). A card then waits for its grammar on the server
   * and on the client alike, so hydration matches: await `preloadHighlighter` for the page's
   * languages before `renderToString` (which cannot wait) and before `hydrateRoot` (or the
   * hydration of each card waits for its grammar's chunk). Streaming renderers wait on their own.
   */
  highlightFirstMarkup?: boolean;
  /** The cards of the session (any depth below). */
  children?: ReactNode;
}

/**
 * Tells every `<ToolCard>` below where the session runs: paths then show relative to
 * `workspace` and `~` for `home`, and a terminal's relative (or absent) `cwd` resolves against
 * the workspace, as DSH's client does. With `now`, running cards say how long they have run.
 * With `highlightFirstMarkup`, the server's markup holds highlighted code (see the prop).
 * Pure: the same props give the same markup on the server and in the browser. Without it, paths
 * show as the intent gives them; a prop of the wrong type is ignored the same way.
 */
export function ToolCardHost({ workspace, home, now, highlightFirstMarkup, children }: ToolCardHostProps) {
  // A path that is not a string, or a clock that is not a finite number, is left out: the cards read these as they are.
  const value = useMemo(
    () => ({
      workspace: typeof workspace === 'string' ? workspace : undefined,
      home: typeof home === 'string' ? home : undefined,
      now: typeof now === 'number' && Number.isFinite(now) ? now : undefined,
    }),
    [workspace, home, now],
  );
  return (
    <HostContext.Provider value={value}>
      <FirstMarkupHighlightingContext.Provider value={highlightFirstMarkup === true}>
        {children}
      </FirstMarkupHighlightingContext.Provider>
    </HostContext.Provider>
  );
}

/** The session's workspace and home, from the nearest {@link ToolCardHost} (empty outside one). */
export function useHostPaths(): HostPaths {
  return useContext(HostContext);
}

/** The host's clock from the nearest {@link ToolCardHost}: never read from the machine while drawing. */
export function useHostNow(): number | undefined {
  return useContext(HostContext).now;
}
