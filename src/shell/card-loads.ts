import type { AnyCardDefinition, AnyLazyCardDefinition } from '../cards/card-definition';

/** Where the load of one lazy card stands. */
export type CardLoad =
  | { status: 'loading'; settled: Promise<void> }
  | { status: 'loaded'; definition: AnyCardDefinition }
  | { status: 'failed'; error: unknown };

// One load per lazy definition for the whole page: every `<ToolCard>` (and `preloadCards`) shares it.
const loads = new WeakMap<AnyLazyCardDefinition, CardLoad>();

/** Told whenever a load settles, so the cards waiting for it draw again (`useSyncExternalStore`). */
const listeners = new Set<() => void>();

function settle(entry: AnyLazyCardDefinition, load: CardLoad): void {
  loads.set(entry, load);
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` whenever a card's load settles (loaded or failed); gives the function that
 * stops it. With {@link cardLoadOf} as the snapshot, a store React reads with `useSyncExternalStore`.
 */
export function subscribeToCardLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The loaded card, with the lazy definition's icon and title rule where it sets none of its own. */
function completed(entry: AnyLazyCardDefinition, loaded: AnyCardDefinition): AnyCardDefinition {
  return { ...loaded, icon: loaded.icon ?? entry.icon, fallbackTitle: loaded.fallbackTitle ?? entry.fallbackTitle };
}

/** Where the load of `entry` stands; `undefined` before anything asked for it. */
export function cardLoadOf(entry: AnyLazyCardDefinition): CardLoad | undefined {
  return loads.get(entry);
}

/**
 * Starts loading `entry` unless it already started, and gives a promise that settles when the
 * load has (it never rejects: a failure is kept in the load's state, for the card to show).
 * While the load is on its way it is the same promise every time, so React can suspend on it.
 */
export function loadCard(entry: AnyLazyCardDefinition): Promise<void> {
  const current = loads.get(entry);
  if (current?.status === 'loading') return current.settled;
  if (current !== undefined) return Promise.resolve();
  const settled = Promise.resolve()
    // A `load` that throws instead of rejecting fails the same way.
    .then(() => entry.load())
    .then((definition) => {
      if (typeof (definition as Partial<AnyCardDefinition> | undefined)?.Body !== 'function')
        throw new TypeError('load() gave no card definition');
      settle(entry, { status: 'loaded', definition: completed(entry, definition) });
    })
    .catch((error: unknown) => {
      settle(entry, { status: 'failed', error });
    });
  loads.set(entry, { status: 'loading', settled });
  return settled;
}
