import { createAnsiScreen, type AnsiLine, type AnsiScreen } from '../../ansi';
import type { TerminalIntent, TerminalSegment } from '../../protocol/intent-types';
import { FeedText, startsWithText } from './feed-text';

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
 * 4 MB log paints its first rows without waiting for the whole parse. Server markup holds this much.
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
  // 1 where a stderr segment wrote on the line; kept to `lineCount` so erased lines forget it.
  private stderrLines: number[] = [];

  /** The screen being drawn (replaced on a fresh start). */
  get screen(): AnsiScreen {
    return this.current;
  }

  /** Lines so far. */
  get lineCount(): number {
    return this.current.lineCount;
  }

  /** One line's spans; the same object until that line changes. */
  line(index: number): AnsiLine {
    return this.current.line(index);
  }

  /** The characters a line shows, without styles. */
  lineText(index: number): string {
    return this.current.lineText(index);
  }

  /** `stderr` for a line a stderr segment wrote on; `undefined` otherwise (and for plain output). */
  lineStream(index: number): TerminalStream | undefined {
    return this.stderrLines[index] === 1 ? 'stderr' : undefined;
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
  sync(source: TerminalSource, budgetChars = RENDER_PARSE_CHARS): void {
    if (source.kind === 'output') this.syncOutput(source.text, budgetChars);
    else this.syncSegments(source.segments, budgetChars);
  }

  /** Parses up to `budgetChars` more of a pending output; true when nothing is left. */
  pump(budgetChars: number): boolean {
    if (!this.pending) return true;
    if (this.mode === 'segments') {
      const changedFrom = this.pumpSegments(budgetChars);
      if (changedFrom !== Number.POSITIVE_INFINITY) this.bump(changedFrom);
      return !this.pending;
    }
    let end = Math.min(this.targetOutput.length, this.parsedChars + Math.max(1, budgetChars));
    // Never split a surrogate pair between two writes.
    const last = this.targetOutput.charCodeAt(end - 1);
    if (end < this.targetOutput.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    this.current.write(this.targetOutput.slice(this.parsedChars, end));
    this.parsedChars = end;
    this.bump(this.current.firstChangedLine);
    return !this.pending;
  }

  private syncOutput(text: string, budgetChars: number): void {
    if (this.mode === 'output' && startsWithText(text, this.targetOutput)) {
      // Kept even when equal: the host's newest string, so an older copy is not held as well.
      const grew = text.length > this.targetOutput.length;
      this.targetOutput = text;
      this.text.setOutput(text);
      if (grew) this.pump(budgetChars);
      return;
    }
    this.reset('output');
    this.targetOutput = text;
    this.text.setOutput(text);
    this.pump(budgetChars);
    this.bump(0);
  }

  private syncSegments(segments: readonly TerminalSegment[], budgetChars: number): void {
    const fresh = this.mode !== 'segments' || !this.continues(segments);
    if (fresh) this.reset('segments');
    this.text.setSegments(segments, fresh);
    this.targetSegments = segments;
    const changedFrom = this.pumpSegments(budgetChars);
    if (fresh) this.bump(0);
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
    this.writtenSegments = [];
    this.stderrLines = [];
  }

  private bump(changedFrom: number): void {
    this.version++;
    this.changedFrom = changedFrom;
  }
}
