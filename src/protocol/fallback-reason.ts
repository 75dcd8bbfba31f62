import type { IntentIssue } from './parse-intent';

/**
 * Why a card shows its raw data instead of the card it asked for. A protocol type so the plan
 * (shell) decides it and the raw data body (chrome) words it without importing each other.
 */
export type FallbackReason =
  | { type: 'not-an-object' }
  | { type: 'unknown-card'; card: string }
  | { type: 'invalid-fields'; errors: IntentIssue[] }
  | { type: 'not-available'; card: string }
  | { type: 'load-failed'; card: string; message: string }
  | { type: 'draw-failed'; card: string; message: string };
