import type { CardRegistry } from '../cards/card-definition';
import { diffCard } from '../cards/diff/lazy-diff-card';
import { genericCard } from '../cards/generic/lazy-generic-card';
import { readCard } from '../cards/read/lazy-read-card';
import { searchCard } from '../cards/search/lazy-search-card';
import { terminalCard } from '../cards/terminal/lazy-terminal-card';
import { webCard } from '../cards/web/lazy-web-card';

// The browser build's cards: each card's code is a chunk of its own, loaded the first time a
// card of it draws (or by `preloadCards`), so an app's startup holds only what every card shares.
// Server builds (the `node`, `deno`, `bun`, `workerd` and `edge-light` export conditions) get
// built-in-cards.server.ts instead, whole: `renderToString` never waits for a chunk there.

export { genericCard, terminalCard, diffCard, readCard, searchCard, webCard };

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
