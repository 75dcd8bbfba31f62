/** Drawn items split into the contiguous run laid out in the flow and the one item kept drawn away from it. */
export interface SplitItems<Item extends { index: number }> {
  /** The run of consecutive items near the viewport, in order. */
  flow: Item[];
  /** The item kept drawn (the focused one) when it is not next to the run; it is placed at its own offset. */
  kept: Item | undefined;
}

/**
 * Splits the virtualizer's drawn items (sorted by index: a consecutive run, plus `keep` when the range extractor
 * added it) into the run and the kept item. Derived from the drawn items alone, so nothing is remembered between
 * the extractor's call and the render: `keep` next to the run, or inside it, is part of the run.
 */
export function splitKeptItem<Item extends { index: number }>(
  drawn: readonly Item[],
  keep: number | undefined,
): SplitItems<Item> {
  const keptAt = keep === undefined ? -1 : drawn.findIndex((item) => item.index === keep);
  if (keptAt === -1 || drawn.length === 1) return { flow: [...drawn], kept: undefined };
  const flow = drawn.filter((_, at) => at !== keptAt);
  const first = flow[0]!.index;
  const last = flow[flow.length - 1]!.index;
  if (keep! >= first - 1 && keep! <= last + 1) return { flow: [...drawn], kept: undefined };
  return { flow, kept: drawn[keptAt] };
}
