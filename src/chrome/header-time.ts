import { formatDuration } from '../format/format-duration';
import { formatUtcTime } from '../format/format-utc-time';
import type { ToolCardLabels } from '../labels/tool-card-labels';
import type { HeaderModel } from '../protocol/header-model';

/**
 * The header's time, from data only (never a clock read while drawing): a settled call's
 * `durationMs`; a running call's time since `startedAt` measured to the host's `now`
 * ("running 12 s"), or, without `now`, when it started ("started 12:03:04 UTC").
 */
export function headerTime(
  header: Pick<HeaderModel, 'durationMs' | 'startedAt' | 'status'>,
  now: number | undefined,
  labels: ToolCardLabels,
): string | undefined {
  if (header.durationMs !== undefined) return formatDuration(header.durationMs, labels.duration);
  if (header.status !== 'running' || header.startedAt === undefined) return undefined;
  // A host clock a little behind the start (another machine's) reads as just started, not negative.
  if (now !== undefined && Number.isFinite(now))
    return labels.runningFor(formatDuration(Math.max(0, now - header.startedAt), labels.duration));
  const time = formatUtcTime(header.startedAt);
  return time === '' ? undefined : labels.startedAt(time);
}
