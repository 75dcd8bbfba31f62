import { createAnsiScreen, type AnsiLine, type AnsiScreen } from '../../ansi';
import type { TerminalIntent, TerminalSegment } from '../../protocol/intent-types';
import { FeedText, startsWithText } from './feed-text';
import { extendTailScreen, type PreviewLine } from './preview-lines';
import { NOT_PARSED_YET, readTailFirst, tailFirstOf, type TailFirst } from './tail-first';

/** Which stream a line of segmented output came from (only stderr is marked). */
export type TerminalStream = 'stdout' | 'stderr';

/** The output a terminal card draws: one captured string, or the same output kept as streams. */
export type TerminalSource =
  { kind: 'output'; text: string } | { kind: 'segments'; segments: readonly TerminalSegment[] };

/** The source of an intent: its `segments` when it has any (they keep stderr apart), else `output`. */
export function terminalSource(intent: Pick<TerminalIntent, 'output' | 'segments'>): TerminalSource {
  const segments = intent.segments;
  if (segments !== undefined && segments.length > 0) return { kind: 'segments', segments };
  return { kind: 'output', text: intent.output ?? '' };
}

/**
 * Characters parsed while rendering (64 KiB, a thousand lines or so, a few milliseconds of
 * parsing); the rest of a bigger output is parsed after paint, in the background (`pump`), so a
 * 4 MB log paints its first rows without waiting for the whole parse. An output with more than
 * this left to parse has its end read first instead (see `TAIL_FIRST_LINES`).
 */
const RENDER_PARSE_CHARS = 64 * 1024;

interface WrittenSegment {
  stream: TerminalStream;
  /** How many characters of the segment's text were written so far. */
  chars: number;
}

/** Whether a write may end after this UTF-16 unit without splitting a surrogate pair. */
function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * One card's terminal screen, kept across renders and fed only what is new: when the output
 * grows by appending (the streaming case) only the suffix is parsed, so a chunk costs its own
 * length and not the log's. Any other change (a different or shorter output) starts a fresh
 * screen. Plain TypeScript: the React hook around it only calls `sync`.
 *
 * An output too long to parse in the render is read from its end first: its last
 * `TAIL_FIRST_LINES` lines and its line count (when that is exact, see `previewLines`), so
 * the card opens on its real last lines; the lines between what was parsed and that tail read as
 * empty until the parse from the start reaches them, and the tail gives way to the parsed lines
 * (the same lines) once it is done. Output appended meanwhile (a running command) is written to
 * the tail's own screen, so an update costs its own length there too.
 */
export class TerminalFeed {
  /** Bumped by every `sync` that changed the lines: what views memoise on. */
  version = 0;
  /** The lowest line changed by the last version step (0 after a fresh start). */
  changedFrom = 0;

  /** The output the screen reads its lines back from (it keeps only positions in it). */
  private text = new FeedText();
  private current: AnsiScreen = createAnsiScreen(this.text);
  private mode: TerminalSource['kind'] = 'output';
  /** The whole output the screen is catching up to, and how much of it was written. */
  private targetOutput = '';
  private parsedChars = 0;
  /** The segments the screen is catching up to, and how far each was written (in order). */
  private targetSegments: readonly TerminalSegment[] = [];
  private writtenSegments: WrittenSegment[] = [];
  /** The target segments' characters, all told: what tells a grown output from the same one. */
  private targetSegmentsLength = 0;
  // 1 where a stderr segment wrote on the line; kept to `lineCount` so erased lines forget it.
  private stderrLines: number[] = [];
  /** The output's last lines, read ahead while the parse from its start is pending. */
  private tail: TailFirst | undefined;

  /** The screen being drawn (replaced on a fresh start). */
  get screen(): AnsiScreen {
    return this.current;
  }

  /** Lines so far: every line of the output while its tail is read ahead of the parse. */
  get lineCount(): number {
    return this.tail?.lineCount ?? this.current.lineCount;
  }

  /** One line's spans; the same object until that line changes. */
  line(index: number): AnsiLine {
    const ahead = this.aheadOfParse(index);
    return ahead === undefined ? this.current.line(index) : (ahead?.line ?? NOT_PARSED_YET);
  }

  /** The characters a line shows, without styles. */
  lineText(index: number): string {
    const ahead = this.aheadOfParse(index);
    if (ahead === undefined) return this.current.lineText(index);
    return ahead === null ? '' : ahead.line.spans.map((span) => span.text).join('');
  }

  /** `stderr` for a line a stderr segment wrote on; `undefined` otherwise (and for plain output). */
  lineStream(index: number): TerminalStream | undefined {
    const ahead = this.aheadOfParse(index);
    if (ahead !== undefined) return ahead?.stream;
    return this.stderrLines[index] === 1 ? 'stderr' : undefined;
  }

  /**
   * For a line past what the parse from the start has finished (its last parsed line may still
   * grow): the tail's line, or null when the parse has not reached it. `undefined` for a parsed line.
   */
  private aheadOfParse(index: number): PreviewLine | null | undefined {
    const tail = this.tail;
    if (tail === undefined) return undefined;
    if (index >= tail.first) return tail.lines[index - tail.first] ?? null;
    return index < this.current.lineCount - 1 ? undefined : null;
  }

  /** Every line's text, joined by `\n`: what "Copy output" copies. */
  plainText(): string {
    const lines: string[] = [];
    for (let index = 0; index < this.lineCount; index++) lines.push(this.lineText(index));
    return lines.join('\n');
  }

  /** Whether part of the output still waits to be parsed (see `pump`). */
  get pending(): boolean {
    if (this.mode === 'output') return this.parsedChars < this.targetOutput.length;
    const written = this.writtenSegments;
    const last = written.length - 1;
    return (
      written.length < this.targetSegments.length ||
      (last >= 0 && (written[last]?.chars ?? 0) < (this.targetSegments[last]?.text.length ?? 0))
    );
  }

  /**
   * Brings the screen up to `source`, writing only what was appended since the last call, and
   * at most `budgetChars` of it now; `pump` writes the rest. Output and segments get the same budget.
   */
  sync(source: TerminalSource, budgetChars = RENDER_PARSE_CHARS, options: { head?: boolean } = {}): void {
    if (source.kind === 'output') this.syncOutput(source.text, budgetChars);
    else this.syncSegments(source.segments, budgetChars);
    // `head`: the first lines are drawn too (a collapsed card's preview), so with the end read
    // first, the start is parsed within the budget now as well.
    if (options.head === true && this.tail !== undefined && this.writtenLength() === 0) {
      const changedFrom = this.settleTail(this.write(budgetChars));
      if (changedFrom !== Number.POSITIVE_INFINITY) this.bump(changedFrom);
    }
  }

  /** Parses up to `budgetChars` more of a pending output; true when nothing is left. */
  pump(budgetChars: number): boolean {
    if (!this.pending) return true;
    const changedFrom = this.settleTail(this.write(budgetChars));
    if (changedFrom !== Number.POSITIVE_INFINITY) this.bump(changedFrom);
    return !this.pending;
  }

  /** Writes up to `budgetChars` more of the target; the lowest line changed, or Infinity. */
  private write(budgetChars: number): number {
    if (this.mode === 'segments') return this.pumpSegments(budgetChars);
    let end = Math.min(this.targetOutput.length, this.parsedChars + Math.max(1, budgetChars));
    // Never split a surrogate pair between two writes.
    const last = this.targetOutput.charCodeAt(end - 1);
    if (end < this.targetOutput.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    if (end <= this.parsedChars) return Number.POSITIVE_INFINITY;
    this.current.write(this.targetOutput.slice(this.parsedChars, end));
    this.parsedChars = end;
    return this.current.firstChangedLine;
  }

  /**
   * Drops the tail once nothing is pending (the screen now holds the same lines); returns the
   * lowest line a step changed, counting the tail's lines when they give way.
   */
  private settleTail(changedFrom: number): number {
    const tail = this.tail;
    if (tail === undefined || this.pending) return changedFrom;
    this.tail = undefined;
    return Math.min(changedFrom, tail.first);
  }

  /**
   * Takes in a target that grew from `previous` to `length` characters (`whole` reads it as one
   * string). While its tail is shown, what was appended is written to the tail's screen (the
   * lines before it are unchanged); a long target with more left to parse than `budgetChars` has
   * its tail read first and the parse left to the background; otherwise up to `budgetChars` more
   * is parsed now. Returns the lowest line that changed, or Infinity.
   */
  private takeGrowth(
    whole: () => string,
    segments: readonly TerminalSegment[] | undefined,
    previous: number,
    length: number,
    budgetChars: number,
  ): number {
    const shown = this.tail;
    if (shown !== undefined) {
      this.tail = extendTailScreen(shown.screen, this.text, previous, length, segments)
        ? tailFirstOf(shown.screen)
        : undefined;
      if (this.tail !== undefined) return Math.min(shown.first, this.tail.first);
    } else if (length - this.writtenLength() > budgetChars) {
      this.tail = readTailFirst(whole(), segments);
      if (this.tail !== undefined) return this.tail.first;
    }
    const changedFrom = this.settleTail(this.write(budgetChars));
    return shown === undefined ? changedFrom : Math.min(changedFrom, shown.first);
  }

  /** Characters of the target written to the screen so far. */
  private writtenLength(): number {
    if (this.mode === 'output') return this.parsedChars;
    return this.writtenSegments.reduce((sum, written) => sum + written.chars, 0);
  }

  private syncOutput(text: string, budgetChars: number): void {
    const continues = this.mode === 'output' && startsWithText(text, this.targetOutput);
    if (!continues) this.reset('output');
    const previous = this.targetOutput.length;
    const grew = text.length > previous;
    // Kept even when equal: the host's newest string, so an older copy is not held as well.
    this.targetOutput = text;
    this.text.setOutput(text);
    const changedFrom = grew
      ? this.takeGrowth(() => text, undefined, previous, text.length, budgetChars)
      : Number.POSITIVE_INFINITY;
    if (!continues) this.bump(0);
    else if (changedFrom !== Number.POSITIVE_INFINITY) this.bump(changedFrom);
  }

  private syncSegments(segments: readonly TerminalSegment[], budgetChars: number): void {
    const continues = this.mode === 'segments' && this.continues(segments);
    if (!continues) this.reset('segments');
    const length = segments.reduce((sum, segment) => sum + segment.text.length, 0);
    const previous = this.targetSegmentsLength;
    const grew = length > previous;
    this.text.setSegments(segments, !continues);
    this.targetSegments = segments;
    this.targetSegmentsLength = length;
    const changedFrom = grew
      ? this.takeGrowth(() => segments.map((segment) => segment.text).join(''), segments, previous, length, budgetChars)
      : Number.POSITIVE_INFINITY;
    if (!continues) this.bump(0);
    else if (changedFrom !== Number.POSITIVE_INFINITY) this.bump(changedFrom);
  }

  /** Writes up to `budgetChars` more of the target segments; the lowest line changed, or Infinity. */
  private pumpSegments(budgetChars: number): number {
    const target = this.targetSegments;
    const written = this.writtenSegments;
    let left = Math.max(1, budgetChars);
    let changedFrom = Number.POSITIVE_INFINITY;
    for (let index = Math.max(written.length - 1, 0); index < target.length && left > 0; index++) {
      const segment = target[index];
      if (!segment) continue;
      let done = written[index];
      if (!done) {
        done = { stream: segment.stream, chars: 0 };
        written.push(done);
      }
      const start = done.chars;
      let end = Math.min(segment.text.length, start + left);
      if (end < segment.text.length && end - 1 > start && isHighSurrogate(segment.text.charCodeAt(end - 1))) end -= 1;
      if (end > start) {
        this.current.write(segment.text.slice(start, end));
        changedFrom = Math.min(changedFrom, this.current.firstChangedLine);
        this.markStream(segment.stream);
        left -= end - start;
        done.chars = end;
      }
      if (end < segment.text.length) break;
    }
    return changedFrom;
  }

  /** Whether `segments` extends the target: same streams, same texts, the last one grown. */
  private continues(segments: readonly TerminalSegment[]): boolean {
    const target = this.targetSegments;
    if (segments.length < target.length) return false;
    for (let index = 0; index < target.length; index++) {
      const segment = segments[index];
      const known = target[index];
      if (!segment || !known || segment.stream !== known.stream) return false;
      if (segment === known) continue;
      const last = index === target.length - 1;
      if (last ? !startsWithText(segment.text, known.text) : segment.text !== known.text) return false;
    }
    return true;
  }

  /**
   * Marks the lines the last write touched as `stream`'s. Only those lines: marking everything
   * from the first changed line down made a stderr write after a cursor-up quadratic.
   */
  private markStream(stream: TerminalStream): void {
    const count = this.current.lineCount;
    if (this.stderrLines.length > count) this.stderrLines.length = count;
    if (stream !== 'stderr') return;
    for (const index of this.current.touchedLines) if (index < count) this.stderrLines[index] = 1;
  }

  private reset(mode: TerminalSource['kind']): void {
    this.text = new FeedText();
    this.current = createAnsiScreen(this.text);
    this.mode = mode;
    this.targetOutput = '';
    this.parsedChars = 0;
    this.targetSegments = [];
    this.targetSegmentsLength = 0;
    this.writtenSegments = [];
    this.stderrLines = [];
    this.tail = undefined;
  }

  private bump(changedFrom: number): void {
    this.version++;
    this.changedFrom = changedFrom;
  }
}
