import { DIFF_HEADER } from '../built-in-card-headers';
import { lazyCard, type CardRegistry } from '../card-definition';
import { diffHeaderPart } from './diff-header-part';

// A module of its own per card: bundlers keep a module's `import()` chunks whenever they keep
// any of the module, so an app that leaves this card out must be able to drop the whole file.

/**
 * The diff card: a change as unified or split rows, its `+A −R · N files` summary in the header. Its code loads the
 * first time a card of it draws.
 */
export const diffCard: CardRegistry['diff'] = lazyCard({
  ...DIFF_HEADER,
  header: diffHeaderPart,
  load: async () => (await import('./index')).diffCardDefinition,
});
