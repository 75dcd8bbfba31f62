import { WEB_HEADER } from '../built-in-card-headers';
import { lazyCard, type CardRegistry } from '../card-definition';
import { webHeaderPart } from './web-header-part';

// A module of its own per card: bundlers keep a module's `import()` chunks whenever they keep
// any of the module, so an app that leaves this card out must be able to drop the whole file.

/**
 * The web card: a fetched page, or a web search's answer and sources. Its code loads the first time a card of it draws.
 */
export const webCard: CardRegistry['web'] = lazyCard({
  ...WEB_HEADER,
  header: webHeaderPart,
  load: async () => (await import('./index')).webCardDefinition,
});
