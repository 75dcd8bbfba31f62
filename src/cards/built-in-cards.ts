import type { CardRegistry } from './card-definition';
import { diffCard } from './diff/index';
import { genericCard } from './generic/index';
import { readCard } from './read/index';
import { searchCard } from './search/index';
import { terminalCard } from './terminal/index';
import { webCard } from './web/index';

/**
 * Every card of the protocol, by name: what `<ToolCard>` draws. A host that draws only some
 * cards passes its own set to `createToolCard` and ships only those.
 */
// Annotated, not inferred: the published declaration then names `CardRegistry` instead of spelling
// each card's inferred type through import paths.
export const builtInCards: CardRegistry = {
  generic: genericCard,
  terminal: terminalCard,
  diff: diffCard,
  read: readCard,
  search: searchCard,
  web: webCard,
};
