import { useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { VirtualItem, VirtualRowListHandle } from './virtual-row-list';

/** Rows a Page Up or Page Down moves when the list has no layout to measure a page by. */
const FALLBACK_PAGE_ROWS = 10;

/** What {@link useRowFocus} needs. */
export interface RowFocusOptions {
  /** Rows in the list. */
  count: number;
  /** The list, to scroll a row into view and to find the rows in. */
  list: RefObject<VirtualRowListHandle | null>;
  /** Estimated row height in px, to tell how many rows a page holds. */
  rowHeight: number;
}

/** One Tab stop for a list's rows (see {@link useRowFocus}). */
export interface RowFocus {
  /** The row that holds the list's Tab stop among `items` (the drawn rows). */
  tabStopIn: (items: readonly VirtualItem[]) => number;
  /** For the scroll element: arrows, Home, End, Page Up and Page Down move focus between rows. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** For the scroll element: a row focused by click or Tab becomes the Tab stop. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** For the list's `onRowsDrawn`: focuses a row that was asked for before it was drawn. */
  onRowsDrawn: (element: HTMLElement) => void;
}

/** The row element that holds `target`, and its index. */
function rowOf(target: EventTarget, container: HTMLElement): { row: HTMLElement; index: number } | undefined {
  if (!(target instanceof Element)) return undefined;
  const row = target.closest<HTMLElement>('[data-index]');
  if (!row || !container.contains(row)) return undefined;
  const index = Number(row.getAttribute('data-index'));
  return Number.isInteger(index) ? { row, index } : undefined;
}

/** What takes focus in a row: its button when it has one, else the row itself. */
function rowFocusTarget(row: HTMLElement): HTMLElement {
  return row.querySelector<HTMLElement>('button') ?? row;
}

/**
 * Roving focus over a virtualized list's rows, as in VS Code's results list: the list is one
 * Tab stop (the row last focused, else the first drawn one), and the arrow keys, Home, End,
 * Page Up and Page Down move focus between rows, scrolling the row into view and drawing it
 * first when it was not. A row's own button keeps its Enter and Space. Rows mark their focus
 * target (see `rowFocusTarget`) with `tabIndex` 0 when they hold the stop, -1 otherwise.
 */
export function useRowFocus({ count, list, rowHeight }: RowFocusOptions): RowFocus {
  const [active, setActive] = useState(0);
  const pending = useRef<number | undefined>(undefined);
  const current = Math.min(active, Math.max(0, count - 1));

  const focusRow = (container: HTMLElement, index: number): boolean => {
    const row = container.querySelector<HTMLElement>(`[data-index="${index}"]`);
    if (!row) return false;
    rowFocusTarget(row).focus();
    return true;
  };

  const moveTo = (container: HTMLElement, index: number) => {
    const target = Math.max(0, Math.min(count - 1, index));
    setActive(target);
    list.current?.scrollToIndex(target, 'auto');
    // A virtualized row far away is drawn only after the scroll: focus it then.
    pending.current = focusRow(container, target) ? undefined : target;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const container = event.currentTarget;
    const from = rowOf(event.target, container);
    if (!from) return;
    const page =
      container.clientHeight > 0 ? Math.max(1, Math.floor(container.clientHeight / rowHeight) - 1) : FALLBACK_PAGE_ROWS;
    const targets: Record<string, number | undefined> = {
      ArrowDown: from.index + 1,
      ArrowUp: from.index - 1,
      Home: 0,
      End: count - 1,
      PageDown: from.index + page,
      PageUp: from.index - page,
    };
    const to = targets[event.key];
    if (to === undefined) return;
    event.preventDefault();
    moveTo(container, to);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const row = rowOf(event.target, event.currentTarget);
    if (row) setActive(row.index);
  };

  const onRowsDrawn = (container: HTMLElement) => {
    if (pending.current !== undefined && focusRow(container, pending.current)) pending.current = undefined;
  };

  const tabStopIn = (items: readonly VirtualItem[]) =>
    items.some((item) => item.index === current) ? current : (items[0]?.index ?? current);

  return { tabStopIn, onKeyDown, onFocus, onRowsDrawn };
}
