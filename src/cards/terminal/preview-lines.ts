import { createAnsiScreen, type AnsiLine, type AnsiScreen, EscapeTokenizer } from '../../ansi';
import type { TerminalSegment } from '../../protocol/intent-types';
import type { TerminalStream } from './terminal-feed';
import type { LocatedLines } from './terminal-locations';

/** One line a collapsed card shows. */
export interface PreviewLine {
  /** Its 0-based index in the whole output. */
  index: number;
  line: AnsiLine;
  stream: TerminalStream | undefined;
}

/** What a collapsed terminal card shows of its output. */
export interface PreviewLines {
  /** Lines in the whole output. */
  lineCount: number;
  /** The first lines (every line, when the output has no more than head and tail together). */
  head: PreviewLine[];
  /** The last lines; empty when `head` holds every line. */
  tail: PreviewLine[];
}

/** Lines a collapsed card shows from the start and from the end of its output, unless told otherwise. */
export const PREVIEW_HEAD_LINES = 5;
/** See {@link PREVIEW_HEAD_LINES}. */
export const PREVIEW_TAIL_LINES = 5;

/**
 * Characters read before the tail to learn the style it starts in: a coloured log resets its
 * style every line or two, so this is plenty; past it the whole output is parsed after all.
 */
export const MAX_PREVIEW_LOOKBACK = 64 * 1024;

// What makes counting line breaks wrong: a cursor moving up (lines written again, not added), or
// an OSC, DCS, SOS, PM or APC string left open across a line break (it swallows the break).
const UNCOUNTABLE = /\x1b(?:\[[\x00-\x3f]*[AF]|[\]PX^_][^\x07\x18\x1a\x1b\n\v\f]*[\n\v\f])/;
const STYLE_RESETS = ['\x1b[0m', '\x1b[m'];
const LINK = '\x1b]8;';

/** Line breaks (`\n`, VT, FF) in `text[from, to)`: what a terminal starts a new line on. */
function countBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (const mark of ['\n', '\v', '\f']) {
    for (let at = text.indexOf(mark, from); at >= 0 && at < to; at = text.indexOf(mark, at + 1)) count++;
  }
  return count;
}

/** Whether the OSC string at `at` completes (not cancelled, not over its length budget): it then sets the link. */
function oscCompletes(text: string, at: number): boolean {
  let completed = false;
  const tokenizer = new EscapeTokenizer({
    print() {},
    execute() {},
    csi() {},
    osc: (_payload, oscAt) => (completed ||= oscAt === 0),
  });
  tokenizer.read(text.slice(at, at + 8200));
  return completed;
}

/** An output that can be read a range at a time: a string, or a feed's text (its segments, unjoined). */
export interface SliceableText {
  slice(start: number, end: number): string;
}

/** Writes `text[from, to)` to `screen` cut at segment boundaries, marking the lines stderr wrote on. */
function writeRange(
  screen: AnsiScreen,
  text: SliceableText,
  from: number,
  to: number,
  segments: readonly TerminalSegment[] | undefined,
  stderr: number[],
): void {
  if (!segments) {
    screen.write(text.slice(from, to));
    return;
  }
  let start = 0;
  for (const segment of segments) {
    const end = start + segment.text.length;
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    if (a < b) {
      screen.write(text.slice(a, b));
      // As the feed does: lines erased since forget their mark.
      if (stderr.length > screen.lineCount) stderr.length = screen.lineCount;
      if (segment.stream === 'stderr')
        for (const index of screen.touchedLines) if (index < screen.lineCount) stderr[index] = 1;
    }
    start = end;
  }
}

function linesOf(
  screen: AnsiScreen,
  stderr: readonly number[],
  from: number,
  to: number,
  offset: number,
): PreviewLine[] {
  const lines: PreviewLine[] = [];
  for (let row = from; row < to; row++)
    lines.push({ index: offset + row, line: screen.line(row), stream: stderr[row] === 1 ? 'stderr' : undefined });
  return lines;
}

/** Where an output's last `tailLines` lines start: one line more, so they never depend on where it was cut. */
function tailStartOf(text: string, tailLines: number): number {
  let tailStart = text.endsWith('\n') ? text.length - 1 : text.length;
  for (let line = 0; line <= tailLines && tailStart > 0; line++) tailStart = text.lastIndexOf('\n', tailStart - 1);
  return Math.max(0, tailStart + 1);
}

/**
 * Where parsing may start for the lines from `tailStart` on: a point whose state does not depend
 * on anything before (the last style reset, or the last link, before it); `undefined` when that
 * is further back than {@link MAX_PREVIEW_LOOKBACK} or cannot be known.
 */
function parseStartOf(text: string, tailStart: number): number | undefined {
  if (text.lastIndexOf('\x1b', tailStart - 1) < 0) return tailStart;
  // Only within the lookback: a reset further back is as good as none (past it, the caller parses
  // everything), and a style that is never reset made a search from the tail read the whole text.
  const windowStart = Math.max(0, tailStart - MAX_PREVIEW_LOOKBACK);
  const window = text.slice(windowStart, tailStart);
  const resets = STYLE_RESETS.map((reset) => window.lastIndexOf(reset)).filter((at) => at >= 0);
  let start = resets.length > 0 ? windowStart + Math.max(...resets) : 0;
  // The last link before the tail decides its link, so parsing starts there at the latest; a
  // link sequence cut short leaves the one before it in force, which is too far to know.
  const link = text.lastIndexOf(LINK, tailStart - 1);
  if (link >= 0 && !oscCompletes(text, link)) return undefined;
  if (link >= 0) start = Math.min(start, link);
  return tailStart - start > MAX_PREVIEW_LOOKBACK ? undefined : start;
}

/**
 * The first `headLines` and last `tailLines` lines of an output (`text`, made of `segments` when
 * it has them) and how many lines it has, without parsing it whole: the head is parsed from the
 * start, the tail from shortly before it (the last style reset, so its colours are right), and
 * the lines between are only counted, by their line breaks. Exact, or `undefined` when the output
 * does what makes that unsafe (moves the cursor up, leaves a string open across a line break,
 * keeps a style or a link from further back than {@link MAX_PREVIEW_LOOKBACK}): the caller then
 * parses the whole output.
 */
export function previewLines(
  text: string,
  segments: readonly TerminalSegment[] | undefined,
  headLines: number,
  tailLines: number,
): PreviewLines | undefined {
  const tailStart = tailStartOf(text, tailLines);
  // Where the head ends: after the line break closing its last line.
  let headEnd = 0;
  for (let line = 0; line < headLines && headEnd < text.length; line++) {
    const at = text.indexOf('\n', headEnd);
    headEnd = at < 0 ? text.length : at + 1;
  }
  const start = parseStartOf(text, tailStart);
  if (start === undefined) return undefined;
  if (headEnd >= start) {
    // A short output: parsing it whole costs no more than its head and tail.
    const stderr: number[] = [];
    const screen = createAnsiScreen();
    writeRange(screen, text, 0, text.length, segments, stderr);
    return split(screen, stderr, headLines, tailLines);
  }
  const tail = tailScreenFrom(text, segments, tailStart, start);
  if (tail === undefined) return undefined;
  const { lineCount, lines } = tailScreenLines(tail, tailLines);
  if (lineCount <= headLines + tailLines) return undefined;
  const headStderr: number[] = [];
  const headScreen = createAnsiScreen();
  writeRange(headScreen, text, 0, headEnd, segments, headStderr);
  return {
    lineCount,
    head: linesOf(headScreen, headStderr, 0, Math.min(headLines, headScreen.lineCount), 0),
    tail: lines,
  };
}

/**
 * The end of an output parsed ahead of the rest, from a point whose state does not depend on
 * what came before, with the lines before that point counted: see {@link readTailScreen}. Kept
 * by the caller to take what the output appends ({@link extendTailScreen}).
 */
export interface TailScreen {
  /** Lines before the screen's first, counted by their line breaks. */
  readonly before: number;
  /** The screen's first whole line (its first row may have begun before the point it starts at). */
  readonly firstExact: number;
  readonly screen: AnsiScreen;
  /** 1 where a stderr segment wrote on the screen's row. */
  readonly stderr: number[];
}

function tailScreenFrom(
  text: string,
  segments: readonly TerminalSegment[] | undefined,
  tailStart: number,
  start: number,
): TailScreen | undefined {
  if (UNCOUNTABLE.test(text.slice(0, start))) return undefined;
  const stderr: number[] = [];
  const screen = createAnsiScreen();
  writeRange(screen, text, start, text.length, segments, stderr);
  if (screen.leansOnEarlierOutput) return undefined;
  return { before: countBreaks(text, 0, start), firstExact: countBreaks(text, start, tailStart), screen, stderr };
}

/**
 * An output's last `tailLines` lines parsed, and every line before them only counted, as
 * {@link previewLines} reads its tail; `undefined` where that would not be exact.
 */
export function readTailScreen(
  text: string,
  segments: readonly TerminalSegment[] | undefined,
  tailLines: number,
): TailScreen | undefined {
  const tailStart = tailStartOf(text, tailLines);
  const start = parseStartOf(text, tailStart);
  return start === undefined ? undefined : tailScreenFrom(text, segments, tailStart, start);
}

/**
 * Writes what an output appended, `text[from, to)`, to its tail screen: the lines before it are
 * unchanged, so the count stays exact unless the new output moves the cursor up or skips cells
 * (then false: the caller parses from the start instead).
 */
export function extendTailScreen(
  tail: TailScreen,
  text: SliceableText,
  from: number,
  to: number,
  segments: readonly TerminalSegment[] | undefined,
): boolean {
  writeRange(tail.screen, text, from, to, segments, tail.stderr);
  return !tail.screen.leansOnEarlierOutput;
}

/** The last `count` whole lines of a tail screen (by their index in the output), and the output's line count. */
export function tailScreenLines(tail: TailScreen, count: number): { lineCount: number; lines: PreviewLine[] } {
  const rows = tail.screen.lineCount;
  return {
    lineCount: tail.before + rows,
    lines: linesOf(tail.screen, tail.stderr, Math.max(tail.firstExact, rows - count), rows, tail.before),
  };
}

/** Head and tail of a screen that parsed the whole output. */
function split(screen: AnsiScreen, stderr: readonly number[], headLines: number, tailLines: number): PreviewLines {
  const count = screen.lineCount;
  if (count <= headLines + tailLines) return { lineCount: count, head: linesOf(screen, stderr, 0, count, 0), tail: [] };
  return {
    lineCount: count,
    head: linesOf(screen, stderr, 0, headLines, 0),
    tail: linesOf(screen, stderr, count - tailLines, count, 0),
  };
}

const NO_LINE: AnsiLine = Object.freeze({ spans: [] });

/** A preview's lines to find file locations in; the lines it does not show read as empty. */
export function previewLocatedLines(preview: PreviewLines): LocatedLines {
  const byIndex = new Map<number, AnsiLine>();
  for (const { index, line } of [...preview.head, ...preview.tail]) byIndex.set(index, line);
  const line = (index: number) => byIndex.get(index) ?? NO_LINE;
  return {
    lineCount: preview.lineCount,
    line,
    lineText: (index) =>
      line(index)
        .spans.map((span) => span.text)
        .join(''),
  };
}
