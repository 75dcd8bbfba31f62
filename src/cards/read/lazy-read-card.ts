import { READ_HEADER } from '../built-in-card-headers';
import { lazyCard, type CardRegistry } from '../card-definition';
import { readHeaderPart } from './read-header-part';

// A module of its own per card: bundlers keep a module's `import()` chunks whenever they keep
// any of the module, so an app that leaves this card out must be able to drop the whole file.

/**
 * The read card: a window of a file, numbered and highlighted, its first lines shown while collapsed. Its code loads
 * the first time a card of it draws.
 */
export const readCard: CardRegistry['read'] = lazyCard({
  ...READ_HEADER,
  header: readHeaderPart,
  load: async () => (await import('./index')).readCardDefinition,
});
