import type { ReactNode } from 'react';
import type { AnyLazyCardDefinition } from './cards/card-definition';
import { cardLoadOf, loadCard } from './cards/card-loads';
import { useServerOrHydrating } from './chrome/use-server-or-hydrating';

/**
 * Around every card's frame; `card` is set while the card's code is still loading. Hydration must
 * find what the server drew, so while hydrating this suspends until the code is there (a thrown
 * promise: `use` is React 19's only): the page keeps its server markup meanwhile, and React
 * hydrates it again from a boundary up (the whole card, planned anew) once the code is there.
 * Suspending here, above the frame, stops hydration before it claims the server's frame as a
 * loading card's. Otherwise it draws its children: in a browser render, the frame with its
 * loading line. There is no Suspense boundary of the kit's own: a streaming renderer would send
 * its fallback first. It wraps every frame, loading or not, so the frame stays mounted (and keeps
 * focus) when the code arrives, and React's ids stay what they were without it.
 */
export function WaitForCardCode({ card, children }: { card: AnyLazyCardDefinition | undefined; children: ReactNode }): ReactNode {
  const serverOrHydrating = useServerOrHydrating();
  const status = card === undefined ? 'loaded' : cardLoadOf(card)?.status;
  // Only while the load is on its way: a renderer that retried this alone must not wait forever.
  if (card !== undefined && serverOrHydrating && (status === undefined || status === 'loading')) throw loadCard(card);
  return children;
}
