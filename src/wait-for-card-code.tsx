import type { ReactNode } from 'react';
import { isLazyCard, type AnyLazyCardDefinition, type CardSet } from './cards/card-definition';
import { cardLoadOf, loadCard } from './cards/card-loads';
import { useServerOrHydrating } from './chrome/use-server-or-hydrating';

/** The card sets whose cards on the page have been sent for: once per set is enough. */
const setsSentFor = new WeakSet<CardSet>();

/**
 * Starts loading, at once, the code of every card of `cards` the server drew on this page (each
 * card's root says which: `data-card`). Hydration stops at the first card it must wait for and
 * meets the next only after that one's code came; without this, a page of six kinds of card
 * would fetch six chunks one after another. Only what the page holds is fetched.
 */
function sendForCardsOnPage(cards: CardSet): void {
  if (typeof document === 'undefined' || setsSentFor.has(cards)) return;
  setsSentFor.add(cards);
  const names = new Set([...document.querySelectorAll('[data-toolcard][data-card]')].map((element) => element.getAttribute('data-card') ?? ''));
  for (const name of names) {
    const entry = Object.hasOwn(cards, name) ? cards[name] : undefined;
    if (entry !== undefined && isLazyCard(entry)) void loadCard(entry);
  }
}

/** Props of {@link WaitForCardCode}. */
interface WaitForCardCodeProps {
  /** The lazy card whose code is still loading; `undefined` once the card is drawn. */
  card: AnyLazyCardDefinition | undefined;
  /** The card set it belongs to, whose other cards on the page are sent for at the same time. */
  cards: CardSet;
  /** The card's frame. */
  children: ReactNode;
}

/**
 * Around every card's frame; `card` is set while the card's code is still loading. Hydration must
 * find what the server drew, so while hydrating {@link WaitingForCardCode} suspends until the code
 * is there; otherwise this draws its children (in a browser render, the frame with its loading
 * line). A drawn card costs one plain component here, no hook: a page of a thousand cards pays
 * nothing for the wait only some card might need.
 */
export function WaitForCardCode({ card, cards, children }: WaitForCardCodeProps): ReactNode {
  return card === undefined ? (
    children
  ) : (
    <WaitingForCardCode card={card} cards={cards}>
      {children}
    </WaitingForCardCode>
  );
}

/**
 * Suspends while hydrating (or on a server) until `card`'s code is there (a thrown promise: `use`
 * is React 19's only): the page keeps its server markup meanwhile, and React hydrates it again
 * from a boundary up (the whole card, planned anew) once the code is there. Suspending here,
 * above the frame, stops hydration before it claims the server's frame as a loading card's.
 * There is no Suspense boundary of the kit's own: a streaming renderer would send its fallback
 * first. (The frame is mounted afresh when the code arrives: React's ids do not change, since this
 * wraps a single child.)
 */
function WaitingForCardCode({ card, cards, children }: WaitForCardCodeProps & { card: AnyLazyCardDefinition }): ReactNode {
  const serverOrHydrating = useServerOrHydrating();
  const status = cardLoadOf(card)?.status;
  // Only while the load is on its way: a renderer that retried this alone must not wait forever.
  if (serverOrHydrating && (status === undefined || status === 'loading')) {
    sendForCardsOnPage(cards);
    throw loadCard(card);
  }
  return children;
}
