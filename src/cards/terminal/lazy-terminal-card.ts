import { TERMINAL_HEADER } from '../built-in-card-headers';
import { lazyCard, type CardRegistry } from '../card-definition';
import { terminalHeaderPart } from './terminal-header-part';

// A module of its own per card: bundlers keep a module's `import()` chunks whenever they keep
// any of the module, so an app that leaves this card out must be able to drop the whole file.

/**
 * The terminal card: a command and its output, with a head-and-tail preview while collapsed. Its code loads the first
 * time a card of it draws.
 */
export const terminalCard: CardRegistry['terminal'] = lazyCard({
  ...TERMINAL_HEADER,
  header: terminalHeaderPart,
  load: async () => (await import('./index')).terminalCardDefinition,
});
