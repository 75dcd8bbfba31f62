const BLOCK_BITS = 12;
const BLOCK_SIZE = 1 << BLOCK_BITS;
const BLOCK_MASK = BLOCK_SIZE - 1;

/**
 * A growable list of 32-bit integers kept in fixed blocks: growing never copies what is already
 * there (a 100,000-line log appended to 100 lines at a time would otherwise copy its whole
 * index again and again), and each value costs 4 bytes, not an object.
 */
export class ChunkedInts {
  private readonly blocks: Int32Array[] = [];
  private size = 0;

  /** Values held. */
  get length(): number {
    return this.size;
  }

  /** The value at `index` (0 outside the list). */
  get(index: number): number {
    return this.blocks[index >>> BLOCK_BITS]?.[index & BLOCK_MASK] ?? 0;
  }

  /** Adds a value at the end. */
  push(value: number): void {
    const block = this.size >>> BLOCK_BITS;
    if (block === this.blocks.length) this.blocks.push(new Int32Array(BLOCK_SIZE));
    this.blocks[block]![this.size & BLOCK_MASK] = value;
    this.size++;
  }

  /** Keeps only the first `length` values. */
  truncate(length: number): void {
    if (length >= this.size) return;
    this.size = Math.max(0, length);
    this.blocks.length = Math.ceil(this.size / BLOCK_SIZE);
  }
}
