import type { ToolKind } from './intent-types';

/**
 * The kind icon a card shows, by category: a tool kind, or `terminal` for the terminal card. A
 * protocol type so the plan (shell) and the icons (chrome) both read it without importing each other.
 */
export type IconKind = ToolKind | 'terminal';
