import { useCallback, useSyncExternalStore } from 'react';
import { isLazyCard, type AnyLazyCardDefinition, type CardSet } from '../cards/card-definition';
import { cardLoadOf, subscribeToCardLoads, type CardLoad } from './card-loads';

/**
 * The lazy card of `cards` an intent asks for; `undefined` for a whole card, no card, or a value that cannot be read.
 */
export function lazyEntryOf(cards: CardSet, intent: unknown): AnyLazyCardDefinition | undefined {
  try {
    const card = typeof intent === 'object' && intent !== null ? (intent as { card?: unknown }).card : undefined;
    const entry = typeof card === 'string' && Object.hasOwn(cards, card) ? cards[card] : undefined;
    return entry !== undefined && isLazyCard(entry) ? entry : undefined;
  } catch {
    // A hostile value (a getter that throws): planCard shows it raw; there is no load to follow.
    return undefined;
  }
}

/**
 * Where the load of the lazy card `entry` stands, read from the load store: the card draws again
 * when it settles. `undefined` for no entry (a whole card) or a load nothing asked for yet. The
 * same snapshot on the server and while hydrating as after, since a load is the page's, not the
 * render's: a card whose code is there hydrates with it.
 */
export function useCardLoad(entry: AnyLazyCardDefinition | undefined): CardLoad | undefined {
  const snapshot = useCallback(() => (entry === undefined ? undefined : cardLoadOf(entry)), [entry]);
  return useSyncExternalStore(entry === undefined ? subscribeToNothing : subscribeToCardLoads, snapshot, snapshot);
}

const subscribeToNothing = () => () => {};
