import { useRef, type ReactNode } from 'react';
import { useRowFocus, VirtualRowList, type MeasureRow, type VirtualRowListHandle } from '../../virtual';
import { useSlotProps } from '../../react-base/slot-props';

/**
 * Search rows are taller than code rows (1.5rem at a 16px root: room for the file toggles); rows are measured anyway.
 */
const SEARCH_ROW_HEIGHT_PX = 24;
/** Up to this many rows are drawn plainly; past it only the visible ones are. */
const VIRTUALIZE_FROM = 300;
/**
 * The rows taken to fill the viewport before there is layout (server, jsdom, first client render)
 * in a virtualized list: as many as the box shows at its default height (448 px in 24 px rows).
 */
const SEARCH_INITIAL_ROWS = 19;

/**
 * Draws row `index`; `measureRef` goes on the row's element. The row's focus target (its
 * button, else the row) takes `tabIndex` 0 when `tabStop`, -1 otherwise: the list is one Tab stop.
 */
export type RenderSearchRow = (index: number, measureRef: MeasureRow, tabStop: boolean) => ReactNode;

/** Props of {@link SearchRowList}. */
export interface SearchRowListProps {
  count: number;
  renderRow: RenderSearchRow;
  /** The results list's accessible name. */
  label: string;
  /** Rows taken to fill the viewport without layout when virtualized; 19 unless set. */
  initialRows?: number;
  /** What stays pinned over the top while rows scroll (see `VirtualRowList`). */
  pinned?: (firstVisible: number) => ReactNode;
}

/**
 * The scroll box that holds a search card's rows, a labelled list whose rows are its items (see `VirtualRowList`). A
 * few
 * hundred rows are drawn as they are, so the browser's find sees them; more are virtualized, the
 * first `initialRows` drawn without layout so server and first client render match. The rows are
 * one Tab stop, with the arrow keys, Home, End and the page keys inside (see `useRowFocus`).
 */
export function SearchRowList({
  count,
  renderRow,
  label,
  initialRows = SEARCH_INITIAL_ROWS,
  pinned,
}: SearchRowListProps) {
  const slotProps = useSlotProps();
  const virtual = count >= VIRTUALIZE_FROM;
  const list = useRef<VirtualRowListHandle>(null);
  const focus = useRowFocus({ count, list, rowHeight: SEARCH_ROW_HEIGHT_PX });
  return (
    <VirtualRowList
      slotProps={slotProps}
      handleRef={list}
      count={count}
      rowsSlot="rows"
      rowHeight={SEARCH_ROW_HEIGHT_PX}
      initialRows={initialRows}
      drawAll={!virtual}
      {...slotProps('results')}
      data-virtual={virtual ? '' : undefined}
      // A list, named, whose items are the rows (each says its own place: only some are drawn).
      rowsRole={{ role: 'list', 'aria-label': label }}
      onKeyDown={focus.onKeyDown}
      onFocus={focus.onFocus}
      onRowsDrawn={focus.onRowsDrawn}
      pinned={pinned}
    >
      {(items, measureRow) => {
        const tabStop = focus.tabStopIn(items);
        return items.map((item) => renderRow(item.index, measureRow, item.index === tabStop));
      }}
    </VirtualRowList>
  );
}
