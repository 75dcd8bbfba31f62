import type { CardRegistry } from '../cards/card-definition';
import { diffCardDefinition } from '../cards/diff/index';
import { genericCardDefinition } from '../cards/generic/index';
import { readCardDefinition } from '../cards/read/index';
import { searchCardDefinition } from '../cards/search/index';
import { terminalCardDefinition } from '../cards/terminal/index';
import { webCardDefinition } from '../cards/web/index';

// The server build's cards (the build puts this module where built-in-cards.ts is, see
// scripts/whole-cards-plugin.mjs): whole, so server renderers draw every card at once and
// never wait for a chunk. Same names and types as the browser's lazy ones.

/** The generic card, for any tool: the input, the result's content blocks and a structured output. */
export const genericCard: CardRegistry['generic'] = genericCardDefinition;

/** The terminal card: a command and its output, with a head-and-tail preview while collapsed. */
export const terminalCard: CardRegistry['terminal'] = terminalCardDefinition;

/** The diff card: a change as unified or split rows, its `+A −R · N files` summary in the header. */
export const diffCard: CardRegistry['diff'] = diffCardDefinition;

/** The read card: a window of a file, numbered and highlighted, its first lines shown while collapsed. */
export const readCard: CardRegistry['read'] = readCardDefinition;

/** The search card: matches grouped by file, or a list of paths. */
export const searchCard: CardRegistry['search'] = searchCardDefinition;

/** The web card: a fetched page, or a web search's answer and sources. */
export const webCard: CardRegistry['web'] = webCardDefinition;

/** Every card of the protocol, by name: what `<ToolCard>` draws. */
export const builtInCards: CardRegistry = {
  generic: genericCard,
  terminal: terminalCard,
  diff: diffCard,
  read: readCard,
  search: searchCard,
  web: webCard,
};
