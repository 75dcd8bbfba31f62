import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in a browser, `useEffect` on a server. Neither runs on a server, but React
 * 18's server renderer prints a warning for every `useLayoutEffect` it meets (one per terminal
 * card, https://github.com/facebook/react/issues/14927); React 19 no longer does.
 */
export const useIsomorphicLayoutEffect =
  typeof window !== 'undefined' && typeof window.document !== 'undefined' ? useLayoutEffect : useEffect;
