import { hashLines } from '../../src/cache/content-hash';
import { highlightKey } from '../../src/highlight/highlight-cache';
import { LruCache } from '../../src/cache/lru-cache';

describe('hashLines', () => {
  it('gives equal texts the same key, whatever array holds them', () => {
    expect(hashLines(['a', 'b'])).toBe(hashLines(['a', 'b'].slice()));
  });

  it('tells apart texts that differ only in the middle', () => {
    const head = 'x'.repeat(5_000);
    const tail = 'y'.repeat(5_000);
    const first = [head, `${'m'.repeat(100)}A${'m'.repeat(100)}`, tail];
    const second = [head, `${'m'.repeat(100)}B${'m'.repeat(100)}`, tail];
    expect(hashLines(first)).not.toBe(hashLines(second));
  });

  it('tells apart the same characters split into lines differently', () => {
    expect(hashLines(['ab', 'c'])).not.toBe(hashLines(['a', 'bc']));
    expect(hashLines(['abc'])).not.toBe(hashLines(['ab', 'c']));
    expect(hashLines([''])).not.toBe(hashLines([]));
  });

  it('gives no collisions over many near-identical texts', () => {
    const keys = new Set<string>();
    for (let index = 0; index < 20_000; index++)
      keys.add(hashLines([`const value = ${index};`, 'export default value;']));
    expect(keys.size).toBe(20_000);
  });
});

describe('highlightKey', () => {
  it('depends on the language as well as the text', () => {
    expect(highlightKey(['x'], 'typescript')).not.toBe(highlightKey(['x'], 'javascript'));
    expect(highlightKey(['x'], 'typescript')).toContain('github-light');
    expect(highlightKey(['x'], 'typescript')).toContain('github-dark');
  });
});

describe('LruCache', () => {
  it('never holds more than its capacity, dropping the least recently used', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1);
    cache.set('d', 4);
    expect(cache.size).toBe(3);
    expect(cache.peek('b')).toBeUndefined();
    expect([...cache.values()]).toEqual([3, 1, 4]);
  });

  it('does not refresh an entry on peek', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.peek('a');
    cache.set('c', 3);
    expect(cache.peek('a')).toBeUndefined();
  });

  it('refuses a capacity under one', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
