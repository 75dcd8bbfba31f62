import type { WrittenText } from '../../ansi';
import type { TerminalSegment } from '../../protocol/intent-types';
import { lastAtOrBefore } from '../../sorted/last-at-or-before';

/**
 * Whether `text` starts with `prefix`. A slice compared whole, which engines compare a block at
 * a time, where `startsWith` went a character at a time: streaming a 4 MB log checks this on
 * every update.
 */
export function startsWithText(text: string, prefix: string): boolean {
  if (text.length < prefix.length) return false;
  return text.length === prefix.length ? text === prefix : text.slice(0, prefix.length) === prefix;
}

/**
 * The output a card's screen reads its lines back from: the intent's latest output, or its
 * segments one after the other. Only ever replaced by an output that continues it (else the
 * screen starts over), so a position read before still means the same character; nothing is
 * copied, the screen keeps only positions in it.
 */
export class FeedText implements WrittenText {
  private output = '';
  private segments: readonly TerminalSegment[] = [];
  /** Where each segment starts in the output they make one after the other (one more: the end). */
  private starts: number[] = [0];

  /** Reads from one output string. */
  setOutput(text: string): void {
    this.output = text;
    this.segments = [];
    this.starts = [0];
  }

  /** Reads from segments that continue the ones set before (or from scratch when `fresh`). */
  setSegments(segments: readonly TerminalSegment[], fresh: boolean): void {
    // Segments before the last one set are unchanged; the last may have grown.
    const from = fresh ? 0 : Math.max(0, this.segments.length - 1);
    this.starts.length = from + 1;
    for (let index = from; index < segments.length; index++)
      this.starts.push((this.starts[index] ?? 0) + (segments[index]?.text.length ?? 0));
    this.segments = segments;
    this.output = '';
  }

  /** Characters `[start, end)` of the output. */
  slice(start: number, end: number): string {
    if (this.segments.length === 0) return this.output.slice(start, end);
    let index = this.segmentAt(start);
    const pieces: string[] = [];
    for (; index < this.segments.length && (this.starts[index] ?? 0) < end; index++) {
      const offset = this.starts[index] ?? 0;
      pieces.push(this.segments[index]?.text.slice(Math.max(0, start - offset), end - offset) ?? '');
    }
    return pieces.length === 1 ? (pieces[0] ?? '') : pieces.join('');
  }

  /** The segment holding character `position`: the last that starts at or before it. */
  private segmentAt(position: number): number {
    return lastAtOrBefore(this.starts, this.segments.length, position);
  }
}
