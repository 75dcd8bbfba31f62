import { effectiveStatus } from './protocol/effective-status';
import type { RenderIntent, ToolKind, ToolStatus } from './protocol/intent-types';
import { parseIntent, type IntentIssue } from './protocol/parse-intent';
import type { IconKind } from './chrome/icons';

/** Why a card shows its raw data instead of the view it asked for. */
export type FallbackReason =
  | { type: 'not-an-object' }
  | { type: 'unknown-card'; card: string }
  | { type: 'invalid-fields'; errors: IntentIssue[] }
  | { type: 'not-available'; card: string };

/** What a card's header shows; salvaged from the raw value when the intent is not valid. */
export interface HeaderModel {
  title: string | undefined;
  tool: string | undefined;
  icon: IconKind;
  status: ToolStatus;
  durationMs: number | undefined;
  error: string | undefined;
  approval: { state: 'requested' | 'approved' | 'denied'; reason: string | undefined; requestReason: string | undefined } | undefined;
  locations: { path: string; line: number | undefined }[];
}

/** Everything `<ToolCard>` decides before drawing: pure, so it is tested without React. */
export type CardPlan =
  | { type: 'view'; intent: RenderIntent; header: HeaderModel }
  | { type: 'raw'; raw: unknown; reason: FallbackReason; header: HeaderModel };

const STATUSES: readonly string[] = ['pending', 'running', 'success', 'error', 'cancelled'];
const KINDS: readonly string[] = ['read', 'edit', 'delete', 'move', 'search', 'execute', 'fetch', 'other'];

function iconFor(card: unknown, kind: unknown): IconKind {
  switch (card) {
    case 'terminal':
      return 'terminal';
    case 'diff':
      return 'edit';
    case 'read':
      return 'read';
    case 'search':
      return 'search';
    case 'web':
      return 'fetch';
    default:
      return typeof kind === 'string' && KINDS.includes(kind) ? (kind as ToolKind) : 'other';
  }
}

/** A string that says something: a blank title (DSH sends `"   "` for a blank command) falls back like a missing one. */
function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length > 0 ? value : undefined;
}

const APPROVAL_STATES: readonly string[] = ['requested', 'approved', 'denied'];

function approvalOf(value: unknown): HeaderModel['approval'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { state, reason, requestReason } = value as { state?: unknown; reason?: unknown; requestReason?: unknown };
  if (typeof state !== 'string' || !APPROVAL_STATES.includes(state)) return undefined;
  return { state: state as 'requested' | 'approved' | 'denied', reason: text(reason), requestReason: text(requestReason) };
}

/** Locations drawn at most; a call touching more says how many it left out. */
const MAX_LOCATIONS = 20;

function locationsOf(value: unknown): HeaderModel['locations'] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, MAX_LOCATIONS).flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, line } = item as { path?: unknown; line?: unknown };
    return typeof path === 'string' ? [{ path, line: typeof line === 'number' && Number.isFinite(line) ? line : undefined }] : [];
  });
}

/**
 * The header of any value, valid or not: each field is used only when it has the right type,
 * so a malformed intent still shows its title, tool and failure in the usual places.
 */
function headerModel(value: unknown): HeaderModel {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const status = effectiveStatus({
    isError: record.isError === true ? true : undefined,
    status: typeof record.status === 'string' && STATUSES.includes(record.status) ? (record.status as ToolStatus) : undefined,
    error: text(record.error),
    exitCode: typeof record.exitCode === 'number' ? record.exitCode : undefined,
    signal: text(record.signal),
  });
  const durationMs = typeof record.durationMs === 'number' && Number.isFinite(record.durationMs) && record.durationMs >= 0 ? record.durationMs : undefined;
  const title = text(record.title) ?? (record.card === 'terminal' ? text(record.command) : undefined) ?? (record.card === 'read' ? text(record.path) : undefined);
  return {
    title,
    tool: text(record.tool),
    icon: iconFor(record.card, record.kind),
    status,
    durationMs,
    error: text(record.error),
    approval: approvalOf(record.approval),
    locations: locationsOf(record.locations),
  };
}

/** Cards whose own view has shipped; the others draw their raw data until their view lands. */
const AVAILABLE_VIEWS: ReadonlySet<RenderIntent['card']> = new Set(['generic', 'terminal', 'read', 'diff', 'search', 'web']);

/** Decides what `<ToolCard>` draws for a value: the card it asks for, or its raw data and why. */
export function planCard(value: unknown): CardPlan {
  const header = headerModel(value);
  const parsed = parseIntent(value);
  if (parsed.ok) {
    if (AVAILABLE_VIEWS.has(parsed.intent.card)) return { type: 'view', intent: parsed.intent, header };
    return { type: 'raw', raw: value, reason: { type: 'not-available', card: parsed.intent.card }, header };
  }
  if (parsed.reason === 'not-an-object') return { type: 'raw', raw: value, reason: { type: 'not-an-object' }, header };
  const card = (value as { card?: unknown }).card;
  if (parsed.reason === 'unknown-card' && typeof card === 'string') {
    return { type: 'raw', raw: value, reason: { type: 'unknown-card', card }, header };
  }
  return { type: 'raw', raw: value, reason: { type: 'invalid-fields', errors: parsed.errors }, header };
}
