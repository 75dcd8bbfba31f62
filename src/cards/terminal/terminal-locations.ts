import type { AnsiLine } from '../../ansi';
import { eslintRowLocation, findLocations, isEslintRow, lonePath, type TextLocation } from './find-locations';

/** What {@link TerminalLocations} reads lines from: a terminal feed. */
export interface LocatedLines {
  /** Lines so far. */
  readonly lineCount: number;
  /** One line; the same object until it changes. */
  line(index: number): AnsiLine;
  /** The characters a line shows. */
  lineText(index: number): string;
}

/**
 * Rows of ESLint's report searched upwards for their file heading: a file with more problems
 * than this shows its rows as text, rather than one row costing a scan of the whole log.
 */
const MAX_ESLINT_ROWS_ABOVE = 5000;

const NONE: readonly TextLocation[] = Object.freeze([]);

/**
 * The file locations of a terminal's lines, found only for the lines asked for (the rows drawn)
 * and kept per line object, so a line is scanned once while it does not change. An ESLint row
 * takes its path from the heading above it; output comes in order, so a heading is already there
 * when its rows are first drawn.
 */
export class TerminalLocations {
  private readonly found = new WeakMap<AnsiLine, readonly TextLocation[]>();

  constructor(private readonly lines: LocatedLines) {}

  /** Line `index`'s locations, left to right. */
  at(index: number): readonly TextLocation[] {
    const line = this.lines.line(index);
    let locations = this.found.get(line);
    if (locations === undefined) {
      locations = this.scan(index);
      this.found.set(line, locations);
    }
    return locations;
  }

  private scan(index: number): readonly TextLocation[] {
    const text = this.lines.lineText(index);
    if (text === '') return NONE;
    if (isEslintRow(text)) {
      const path = this.headingAbove(index);
      const location = path === undefined ? undefined : eslintRowLocation(text, path);
      return location === undefined ? NONE : [location];
    }
    const located = findLocations(text);
    return located.length === 0 ? NONE : located;
  }

  /** The path of the ESLint file heading above row `index`, past the rows between them. */
  private headingAbove(index: number): string | undefined {
    const stop = Math.max(0, index - MAX_ESLINT_ROWS_ABOVE);
    for (let above = index - 1; above >= stop; above--) {
      const text = this.lines.lineText(above);
      if (!isEslintRow(text)) return lonePath(text);
    }
    return undefined;
  }
}
