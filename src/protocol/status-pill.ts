import { signalName, signalOfExitCode } from './exit-status';
import { httpStatus, type HttpStatus } from './http-status';
import { ApprovalSchema, StatusSchema } from './intent-schema';
import type { ToolApproval, ToolStatus } from './intent-types';

/**
 * What says how a call ended beyond its status word: an exit code, a signal, an HTTP status.
 * Only the detail that adds something is kept: a plain success (`exit 0`, a 2xx page) has none.
 */
export type StatusDetail =
  | { type: 'exit'; code: number; signal: string | undefined }
  | { type: 'signal'; signal: string }
  | { type: 'http'; status: HttpStatus };

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

const STATUSES: readonly string[] = StatusSchema.options;
const APPROVAL_STATES: readonly string[] = ApprovalSchema.entries.state.options;

/**
 * `input`'s fields, each kept only when it has its type; `undefined` without a status, or for a value that cannot be
 * read.
 */
function pillInputOf(input: unknown): StatusPillInput | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  try {
    const { status, approval, exitCode, signal, statusCode } = input as Record<string, unknown>;
    if (typeof status !== 'string' || !STATUSES.includes(status)) return undefined;
    return {
      status: status as ToolStatus,
      approval:
        typeof approval === 'string' && APPROVAL_STATES.includes(approval)
          ? (approval as ToolApproval['state'])
          : undefined,
      exitCode: typeof exitCode === 'number' ? exitCode : undefined,
      signal: typeof signal === 'string' ? signal : undefined,
      statusCode: typeof statusCode === 'number' ? statusCode : undefined,
    };
  } catch {
    return undefined;
  }
}

function detailOf(input: StatusPillInput): StatusDetail | undefined {
  if (input.signal !== undefined && input.signal.trim() !== '')
    return { type: 'signal', signal: signalName(input.signal) };
  if (input.exitCode !== undefined && input.exitCode !== 0)
    return { type: 'exit', code: input.exitCode, signal: signalOfExitCode(input.exitCode) };
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
 * - a signal is named in the pill, with the status `effectiveStatus` gives ("Cancelled · SIGTERM"
 *   for a stop signal or the host's cancel, "Failed · SIGKILL" for a kill or a crash); a non-zero exit
 *   code likewise ("Failed · exit 2", `exit 137 (SIGKILL)`);
 * - an HTTP status outside 2xx is the detail ("Failed · 404 Not Found"; a 4xx or 5xx fails the call);
 * - a plain success has no detail: "Done", never "Done · exit 0" or "Done · 200 OK".
 *
 * Never throws: a field of the wrong type is ignored, and a value with no known `status` (not an
 * object, or one that cannot be read) gives `undefined`.
 */
export function statusPill(input: StatusPillInput): StatusPill;
export function statusPill(input: unknown): StatusPill | undefined;
export function statusPill(input: unknown): StatusPill | undefined {
  const fields = pillInputOf(input);
  if (fields === undefined) return undefined;
  const approval = fields.approval === 'requested' || fields.approval === 'denied' ? fields.approval : undefined;
  return { status: fields.status, approval, detail: detailOf(fields) };
}
