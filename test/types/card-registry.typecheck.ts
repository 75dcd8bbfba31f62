// Compiled by tsc (card-registry.ssr.test.ts and `npm run typecheck`): each `@ts-expect-error`
// fails the compile if the line below it compiles, so these prove what the registry refuses.
import type { CardRegistry } from '../../src/index';
import { diffCard, genericCard, readCard, searchCard, terminalCard, webCard } from '../../src/index';

/** All six protocol cards: compiles. */
export const complete: CardRegistry = {
  generic: genericCard,
  terminal: terminalCard,
  diff: diffCard,
  read: readCard,
  search: searchCard,
  web: webCard,
};

/** A registry missing a card's definition does not compile. */
// @ts-expect-error -- `web` is missing
export const missingWeb: CardRegistry = {
  generic: genericCard,
  terminal: terminalCard,
  diff: diffCard,
  read: readCard,
  search: searchCard,
};

/** A definition filed under another card's name does not compile. */
export const swapped: CardRegistry = {
  generic: genericCard,
  // @ts-expect-error -- the read card's definition draws read intents, not terminal ones
  terminal: readCard,
  diff: diffCard,
  read: readCard,
  search: searchCard,
  web: webCard,
};
