import { createContext, useContext } from 'react';
import { DEFAULT_LABELS } from '../labels/default-labels';
import type { ToolCardLabels } from '../labels/tool-card-labels';

/**
 * Class names by `data-slot` name (`root` for the card itself). The public prop is typed by the
 * slot lists (`ToolCardClassNames`); the chrome does not know the cards, so it reads any name.
 */
export type SlotClassNames = Readonly<Partial<Record<string, string>>>;

/** A place in a file a host can open: a path, and a 1-based line when the target is a line. */
export interface OpenLocationRequest {
  /** The path as the tool gave it (a search result's, or as a command's output wrote it). */
  path: string;
  /** 1-based line, when the target is a line. */
  line?: number;
  /** 1-based column, when the output gives one (`src/a.ts:12:5`). */
  column?: number;
  /**
   * Terminal output: the absolute path, when the kit can tell (an absolute path, or a relative
   * one under the command's `cwd` as `<ToolCardHost>` resolves it); absent otherwise.
   */
  resolvedPath?: string;
}

/** What every part of a card reads from the card around it. */
export interface CardContextValue {
  labels: ToolCardLabels;
  classNames: SlotClassNames;
  /** The host's handler for opening a file; absent, paths and lines are plain text and nothing navigates. */
  onOpenLocation?: (location: OpenLocationRequest) => void;
  /** The level of the card's title as a heading (`headingLevel`); absent, the title is no heading. */
  headingLevel?: HeadingLevel;
}

/** A heading level, `<h1>` to `<h6>`. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The level of a `#` heading inside a card: one below the card's own heading. A card with no
 * heading sits, by assumption, under a page's h1 and a chat's h2, so its contents start at h3.
 */
export function headingBase(headingLevel: HeadingLevel | undefined): number {
  return (headingLevel ?? 2) + 1;
}

export const CardContext = createContext<CardContextValue>({ labels: DEFAULT_LABELS, classNames: {} });

/** The labels and class names of the card being drawn. */
export function useCardContext(): CardContextValue {
  return useContext(CardContext);
}
