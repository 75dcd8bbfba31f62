import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True while rendering on the server or hydrating server markup (React then reads the server
 * snapshot), false in every later client render: React re-renders once hydration is done.
 */
export function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
