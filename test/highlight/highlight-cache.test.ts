import { cachedTokenizer, highlightKey } from '../../src/highlight/highlight-cache';
import type { TokenSource } from '../../src/highlight/shiki-tokens';
import { LruCache } from '../../src/cache/lru-cache';

// A tokenizer asks its source for tokens only when asked to tokenize: none is needed here.
const source = {} as TokenSource;
const tokenizerOf = (lines: readonly string[], lang = 'typescript') =>
  cachedTokenizer(highlightKey(lines, lang), lines, lang, source);

describe('the highlighted documents cache', () => {
  it('finds a document again from equal lines in another array', () => {
    const lines = ['const a = 1;', 'export { a };'];
    expect(tokenizerOf(lines.map((line) => `${line}`))).toBe(tokenizerOf([...lines]));
  });

  it('tells apart documents that differ only in the middle, and keeps both', () => {
    const head = 'x'.repeat(5_000);
    const tail = 'y'.repeat(5_000);
    const first = [head, `${'m'.repeat(100)}A${'m'.repeat(100)}`, tail];
    const second = [head, `${'m'.repeat(100)}B${'m'.repeat(100)}`, tail];
    expect(highlightKey(first, 'typescript')).toBe(highlightKey(second, 'typescript'));
    const one = tokenizerOf(first);
    const other = tokenizerOf(second);
    expect(other).not.toBe(one);
    expect(tokenizerOf([...first])).toBe(one);
    expect(tokenizerOf([...second])).toBe(other);
  });

  it('tells apart the same characters split into lines differently, and the same text in another language', () => {
    expect(tokenizerOf(['ab', 'c'])).not.toBe(tokenizerOf(['a', 'bc']));
    expect(tokenizerOf(['abc'])).not.toBe(tokenizerOf(['ab', 'c']));
    expect(tokenizerOf([''])).not.toBe(tokenizerOf([]));
    expect(tokenizerOf(['x'], 'typescript')).not.toBe(tokenizerOf(['x'], 'javascript'));
    expect(highlightKey(['x'], 'typescript')).toContain('github-light');
    expect(highlightKey(['x'], 'typescript')).toContain('github-dark');
  });

  it('reads only the first and last lines to make a key, however long the document', () => {
    const read = new Set<string>();
    const lines = new Proxy(
      Array.from({ length: 100_000 }, (_, index) => `line ${index}`),
      {
        get(target, property, receiver) {
          if (typeof property === 'string' && /^\d+$/.test(property)) read.add(property);
          return Reflect.get(target, property, receiver) as unknown;
        },
      },
    );
    highlightKey(lines, 'typescript');
    expect([...read].sort()).toEqual(['0', '99999']);
  });

  it('keeps the last two documents under one key, a new one replacing the oldest', () => {
    const version = (mark: string) => ['start', mark, 'end'];
    const [a, b, c] = ['a', 'b', 'c'].map((mark) => tokenizerOf(version(mark)));
    expect(tokenizerOf(version('b'))).toBe(b);
    expect(tokenizerOf(version('c'))).toBe(c);
    expect(tokenizerOf(version('a'))).not.toBe(a);
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
