import { builtInCards } from './built-in-cards';
import { createToolCard } from './create-tool-card';

export type { ToolCardProps } from './create-tool-card';

/**
 * Renders one tool call from its render intent, with every card of the protocol. Pure: the same
 * intent gives the same markup on the server and in the browser. Never throws: an unknown or
 * malformed intent, or a view that fails, shows the raw data in a generic card with a visible note.
 */
export const ToolCard = /* @__PURE__ */ createToolCard({ cards: builtInCards });
