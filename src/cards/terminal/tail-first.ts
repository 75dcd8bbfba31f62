import type { AnsiLine } from '../../ansi';
import type { TerminalSegment } from '../../protocol/intent-types';
import { readTailScreen, tailScreenLines, type PreviewLine, type TailScreen } from './preview-lines';

/**
 * Lines read from the end of an output too long to parse in the render, before the rest: a card
 * opens at its end, and these fill its box (23 rows by default) many times over, so the first
 * paint, and server markup, show the output's real last lines while the start is parsed after.
 */
export const TAIL_FIRST_LINES = 200;

/** A line the background parse has not reached yet: drawn empty until it has. */
export const NOT_PARSED_YET: AnsiLine = Object.freeze({ spans: [] });

/** The last lines of an output read ahead of the parse from its start (see {@link TAIL_FIRST_LINES}). */
export interface TailFirst {
  /** The screen they were read with, kept to take what the output appends. */
  screen: TailScreen;
  /** Lines in the whole output, counted by their line breaks. */
  lineCount: number;
  /** The index of the first of `lines`. */
  first: number;
  lines: readonly PreviewLine[];
}

/** The tail's last {@link TAIL_FIRST_LINES} lines as they now stand; `undefined` when it has none. */
export function tailFirstOf(screen: TailScreen): TailFirst | undefined {
  const { lineCount, lines } = tailScreenLines(screen, TAIL_FIRST_LINES);
  const first = lines[0]?.index;
  return first === undefined ? undefined : { screen, lineCount, first, lines };
}

/** The last lines of `text` and its line count, when reading them ahead of the rest is exact (see `previewLines`). */
export function readTailFirst(text: string, segments: readonly TerminalSegment[] | undefined): TailFirst | undefined {
  const screen = readTailScreen(text, segments, TAIL_FIRST_LINES);
  return screen === undefined ? undefined : tailFirstOf(screen);
}
