import { effectiveStatus } from './effective-status';
import { ApprovalSchema, StatusSchema } from './intent-schema';
import type { ToolApproval, ToolStatus } from './intent-types';
import { statusPill, type StatusPill } from './status-pill';

/** What a card's header shows; salvaged from the raw value when the intent is not valid. */
export interface HeaderModel {
  title: string | undefined;
  tool: string | undefined;
  status: ToolStatus;
  /**
   * The one status pill: the status, or the approval that replaces it, with its detail (exit code, signal, HTTP
   * status).
   */
  pill: StatusPill;
  durationMs: number | undefined;
  /** When the call started (ms since the epoch, from the host), so a running card can say how long it has run. */
  startedAt: number | undefined;
  error: string | undefined;
  approval: { state: ToolApproval['state']; reason: string | undefined; requestReason: string | undefined } | undefined;
  locations: { path: string; line: number | undefined }[];
  /** Locations the call touched beyond those drawn (the header says "+N more"). */
  moreLocations: number;
}

/** The title a card gives a value that sets none (a terminal's command); reads the raw value. */
export type FallbackTitle = (value: Readonly<Record<string, unknown>>) => string | undefined;

// The lists come from the schema, so a status or approval state added there is read here too.
const STATUSES: readonly string[] = StatusSchema.options;
const APPROVAL_STATES: readonly string[] = ApprovalSchema.entries.state.options;

/**
 * A string that says something: a blank title (DSH sends `"   "` for a blank command) falls back like a missing one.
 */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function approvalOf(value: unknown): HeaderModel['approval'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { state, reason, requestReason } = value as { state?: unknown; reason?: unknown; requestReason?: unknown };
  if (typeof state !== 'string' || !APPROVAL_STATES.includes(state)) return undefined;
  return { state: state as ToolApproval['state'], reason: text(reason), requestReason: text(requestReason) };
}

/** Locations drawn at most; a call touching more says how many it left out. */
const MAX_LOCATIONS = 20;

function locationsOf(value: unknown): Pick<HeaderModel, 'locations' | 'moreLocations'> {
  if (!Array.isArray(value)) return { locations: [], moreLocations: 0 };
  const locations = value.slice(0, MAX_LOCATIONS).flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, line } = item as { path?: unknown; line?: unknown };
    return typeof path === 'string'
      ? [{ path, line: typeof line === 'number' && Number.isFinite(line) ? line : undefined }]
      : [];
  });
  return { locations, moreLocations: Math.max(0, value.length - MAX_LOCATIONS) };
}

/**
 * The header of any value, valid or not: each field is used only when it has the right type,
 * so a malformed intent still shows its title, tool and failure in the usual places. A title the
 * value does not set comes from `fallbackTitle`, the card's own rule.
 */
export function headerModel(value: unknown, fallbackTitle?: FallbackTitle): HeaderModel {
  const record =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const exitCode = finite(record.exitCode);
  const statusCode = finite(record.statusCode);
  const signal = text(record.signal);
  const status = effectiveStatus({
    isError: record.isError === true ? true : undefined,
    status:
      typeof record.status === 'string' && STATUSES.includes(record.status) ? (record.status as ToolStatus) : undefined,
    error: text(record.error),
    exitCode,
    signal,
    statusCode,
  });
  const approval = approvalOf(record.approval);
  const durationMs = finite(record.durationMs);
  const startedAt = finite(record.startedAt);
  return {
    title: text(record.title) ?? fallbackTitle?.(record),
    tool: text(record.tool),
    status,
    pill: statusPill({ status, approval: approval?.state, exitCode, signal, statusCode }),
    durationMs: durationMs !== undefined && durationMs >= 0 ? durationMs : undefined,
    startedAt,
    error: text(record.error),
    approval,
    ...locationsOf(record.locations),
  };
}
