/**
 * Lines up to which an output or file window is read at a glance: find adds nothing there (the
 * collapsed preview shows about as many).
 */
export const LINES_AT_A_GLANCE = 10;
/** A line longer than this (UTF-16 units) may run past a card's edge: wrapping it adds something. */
const LONG_LINE = 100;

/**
 * Whether a text gets a toolbar (find, wrap): only where it adds something. Over ten lines, always;
 * a shorter text, only when one of its lines is long enough to wrap. Reads at most ten lines.
 */
export function toolbarWanted(lineCount: number, lineLength: (index: number) => number): boolean {
  if (lineCount > LINES_AT_A_GLANCE) return true;
  for (let index = 0; index < lineCount; index++) if (lineLength(index) > LONG_LINE) return true;
  return false;
}
