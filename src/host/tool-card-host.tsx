import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { HostPaths } from './host-paths';

const HostContext = createContext<HostPaths>({});

/** Props of {@link ToolCardHost}. */
export interface ToolCardHostProps extends HostPaths {
  /** The cards of the session (any depth below). */
  children?: ReactNode;
}

/**
 * Tells every `<ToolCard>` below where the session runs: paths then show relative to
 * `workspace` and `~` for `home`, and a terminal's relative (or absent) `cwd` resolves against
 * the workspace, as DSH's client does. Pure: the same props give the same markup on the server
 * and in the browser. Without it, paths show as the intent gives them.
 */
export function ToolCardHost({ workspace, home, children }: ToolCardHostProps) {
  const value = useMemo(() => ({ workspace, home }), [workspace, home]);
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

/** The session's workspace and home, from the nearest {@link ToolCardHost} (empty outside one). */
export function useHostPaths(): HostPaths {
  return useContext(HostContext);
}
