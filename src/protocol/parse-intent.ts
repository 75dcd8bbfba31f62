import * as v from 'valibot';
import { CARD_NAMES, RenderIntentSchema } from './intent-schema';
import type { RenderIntent } from './intent-types';
import { thrownMessage } from './thrown-message';
import { sliceAtCodePoint } from './well-formed-text';

/** One reason an intent was refused: where (a dotted path, `""` for the root) and what. */
export interface IntentIssue {
  path: string;
  message: string;
}

/** The outcome of {@link parseIntent}: the intent, or every reason it was refused. */
export type ParseIntentResult =
  | { ok: true; intent: RenderIntent }
  | { ok: false; errors: IntentIssue[]; reason: 'not-an-object' | 'unknown-card' | 'invalid-fields' };

const MAX_REPORTED_ISSUES = 20;

function issuePath(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).map((item) => (typeof item.key === 'string' || typeof item.key === 'number' ? String(item.key) : '?')).join('.');
}

/** A name as an issue quotes it: a 2M-character card name is not repeated whole. */
function shortName(name: string): string {
  const cut = sliceAtCodePoint(name, 100);
  return cut.length < name.length ? `${cut}…` : cut;
}

/** True when `card` names a card this protocol version knows. */
export function isKnownCard(card: unknown): card is RenderIntent['card'] {
  return typeof card === 'string' && (CARD_NAMES as readonly string[]).includes(card);
}

/**
 * Checks that `value` is a render intent. Never throws, and never evaluates code, so it is safe
 * under a strict CSP and on any input a host or a log may hand it (a getter or a proxy that
 * throws, a revoked proxy, a thrown value `String()` cannot print: each is reported as an issue).
 * On success the intent is the value itself, unchanged (fields it does not know are kept).
 */
export function parseIntent(value: unknown): ParseIntentResult {
  try {
    return checkIntent(value);
  } catch (error) {
    return { ok: false, reason: 'invalid-fields', errors: [{ path: '', message: `Unreadable value: ${thrownMessage(error)}` }] };
  }
}

function checkIntent(value: unknown): ParseIntentResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
    return { ok: false, reason: 'not-an-object', errors: [{ path: '', message: `Expected an object, got ${kind}` }] };
  }
  const card = (value as { card?: unknown }).card;
  if (!isKnownCard(card)) {
    const message =
      card === undefined ? 'Missing "card"' : `Unrecognized card ${typeof card === 'string' ? JSON.stringify(shortName(card)) : `of type ${typeof card}`}`;
    return { ok: false, reason: 'unknown-card', errors: [{ path: 'card', message }] };
  }
  const result = v.safeParse(RenderIntentSchema, value, { abortPipeEarly: true });
  if (result.success) return { ok: true, intent: value as RenderIntent };
  const errors = result.issues
    .slice(0, MAX_REPORTED_ISSUES)
    .map((issue) => ({ path: issuePath(issue), message: issue.message }));
  return { ok: false, reason: 'invalid-fields', errors };
}
