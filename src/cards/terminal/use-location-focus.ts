import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { TerminalLocations } from './terminal-locations';

/** The buttons a terminal draws its file locations as (see `AnsiLineText`). */
const LOCATION_SELECTOR = '[data-slot="output-location"]';

/** A location button: its row's line, and its place among the row's location buttons. */
export interface LocationStop {
  line: number;
  /** 0-based, among the location buttons drawn in that row. */
  ordinal: number;
}

/** What {@link useLocationFocus} needs. */
export interface LocationFocusOptions {
  /** The card's locations; absent (the host opens none), the hook does nothing. */
  locations: TerminalLocations | undefined;
  /** Lines in the list. */
  lineCount: number;
  /**
   * Scrolls line `line` into view, for a list that draws only some of its rows (the open output):
   * a key that leaves the drawn rows then finds the next location in the lines, scrolls to it and
   * focuses it once drawn. Absent (the folded preview, drawn whole), keys move among drawn ones.
   */
  scrollTo?: (line: number) => void;
}

/** One Tab stop for a list's file locations (see {@link useLocationFocus}). */
export interface LocationFocus {
  /** The location that holds the list's Tab stop among the drawn `lines`; none without locations. */
  tabStopIn: (lines: readonly number[]) => LocationStop | undefined;
  /** For the list's element: the arrow keys, Home and End move focus between locations. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** For the list's element: a location focused by click or Tab becomes the Tab stop. */
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  /** For a virtualized list's `onRowsDrawn`: focuses a location asked for before it was drawn. */
  onRowsDrawn: (element: HTMLElement) => void;
}

/** The location button `target` is, with its row's line and its ordinal there. */
function stopOf(target: EventTarget, container: HTMLElement): (LocationStop & { button: HTMLElement }) | undefined {
  if (!(target instanceof HTMLElement) || !target.matches(LOCATION_SELECTOR)) return undefined;
  const row = target.closest<HTMLElement>('[data-index]');
  if (!row || !container.contains(row)) return undefined;
  const line = Number(row.getAttribute('data-index'));
  const ordinal = [...row.querySelectorAll(LOCATION_SELECTOR)].indexOf(target);
  return Number.isInteger(line) ? { line, ordinal, button: target } : undefined;
}

/** Focuses the first or last location button drawn in line `line`'s row; false when none is drawn. */
function focusInRow(container: HTMLElement, line: number, which: 'first' | 'last'): boolean {
  const buttons = container.querySelector(`[data-index="${line}"]`)?.querySelectorAll<HTMLElement>(LOCATION_SELECTOR);
  const button = buttons && (which === 'first' ? buttons[0] : buttons[buttons.length - 1]);
  if (!button) return false;
  button.focus();
  return true;
}

/**
 * Roving focus over the file locations in a terminal's lines, as the search card's rows have it:
 * the locations of one list (the output, or the folded preview) are one Tab stop (the one last
 * focused, else the first drawn), and ↓/→ and ↑/← move to the next and previous location, Home
 * and End to the first and last. Enter and Space stay the buttons' own (they open the location).
 * A location button takes `tabIndex` 0 when it holds the stop, -1 otherwise.
 */
export function useLocationFocus({ locations, lineCount, scrollTo }: LocationFocusOptions): LocationFocus {
  const [active, setActive] = useState<LocationStop | undefined>(undefined);
  const pending = useRef<{ line: number; which: 'first' | 'last' } | undefined>(undefined);

  const hasLocations = (line: number) =>
    locations !== undefined && line >= 0 && line < lineCount && locations.at(line).length > 0;

  /** The nearest line from `from` (included) in `direction` with a location, scanning the lines. */
  const lineWithLocations = (from: number, direction: 1 | -1): number | undefined => {
    for (let line = from; line >= 0 && line < lineCount; line += direction) if (hasLocations(line)) return line;
    return undefined;
  };

  const goTo = (container: HTMLElement, line: number | undefined, which: 'first' | 'last') => {
    if (line === undefined || !scrollTo) return;
    scrollTo(line);
    // A row far away is drawn only after the scroll: focus it then.
    pending.current = focusInRow(container, line, which) ? undefined : { line, which };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const container = event.currentTarget;
    const from = stopOf(event.target, container);
    if (!from) return;
    const forward = event.key === 'ArrowDown' || event.key === 'ArrowRight';
    const back = event.key === 'ArrowUp' || event.key === 'ArrowLeft';
    if (!forward && !back && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const buttons = [...container.querySelectorAll<HTMLElement>(LOCATION_SELECTOR)];
    if (event.key === 'Home') {
      if (scrollTo) goTo(container, lineWithLocations(0, 1), 'first');
      else buttons[0]?.focus();
      return;
    }
    if (event.key === 'End') {
      if (scrollTo) goTo(container, lineWithLocations(lineCount - 1, -1), 'last');
      else buttons[buttons.length - 1]?.focus();
      return;
    }
    const next = buttons[buttons.indexOf(from.button) + (forward ? 1 : -1)];
    if (next) next.focus();
    // Past the drawn rows: the next location is found in the lines themselves.
    else
      goTo(container, lineWithLocations(from.line + (forward ? 1 : -1), forward ? 1 : -1), forward ? 'first' : 'last');
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const stop = stopOf(event.target, event.currentTarget);
    if (stop) setActive({ line: stop.line, ordinal: stop.ordinal });
  };

  const onRowsDrawn = (container: HTMLElement) => {
    const wanted = pending.current;
    if (wanted && focusInRow(container, wanted.line, wanted.which)) pending.current = undefined;
  };

  const tabStopIn = (lines: readonly number[]): LocationStop | undefined => {
    if (locations === undefined) return undefined;
    if (active && lines.includes(active.line) && locations.at(active.line).length > active.ordinal) return active;
    const first = lines.find(hasLocations);
    return first === undefined ? undefined : { line: first, ordinal: 0 };
  };

  return { tabStopIn, onKeyDown, onFocus, onRowsDrawn };
}
