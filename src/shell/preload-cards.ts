import { builtInCards } from './built-in-cards';
import { isLazyCard, type AnyLazyCardDefinition, type CardSet } from '../cards/card-definition';
import { cardLoadOf, loadCard } from './card-loads';
import { thrownMessage } from '../protocol/thrown-message';

/**
 * Loads the code of every lazy card in `cards` (the built-in cards unless given), so that cards
 * of them draw at once: before `renderToString` in a server runtime that got the browser build,
 * in a test setup (`setupToolcardsTesting` calls it), or ahead of time in an app that wants no
 * loading line on its first cards. Resolves when all have loaded; rejects, naming them, if any
 * failed (those cards then show their raw data with a note).
 *
 * Never throws: every failure is the returned promise's rejection, an `Error` whose message starts
 * with `toolcards:` (a `cards` that cannot be read, `null` say, rejects too). The kit leaves no
 * promise of its own unhandled; this one is the caller's, so await it or give it a `catch`.
 */
export async function preloadCards(cards: CardSet = builtInCards): Promise<void> {
  let lazy: { name: string; entry: AnyLazyCardDefinition }[];
  try {
    lazy = Object.entries(cards).flatMap(([name, entry]) => (isLazyCard(entry) ? [{ name, entry }] : []));
  } catch (error) {
    throw new Error(`toolcards: could not read the card set: ${thrownMessage(error)}`, { cause: error });
  }
  await Promise.all(lazy.map(({ entry }) => loadCard(entry)));
  const failed = lazy.flatMap(({ name, entry }) => {
    const load = cardLoadOf(entry);
    return load?.status === 'failed' ? [`${name} (${thrownMessage(load.error)})`] : [];
  });
  if (failed.length > 0) throw new Error(`toolcards: these cards failed to load: ${failed.join(', ')}`);
}
