import type { AnyLazyCardDefinition } from './cards/card-definition';
import { cardLoadOf, loadCard } from './cards/card-loads';
import { useServerOrHydrating } from './chrome/use-server-or-hydrating';

/**
 * Drawn before the frame of a card whose code is still loading. Hydration must find what the
 * server drew, so while hydrating this suspends until the code is there (a thrown promise: `use`
 * is React 19's only): the page keeps its server markup meanwhile, and React hydrates it again
 * from a boundary up (the whole card, planned anew) once the code is there. It comes first so
 * that hydration stops here, before claiming the frame's markup as a loading card's. In a
 * browser render it draws nothing (the frame shows a loading line). There is no Suspense
 * boundary of the kit's own: a streaming renderer would send its fallback first.
 */
export function WaitForCardCode({ card }: { card: AnyLazyCardDefinition }): null {
  const serverOrHydrating = useServerOrHydrating();
  const status = cardLoadOf(card)?.status;
  // Only while the load is on its way: a renderer that retried this alone must not wait forever.
  if (serverOrHydrating && (status === undefined || status === 'loading')) throw loadCard(card);
  return null;
}
