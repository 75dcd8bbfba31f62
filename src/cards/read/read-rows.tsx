import { displayCut } from '../../format/display-cut';
import { useEffect, useRef } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { useHighlightedLines } from '../../highlight';
import { VirtualRowList, type MeasureRow, type VirtualItem, type VirtualRowListHandle } from '../../virtual';
import { showHiddenCharacters } from './hidden-characters';
import { ReadRow } from './read-row';
import { gutterStyle } from './read-preview-rows';
import type { ReadModel } from './read-model';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link ReadRows}. */
export interface ReadRowsProps {
  /** The window's model, from `readModelOf`. */
  model: ReadModel;
  /** The file's path, for the region's accessible name. */
  path: string;
  /** Wrap long lines instead of scrolling sideways. */
  wrap: boolean;
  /** Rows taken to fill the viewport without layout; 23 unless set (see `INITIAL_ROWS`). */
  initialRows?: number;
  /** Move focus into the region once mounted (after "Show all lines"). */
  focusOnMount?: boolean;
}

/** The drawn rows, highlighted: the highlighting follows what is drawn, so it lives beside the rows. */
function DrawnReadRows({
  model,
  items,
  measureRow,
}: {
  model: ReadModel;
  items: readonly VirtualItem[];
  measureRow: MeasureRow;
}) {
  const first = items[0];
  const last = items[items.length - 1];
  const { tokensFor } = useHighlightedLines({
    lines: model.texts,
    lang: model.language,
    visibleStart: first?.index ?? 0,
    visibleEnd: last ? last.index + 1 : 0,
  });
  return items.map((item) => {
    const line = model.lines[item.index];
    return line ? (
      <ReadRow key={item.key} index={item.index} line={line} tokens={tokensFor(item.index)} measureRef={measureRow} />
    ) : null;
  });
}

/**
 * The window as a virtualized list of rows (see `VirtualRowList`) in a focusable, labelled
 * scroll region (`data-slot="file"`), highlighted as rows come into view. Only the rows on
 * screen (plus a few) are in the DOM, so a 50,000-line window mounts as fast as a short one;
 * without layout the first `initialRows` rows are drawn, so server markup and hydration match.
 */
export function ReadRows({ model, path, wrap, initialRows, focusOnMount }: ReadRowsProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const list = useRef<VirtualRowListHandle>(null);

  useEffect(() => {
    // Only on mount: it answers the click that mounted this view.
    if (focusOnMount) list.current?.element()?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only, by design (above)
  }, []);

  return (
    <VirtualRowList
      slotProps={slotProps}
      handleRef={list}
      count={model.lines.length}
      rowsSlot="code-rows"
      initialRows={initialRows}
      layoutKey={wrap}
      {...slotProps('file')}
      data-wrap={wrap ? '' : undefined}
      role="group"
      aria-label={labels.read.fileContents(displayCut(showHiddenCharacters(path)))}
      tabIndex={0}
      style={gutterStyle(model.numberDigits)}
    >
      {(items, measureRow) => <DrawnReadRows model={model} items={items} measureRow={measureRow} />}
    </VirtualRowList>
  );
}
