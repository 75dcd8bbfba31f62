import { useEffect } from 'react';
import type { AnyLazyCardDefinition } from './cards/card-definition';
import { loadCard } from './cards/card-loads';
import { useCardContext } from './chrome/card-context';
import { useSlotProps } from './chrome/slot-props';

/** Props of {@link CardLoadingBody}. */
interface CardLoadingBodyProps {
  /** The lazy card whose code is on its way. */
  card: AnyLazyCardDefinition;
  /** Called once the load settled (loaded or failed), for the card to be planned again. */
  onLoaded: () => void;
}

/**
 * The body of a card drawn in the browser before its code is there: a line that says so, as a
 * polite status, under the card's header (title, status, Copy of the raw data), until the code
 * arrives. (On the server and while hydrating, {@link WaitForCardCode} waits instead.)
 */
export function CardLoadingBody({ card, onLoaded }: CardLoadingBodyProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  useEffect(() => {
    let current = true;
    void loadCard(card).then(() => {
      if (current) onLoaded();
    });
    return () => {
      current = false;
    };
  }, [card, onLoaded]);
  return (
    <p {...slotProps('loading')} role="status" aria-busy="true">
      {labels.loadingCard}
    </p>
  );
}
