import type { ReactNode } from 'react';
import { builtInCards, createToolCard, lazyCard, type CardSet, type ToolCardProps } from '../../src/index';
import { isLazyCard, type AnyCardDefinition } from '../../src/cards/card-definition';

/** A `<ToolCard>` of the built-in cards again, lazy, whose code never comes: every card stays in its loading state. */
export function cardsThatNeverLoad(): (props: ToolCardProps) => ReactNode {
  const cards: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(builtInCards as CardSet)) {
    if (!isLazyCard(entry)) throw new Error(`the browser build's ${name} card is not lazy`);
    cards[name] = lazyCard({ ...entry, load: () => new Promise<AnyCardDefinition>(() => {}) });
  }
  return createToolCard({ cards: cards as CardSet });
}
