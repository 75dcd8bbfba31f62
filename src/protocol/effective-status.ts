import type { RenderIntent, ToolStatus } from './intent-types';

/**
 * The status a card shows, from every field that says how the call went: `error` whenever
 * `isError`, `status: "error"`, an `error` message, a non-zero `exitCode`, a `signal` or an HTTP
 * `statusCode` of 4xx or 5xx says the call failed; otherwise `status`, which defaults to `success`. An explicit `cancelled` stays
 * cancelled (a stopped command often ends by a signal), unless `isError` says it failed.
 */
export function effectiveStatus(intent: Partial<RenderIntent> & { exitCode?: unknown; signal?: unknown; statusCode?: unknown }): ToolStatus {
  if (intent.isError === true || intent.status === 'error') return 'error';
  if (intent.status === 'cancelled') return 'cancelled';
  if (typeof intent.error === 'string' && intent.error.length > 0) return 'error';
  if (typeof intent.exitCode === 'number' && intent.exitCode !== 0) return 'error';
  if (typeof intent.signal === 'string' && intent.signal.length > 0) return 'error';
  // A fetch the server answered with 4xx or 5xx did not get the page: green "Done" would say it did.
  if (typeof intent.statusCode === 'number' && intent.statusCode >= 400 && intent.statusCode <= 599) return 'error';
  return intent.status ?? 'success';
}
