import * as v from 'valibot';
import { CARD_NAMES, RenderIntentSchema } from './intent-schema';
import type { RenderIntent } from './intent-types';
import { thrownMessage } from './thrown-message';
import { sliceAtCodePoint } from './well-formed-text';
import { isSurelyValid } from './surely-valid';

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
  return (issue.path ?? [])
    .map((item) => (typeof item.key === 'string' || typeof item.key === 'number' ? String(item.key) : '?'))
    .join('.');
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
  return checkIntent(value, (card) => (isKnownCard(card) ? RenderIntentSchema : undefined)) as ParseIntentResult;
}

/** The outcome of {@link checkIntent}: like {@link ParseIntentResult}, for any set of cards. */
export type CheckIntentResult<TIntent> =
  | { ok: true; intent: TIntent }
  | { ok: false; errors: IntentIssue[]; reason: 'not-an-object' | 'unknown-card' | 'invalid-fields' };

/**
 * {@link parseIntent} for a set of cards of the host's choosing: `schemaOf` gives the schema of a
 * card name, or `undefined` for a card the set does not hold. Never throws.
 */
export function checkIntent<TIntent = unknown>(
  value: unknown,
  schemaOf: (card: string) => v.GenericSchema | undefined,
): CheckIntentResult<TIntent> {
  try {
    return checkWith<TIntent>(value, schemaOf);
  } catch (error) {
    // A getter or a proxy that throws, a revoked proxy: reported as an issue, never rethrown.
    return {
      ok: false,
      reason: 'invalid-fields',
      errors: [{ path: '', message: `Unreadable value: ${thrownMessage(error)}` }],
    };
  }
}

function checkWith<TIntent>(
  value: unknown,
  schemaOf: (card: string) => v.GenericSchema | undefined,
): CheckIntentResult<TIntent> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;
    return { ok: false, reason: 'not-an-object', errors: [{ path: '', message: `Expected an object, got ${kind}` }] };
  }
  const card = (value as { card?: unknown }).card;
  const schema = typeof card === 'string' ? schemaOf(card) : undefined;
  if (schema === undefined) {
    const message =
      card === undefined
        ? 'Missing "card"'
        : `Unrecognized card ${typeof card === 'string' ? JSON.stringify(shortName(card)) : `of type ${typeof card}`}`;
    return { ok: false, reason: 'unknown-card', errors: [{ path: 'card', message }] };
  }
  // A valid intent is said so by one plain walk: valibot would make a dataset per item, 9 to 17 ms
  // for 5,000 search matches before a cold page's first paint (issue 28). Valibot judges the rest.
  if (isSurelyValid(schema, value)) return { ok: true, intent: value as TIntent };
  // First to the first issue only: a million invalid blocks would each make an issue object.
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return { ok: true, intent: value as TIntent };
  // Then the issues to report, from the first items of each array (one is known already).
  const sampled = v.safeParse(schema, sampleForIssues(value, 0, { nodes: SAMPLED_NODES }), { abortPipeEarly: true });
  const issues = sampled.success ? result.issues : sampled.issues;
  const errors = issues
    .slice(0, MAX_REPORTED_ISSUES)
    .map((issue) => ({ path: issuePath(issue), message: issue.message }));
  return { ok: false, reason: 'invalid-fields', errors };
}

/** Items of each array, containers in all, and levels that the reporting pass reads of an invalid value. */
const SAMPLED_ITEMS = 1_000;
const SAMPLED_NODES = 20_000;
const SAMPLED_DEPTH = 6;

/**
 * A copy of `value` whose arrays hold at most their first {@link SAMPLED_ITEMS} items (a hole
 * read as `undefined`), a few levels down and within a node budget: the validator reports what
 * is wrong with those, in time that does not grow with the input. Never iterates an array by its
 * length: `new Array(2 ** 32 - 1)` gives a thousand holes.
 */
function sampleForIssues(value: unknown, depth: number, budget: { nodes: number }): unknown {
  if (typeof value !== 'object' || value === null) return value;
  budget.nodes -= 1;
  const deep = depth >= SAMPLED_DEPTH || budget.nodes <= 0;
  if (Array.isArray(value)) {
    const length = Math.min(value.length, SAMPLED_ITEMS);
    if (deep && length === value.length) return value;
    const sample: unknown[] = new Array(length);
    for (let index = 0; index < length; index += 1)
      sample[index] = deep ? value[index] : sampleForIssues(value[index], depth + 1, budget);
    return sample;
  }
  if (deep || ArrayBuffer.isView(value)) return value;
  const sample: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // defineProperty: an own `__proto__` key stays a key.
    Object.defineProperty(sample, key, {
      value: sampleForIssues((value as Record<string, unknown>)[key], depth + 1, budget),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return sample;
}
