import type { IconKind } from '../protocol/icon-kind';
import { terminalCommand } from '../protocol/terminal-command';

/** What a built-in card's header shows from its intent alone: its icon and its title rule. */
interface CardHeaderRule {
  icon?: IconKind;
  fallbackTitle?: (value: Readonly<Record<string, unknown>>) => string | undefined;
}

// Said once for a card's whole definition and its lazy one, so a card's header is the same
// while its code loads and after.

/** The generic card: no icon of its own (the header's icon follows the intent's `kind`), the tool's name as title. */
export const GENERIC_HEADER: CardHeaderRule = {};

/** The terminal card: with no title, the header shows the command (the title is the command). */
export const TERMINAL_HEADER: CardHeaderRule = { icon: 'terminal', fallbackTitle: terminalCommand };

/** The diff card. */
export const DIFF_HEADER: CardHeaderRule = { icon: 'edit' };

/** The read card: with no title, the header names the file. */
export const READ_HEADER: CardHeaderRule = {
  icon: 'read',
  fallbackTitle: (value) => (typeof value.path === 'string' && value.path !== '' ? value.path : undefined),
};

/** The search card. */
export const SEARCH_HEADER: CardHeaderRule = { icon: 'search' };

/** The web card. */
export const WEB_HEADER: CardHeaderRule = { icon: 'fetch' };
