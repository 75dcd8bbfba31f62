import type { ReadLine } from './read-lines';

/** Why a window holds no line. */
export type EmptyWindowReason =
  /** The window starts after the last line of the file. */
  | 'past-end'
  /** The file has no line at all. */
  | 'empty-file'
  /** Nothing says why. */
  | 'no-lines';

/** What part of the file a window shows: the header's "lines A–B of N", or why it is empty. */
export type ReadRange =
  | { kind: 'lines'; first: number; last: number; total: number | undefined }
  | { kind: 'empty'; reason: EmptyWindowReason; offset: number | undefined; total: number | undefined };

/**
 * The range a window covers, from its first and last lines' own numbers (not their count: a
 * window may skip lines). An empty window is `past-end` when its `offset` lies beyond
 * `totalLines`, `empty-file` when the file has no lines.
 */
export function readRange(lines: readonly ReadLine[], intent: { offset?: number; totalLines?: number }): ReadRange {
  const { offset, totalLines: total } = intent;
  const first = lines[0];
  const last = lines[lines.length - 1];
  if (first !== undefined && last !== undefined)
    return { kind: 'lines', first: first.number, last: last.number, total };
  if (total === 0) return { kind: 'empty', reason: 'empty-file', offset, total };
  if (offset !== undefined && total !== undefined && offset > total)
    return { kind: 'empty', reason: 'past-end', offset, total };
  return { kind: 'empty', reason: 'no-lines', offset, total };
}
