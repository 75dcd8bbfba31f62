import { SEARCH_HEADER } from '../built-in-card-headers';
import { lazyCard, type CardRegistry } from '../card-definition';
import { searchHeaderPart } from './search-header-part';

// A module of its own per card: bundlers keep a module's `import()` chunks whenever they keep
// any of the module, so an app that leaves this card out must be able to drop the whole file.

/** The search card: matches grouped by file, or a list of paths. Its code loads the first time a card of it draws. */
export const searchCard: CardRegistry['search'] = lazyCard({
  ...SEARCH_HEADER,
  header: searchHeaderPart,
  load: async () => (await import('./index')).searchCardDefinition,
});
