/**
 * Lines up to which an output or file window gets no toolbar: the collapsed preview shows about
 * as many, a reader sees them all at a glance, so find and wrap add nothing; such a short text
 * wraps instead, so nothing hides sideways with no toggle to reveal it.
 */
const LINES_WITHOUT_TOOLBAR = 10;

/** Whether a text of `lineCount` lines gets a toolbar (find, wrap): only where it adds something. */
export function toolbarWanted(lineCount: number): boolean {
  return lineCount > LINES_WITHOUT_TOOLBAR;
}
