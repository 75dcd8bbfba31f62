import { GENERIC_HEADER } from '../built-in-card-headers';
import { lazyCard, type CardRegistry } from '../card-definition';
import { genericHeaderPart } from './generic-header-part';

// A module of its own per card: bundlers keep a module's `import()` chunks whenever they keep
// any of the module, so an app that leaves this card out must be able to drop the whole file.

/**
 * The generic card, for any tool: the input, the result's content blocks and a structured output. Its code loads the
 * first time a card of it draws.
 */
export const genericCard: CardRegistry['generic'] = lazyCard({
  ...GENERIC_HEADER,
  header: genericHeaderPart,
  load: async () => (await import('./index')).genericCardDefinition,
});
