import type { WrittenText } from './line-buffer';
import { lastAtOrBefore } from '../sorted/last-at-or-before';

/**
 * The chunks a screen was written, in order, read back by position: the text of a standalone
 * screen (a card's feed reads its own output instead, so nothing is kept twice).
 */
export class WrittenChunks implements WrittenText {
  private readonly chunks: string[] = [];
  private readonly starts: number[] = [];
  private length = 0;

  /** Keeps the next chunk written. */
  add(chunk: string): void {
    if (chunk === '') return;
    this.chunks.push(chunk);
    this.starts.push(this.length);
    this.length += chunk.length;
  }

  /** Characters `[start, end)` of everything added. */
  slice(start: number, end: number): string {
    if (end <= start) return '';
    let index = this.chunkAt(start);
    const first = this.chunks[index] ?? '';
    const firstStart = this.starts[index] ?? 0;
    if (end <= firstStart + first.length) return first.slice(start - firstStart, end - firstStart);
    const pieces = [first.slice(start - firstStart)];
    for (index += 1; index < this.chunks.length; index++) {
      const chunk = this.chunks[index] ?? '';
      const chunkStart = this.starts[index] ?? 0;
      if (chunkStart >= end) break;
      pieces.push(chunk.slice(0, end - chunkStart));
    }
    return pieces.join('');
  }

  /** The chunk holding character `position` (the last one that starts at or before it). */
  private chunkAt(position: number): number {
    return lastAtOrBefore(this.starts, this.starts.length, position);
  }
}
