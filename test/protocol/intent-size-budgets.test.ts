import { parseIntent } from '../../src/protocol/parse-intent';
import { wellFormedValue } from '../../src/protocol/well-formed-value';

/**
 * `array` behind a proxy that counts the reads of its items and the listings of its keys, and
 * throws past `tripwire` reads: a walk by the length of `new Array(2 ** 32 - 1)` fails the test
 * instead of hanging it.
 */
function counted<T>(
  array: T[],
  tripwire = Number.POSITIVE_INFINITY,
): { array: T[]; reads: { items: number; keyListings: number } } {
  const reads = { items: 0, keyListings: 0 };
  const proxy = new Proxy(array, {
    get(target, key, receiver) {
      if (typeof key === 'string' && /^\d+$/.test(key)) reads.items += 1;
      if (reads.items > tripwire) throw new Error('walked past the tripwire');
      return Reflect.get(target, key, receiver) as unknown;
    },
    ownKeys(target) {
      reads.keyListings += 1;
      return Reflect.ownKeys(target);
    },
  });
  return { array: proxy, reads };
}

describe('the walks of an intent are bounded by what is reported, not by its size', () => {
  it('reads a thousand of a million invalid content blocks, and reports the first twenty issues', () => {
    const { array: content, reads } = counted(Array.from({ length: 1_000_000 }, (_, index) => ({ type: index })));
    const result = parseIntent({ card: 'generic', content });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(20);
    expect(result.errors[0]).toMatchObject({ path: 'content.0.type' });
    expect(reads.items).toBeLessThanOrEqual(2_001);
  });

  it('still reports an issue found only past the first thousand items', () => {
    const content = [...Array.from({ length: 5_000 }, () => ({ type: 'text', text: 'ok' })), { type: 7 }];
    const result = parseIntent({ card: 'generic', content });
    expect(result).toMatchObject({ ok: false, errors: [{ path: 'content.5000.type' }] });
  });

  it('refuses a sparse array of length 2³²−1 as content at its first hole, and returns', () => {
    const { array: content, reads } = counted(new Array(2 ** 32 - 1), 100_000);
    const result = parseIntent({ card: 'generic', content });
    expect(reads.items).toBeLessThanOrEqual(2_001);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({
      path: 'content.0',
      message: expect.stringContaining('undefined') as string,
    });
    expect(result.errors.length).toBeLessThanOrEqual(20);
  });

  it('reads a long array without holes by index, once, and lists none of its keys', () => {
    // Past the length (2²⁰) from which an array is suspected of being sparse.
    const length = 2 ** 20 + 10;
    const { array: output, reads } = counted(Array.from({ length }, (_, index) => index));
    const intent = { card: 'generic', output };
    expect(wellFormedValue(intent)).toBe(intent);
    expect(reads.keyListings).toBe(0);
    expect(reads.items).toBeLessThanOrEqual(length);
  });

  it('still fixes a lone surrogate at the end of a long array without holes', () => {
    const output: unknown[] = Array.from({ length: 2 ** 20 + 10 }, (_, index) => index);
    output.push('half \ud83d');
    const fixed = wellFormedValue({ card: 'generic', output }) as { output: unknown[] };
    expect(fixed.output.at(-1)).toBe('half \uFFFD');
    expect(fixed.output[5]).toBe(5);
  });
});
