import { createContext } from 'react';

/**
 * True under a virtualizing list (the transcript) around the items it draws: it draws only what is
 * near its viewport, so a folded card there draws its preview at once instead of reading its own
 * box before the first paint (a layout forced inside the mount, once per list, and a second render
 * of every card). Outside such a list, false: a card finds out for itself.
 */
export const DrawnNearViewportContext = createContext(false);
