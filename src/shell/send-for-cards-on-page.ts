import { isLazyCard, type CardSet } from '../cards/card-definition';
import { loadCard } from './card-loads';

/** The card sets whose cards on the page have been sent for: once per set is enough. */
const setsSentFor = new WeakSet<CardSet>();

/**
 * Starts loading, at once, the code of every card of `cards` the server drew on this page (each
 * card's root says which: `data-card`). A hydrating card that must wait for its code sends for
 * all of them: without this, a page of six kinds of card would fetch some chunks only once the
 * first has come. Only what the page holds is fetched; nothing happens on a server.
 */
export function sendForCardsOnPage(cards: CardSet): void {
  if (typeof document === 'undefined' || setsSentFor.has(cards)) return;
  setsSentFor.add(cards);
  const names = new Set(
    [...document.querySelectorAll('[data-toolcard][data-card]')].map(
      (element) => element.getAttribute('data-card') ?? '',
    ),
  );
  for (const name of names) {
    const entry = Object.hasOwn(cards, name) ? cards[name] : undefined;
    if (entry !== undefined && isLazyCard(entry)) void loadCard(entry);
  }
}
