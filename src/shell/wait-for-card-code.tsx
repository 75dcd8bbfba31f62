import type { ReactNode } from 'react';
import type { AnyLazyCardDefinition, CardSet } from '../cards/card-definition';
import { loadCard } from './card-loads';
import { useServerOrHydrating } from '../react-base/use-server-or-hydrating';
import { sendForCardsOnPage } from './send-for-cards-on-page';

/** Props of {@link WaitForCardCode}. */
interface WaitForCardCodeProps {
  /** The lazy card whose code is still loading; `undefined` once the card can be drawn. */
  entry: AnyLazyCardDefinition | undefined;
  /** The card set it belongs to, whose other cards on the page are sent for at the same time. */
  cards: CardSet;
  /** The card's frame. */
  children: ReactNode;
}

/**
 * Around every card's frame. While hydrating a card whose code is still loading, it suspends
 * until the code is there, above the frame, so hydration never claims the server's frame as a
 * loading card's: the card's containment boundary keeps the server markup meanwhile, and React
 * hydrates the card again from that boundary, planned anew, once the code came. Otherwise it
 * draws the frame (in a browser render, with its loading line). Always the same element around
 * the frame, so the frame stays the same element when the code arrives (focus stays on its
 * toggle). Its one re-render after hydration (the hook's server and client answers differ) gives
 * the same children, which React does not draw again.
 */
export function WaitForCardCode({ entry, cards, children }: WaitForCardCodeProps): ReactNode {
  const serverOrHydrating = useServerOrHydrating();
  if (entry !== undefined && serverOrHydrating) {
    sendForCardsOnPage(cards);
    throw loadCard(entry);
  }
  return children;
}
