/**
 * A map that holds at most `capacity` entries, dropping the least recently used one to make room.
 * It leans on `Map` keeping insertion order: a read moves the key to the end, so the first key is
 * always the stalest.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>();

  /** `capacity` is the most entries ever held (at least 1). */
  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('LruCache capacity must be at least 1');
  }

  /** Entries held now. */
  get size(): number {
    return this.entries.size;
  }

  /** The value for `key`, marking it as just used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The value for `key`, leaving the order alone (for reads that should not keep it alive). */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Stores `value` as the most recently used, evicting the stalest entry when full. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      const stalest = this.entries.keys().next();
      if (!stalest.done) this.entries.delete(stalest.value);
    }
  }

  /** The values held, stalest first. */
  values(): IterableIterator<V> {
    return this.entries.values();
  }
}
