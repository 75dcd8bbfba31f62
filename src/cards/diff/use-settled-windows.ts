import { useEffect, useState } from 'react';
import { isSynchronousMode } from '../../highlight';
import type { LineWindow } from './side-documents';

/** A file's drawn lines on each side (see `visibleWindows`). */
export interface SideWindows {
  old: LineWindow;
  new: LineWindow;
}

/** How long the drawn lines must stay put before they are highlighted, in ms. */
const SETTLE_MS = 120;

const NOTHING: SideWindows = { old: { start: 0, end: 0 }, new: { start: 0, end: 0 } };

const sameWindows = (a: SideWindows, b: SideWindows) =>
  a.old.start === b.old.start && a.old.end === b.old.end && a.new.start === b.new.start && a.new.end === b.new.end;

/**
 * The lines to highlight: the drawn ones, once they have stayed drawn for a moment. A reader
 * flinging through a diff draws a new screen every frame, and tokenizing each (shiki takes about
 * half a millisecond a line, more where a grammar first compiles its rules) would cost more than
 * the frame; lines passed over stay plain and the ones the reader stops at are highlighted. A
 * file drawn on the first screen is highlighted at once (`immediate`), so server markup keeps its
 * tokens; tests in synchronous mode never wait.
 */
export function useSettledWindows(windows: SideWindows, immediate: boolean): SideWindows {
  const [settled, setSettled] = useState(immediate ? windows : NOTHING);
  const { old, new: added } = windows;
  useEffect(() => {
    const next = { old: { start: old.start, end: old.end }, new: { start: added.start, end: added.end } };
    if (isSynchronousMode()) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- tests' synchronous mode settles now what the timer below settles later, inside act()
      setSettled((previous) => (sameWindows(previous, next) ? previous : next));
      return;
    }
    const timer = setTimeout(
      () => setSettled((previous) => (sameWindows(previous, next) ? previous : next)),
      SETTLE_MS,
    );
    return () => clearTimeout(timer);
  }, [old.start, old.end, added.start, added.end]);
  return settled;
}
