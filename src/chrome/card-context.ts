import { createContext, useContext } from 'react';
import { DEFAULT_LABELS } from '../default-labels';
import type { ToolCardLabels } from '../labels';

/**
 * Class names by `data-slot` name (`root` for the card itself). The public prop is typed by the
 * slot lists (`ToolCardClassNames`); the chrome does not know the cards, so it reads any name.
 */
export type SlotClassNames = Readonly<Partial<Record<string, string>>>;

/** A place in a file a host can open: a path, and a 1-based line when the target is a line. */
export interface OpenLocationRequest {
  path: string;
  line?: number;
}

/** What every part of a card reads from the card around it. */
export interface CardContextValue {
  labels: ToolCardLabels;
  classNames: SlotClassNames;
  /** The host's handler for opening a file; absent, paths and lines are plain text and nothing navigates. */
  onOpenLocation?: (location: OpenLocationRequest) => void;
}

export const CardContext = createContext<CardContextValue>({ labels: DEFAULT_LABELS, classNames: {} });

/** The labels and class names of the card being drawn. */
export function useCardContext(): CardContextValue {
  return useContext(CardContext);
}
