import * as React from 'react';
import { Suspense, type ReactNode } from 'react';

/**
 * React's `<Activity>` (React 19.2 and later), read off the namespace: React 18 has no such export, and a named import
 * of it would fail to link there.
 */
const Activity = (React as unknown as { Activity?: React.ComponentType<{ mode: 'visible'; children: ReactNode }> })
  .Activity;

/**
 * Around each card: the boundary that contains the card's wait for its code while hydrating, so
 * a card whose chunk has not arrived keeps its server markup and the rest of the page (the host's
 * own controls, the other cards) hydrates and answers meanwhile; the card hydrates when its code
 * comes (a click on it meanwhile is React's to replay, or to hydrate at once once it can).
 *
 * On React 19.2+ this is a visible `<Activity>`: a hydration boundary that servers draw inline,
 * always (two comments around the card), where streaming renderers would outline a `<Suspense>`
 * boundary of more than ~500 bytes into a hidden segment once a page passes ~12.8 kB. React 18
 * (and 19.0–19.1) has no Activity: there it is a `<Suspense>` with no fallback, which
 * `renderToString` draws inline too; a React 18 streaming host keeps large cards inline with
 * `progressiveChunkSize: Infinity` (README, "Startup").
 */
export function CardContainment({ children }: { children: ReactNode }): ReactNode {
  return Activity === undefined ? (
    <Suspense fallback={null}>{children}</Suspense>
  ) : (
    <Activity mode="visible">{children}</Activity>
  );
}
