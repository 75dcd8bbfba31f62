import { stopSignalOf } from './exit-status';
import { StatusSchema } from './intent-schema';
import type { RenderIntent, ToolStatus } from './intent-types';

/** The fields {@link effectiveStatus} reads. */
type EffectiveStatusInput = Partial<RenderIntent> & { exitCode?: unknown; signal?: unknown; statusCode?: unknown };

const STATUSES: readonly string[] = StatusSchema.options;

function statusOf(intent: Record<string, unknown>): ToolStatus {
  if (intent.isError === true || intent.status === 'error') return 'error';
  if (intent.status === 'cancelled') return 'cancelled';
  if (typeof intent.error === 'string' && intent.error.length > 0) return 'error';
  // A dev server the agent stopped with SIGTERM was stopped, not broken: the same "Cancelled"
  // whether the host also sent `status: "cancelled"` or only the signal (docs/protocol.md, "Status").
  if (stopSignalOf(intent) !== undefined) return 'cancelled';
  if (typeof intent.exitCode === 'number' && intent.exitCode !== 0) return 'error';
  if (typeof intent.signal === 'string' && intent.signal.length > 0) return 'error';
  // A fetch the server answered with 4xx or 5xx did not get the page: green "Done" would say it did.
  if (typeof intent.statusCode === 'number' && intent.statusCode >= 400 && intent.statusCode <= 599) return 'error';
  return typeof intent.status === 'string' && STATUSES.includes(intent.status)
    ? (intent.status as ToolStatus)
    : 'success';
}

/**
 * The status a card shows, from every field that says how the call went: `error` whenever
 * `isError`, `status: "error"` or an `error` message says the call failed; `cancelled` when the
 * host says so, or when a stop signal ended it (`SIGINT`, `SIGTERM`, or a shell's exit `130` or
 * `143`); `error` when a non-zero `exitCode`, any other `signal` or an HTTP `statusCode` of 4xx
 * or 5xx says it failed; otherwise `status`, which defaults to `success`. An explicit `cancelled`
 * stays cancelled (a stopped command often ends by a signal), unless `isError` says it failed.
 * Never throws: a field of the wrong type is ignored, and a value that is not an object or
 * cannot be read (a getter or a proxy that throws) gives `undefined`.
 */
export function effectiveStatus(intent: EffectiveStatusInput): ToolStatus;
export function effectiveStatus(intent: unknown): ToolStatus | undefined;
export function effectiveStatus(intent: unknown): ToolStatus | undefined {
  if (typeof intent !== 'object' || intent === null) return undefined;
  try {
    return statusOf(intent as Record<string, unknown>);
  } catch {
    return undefined;
  }
}
