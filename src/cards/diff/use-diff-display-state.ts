import { useCallback, useMemo, useState } from 'react';
import {
  type DiffFileModel,
  defaultCollapsedFiles,
  diffRowSource,
  type DiffRowSource,
  expandContext,
  type ExpandDirection,
} from '../../diff';

/** The two layouts: one column of lines, or old and new side by side. */
export type DiffLayout = 'unified' | 'split';

/** What the reader changed in a diff card, and the rows that follow from it. */
export interface DiffDisplayState {
  /** The files as shown: the input's, with any context the reader revealed. */
  files: readonly DiffFileModel[];
  /** The rows to draw, in the current layout, each file's made when first read. */
  rows: DiffRowSource;
  /** The current layout. */
  layout: DiffLayout;
  /** Whether the card is wide enough for side by side; when not, the layout is unified whatever was chosen. */
  splitFits: boolean;
  /** Switches the layout. */
  setLayout: (layout: DiffLayout) => void;
  /** Long lines wrap instead of scrolling sideways (unified layout; split always wraps). */
  wrap: boolean;
  /** Turns wrapping on or off. */
  setWrap: (wrap: boolean) => void;
  /** Hides a file's lines, or shows them (which also loads a file over the budget). */
  toggleFile: (file: number) => void;
  /** Reveals hidden context in gap `gap` of a file (see `expandContext`). */
  expandGap: (file: number, gap: number, direction: ExpandDirection) => void;
  /** Keys of long lines drawn whole (see {@link lineKey}). */
  wholeLines: ReadonlySet<string>;
  /** Draws a long line whole. */
  showWholeLine: (key: string) => void;
}

interface Changes {
  /** The files these changes were made on: new input starts over. */
  base: readonly DiffFileModel[];
  collapsed: ReadonlySet<number>;
  grown: ReadonlyMap<number, DiffFileModel>;
  wholeLines: ReadonlySet<string>;
}

/** A long line's key: its file, side and number, which revealing context does not change. */
export function lineKey(file: number, side: 'old' | 'new', number: number | undefined): string {
  return `${file}:${side}:${number ?? ''}`;
}

function fresh(base: readonly DiffFileModel[], budget: number): Changes {
  return { base, collapsed: defaultCollapsedFiles(base, budget), grown: new Map(), wholeLines: new Set() };
}

/**
 * The diff card's view state: layout, wrap, collapsed files (those over `budget` changed lines
 * start collapsed behind "Load diff"), revealed context and long lines drawn whole. All of it
 * starts over when the input's files change (a new intent), since indices would point elsewhere.
 * While `splitFits` is false the layout drawn is unified; the chosen one comes back with the width.
 */
export function useDiffDisplayState(
  base: readonly DiffFileModel[],
  budget: number,
  splitFits = true,
): DiffDisplayState {
  const [chosenLayout, setLayout] = useState<DiffLayout>('unified');
  // Two columns of code on a phone break words mid-token: there the choice waits for a wider card.
  const layout = splitFits ? chosenLayout : 'unified';
  const [wrap, setWrap] = useState(false);
  const [stored, setChanges] = useState<Changes>(() => fresh(base, budget));
  // Adjusted while rendering, not in an effect: the stale rows must never be drawn.
  let changes = stored;
  if (stored.base !== base) {
    changes = fresh(base, budget);
    setChanges(changes);
  }

  const files = useMemo(
    () => (changes.grown.size === 0 ? base : base.map((file, index) => changes.grown.get(index) ?? file)),
    [base, changes.grown],
  );
  const rows = useMemo(
    () => diffRowSource(files, layout, { collapsed: changes.collapsed, budget }),
    [files, layout, changes.collapsed, budget],
  );

  const toggleFile = useCallback((file: number) => {
    setChanges((previous) => {
      const collapsed = new Set(previous.collapsed);
      if (!collapsed.delete(file)) collapsed.add(file);
      return { ...previous, collapsed };
    });
  }, []);

  const expandGap = useCallback((file: number, gap: number, direction: ExpandDirection) => {
    setChanges((previous) => {
      const current = previous.grown.get(file) ?? previous.base[file];
      if (!current) return previous;
      const next = expandContext(current, gap, direction);
      if (next === current) return previous;
      const grown = new Map(previous.grown);
      grown.set(file, next);
      return { ...previous, grown };
    });
  }, []);

  const showWholeLine = useCallback((key: string) => {
    setChanges((previous) => {
      if (previous.wholeLines.has(key)) return previous;
      const wholeLines = new Set(previous.wholeLines);
      wholeLines.add(key);
      return { ...previous, wholeLines };
    });
  }, []);

  // One object while nothing in it changed: the row list, memoized on it, is not drawn again
  // when only the card around it renders (its width learned after the first frame).
  const { wholeLines } = changes;
  return useMemo(
    () => ({
      files,
      rows,
      layout,
      splitFits,
      setLayout,
      wrap,
      setWrap,
      toggleFile,
      expandGap,
      wholeLines,
      showWholeLine,
    }),
    [files, rows, layout, splitFits, wrap, toggleFile, expandGap, wholeLines, showWholeLine],
  );
}
