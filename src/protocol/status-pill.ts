import { signalName, signalOfExitCode } from './exit-status';
import { httpStatus, type HttpStatus } from './http-status';
import type { ToolApproval, ToolStatus } from './intent-types';

/**
 * What says how a call ended beyond its status word: an exit code, a signal, an HTTP status.
 * Only the detail that adds something is kept: a plain success (`exit 0`, a 2xx page) has none.
 */
export type StatusDetail =
  { type: 'exit'; code: number; signal: string | undefined } | { type: 'signal'; signal: string } | { type: 'http'; status: HttpStatus };

/**
 * The one status a card's header shows: its state and, in the same pill, the detail. A call that
 * waits for a person's yes, or that a person refused, shows that instead of its lifecycle word.
 */
export interface StatusPill {
  /** The lifecycle status, as `data-status` of the card and of the pill. */
  status: ToolStatus;
  /** `requested` or `denied`: the pill then says "Waiting for approval" or "Denied" instead of the status. */
  approval: Exclude<ToolApproval['state'], 'approved'> | undefined;
  detail: StatusDetail | undefined;
}

/** The fields {@link statusPill} reads, each already of its type (or undefined). */
export interface StatusPillInput {
  status: ToolStatus;
  approval: ToolApproval['state'] | undefined;
  exitCode: number | undefined;
  signal: string | undefined;
  statusCode: number | undefined;
}

function detailOf(input: StatusPillInput): StatusDetail | undefined {
  if (input.signal !== undefined && input.signal.trim() !== '') return { type: 'signal', signal: signalName(input.signal) };
  if (input.exitCode !== undefined && input.exitCode !== 0) return { type: 'exit', code: input.exitCode, signal: signalOfExitCode(input.exitCode) };
  if (input.statusCode !== undefined) {
    const status = httpStatus(input.statusCode);
    if (status.statusClass !== '2xx') return { type: 'http', status };
  }
  return undefined;
}

/**
 * The header's one status, by one rule per signal (docs/protocol.md, "Status"):
 * - approval `requested` replaces the status word with "Waiting for approval", `denied` with "Denied";
 *   an approved call shows its lifecycle status;
 * - a signal is named in the pill ("Cancelled · SIGTERM" when the host says it stopped the call,
 *   else "Failed · SIGKILL"); a non-zero exit code likewise ("Failed · exit 2", `exit 137 (SIGKILL)`);
 * - an HTTP status outside 2xx is the detail ("Failed · 404 Not Found"; a 4xx or 5xx fails the call);
 * - a plain success has no detail: "Done", never "Done · exit 0" or "Done · 200 OK".
 */
export function statusPill(input: StatusPillInput): StatusPill {
  const approval = input.approval === 'requested' || input.approval === 'denied' ? input.approval : undefined;
  return { status: input.status, approval, detail: detailOf(input) };
}
