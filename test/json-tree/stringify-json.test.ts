import { stringifyJson } from '../../src/json-tree/stringify-json';

describe('stringifyJson', () => {
  it.each([
    [{ a: [1, 'two', null, true, { b: {} }], c: [] }],
    [[undefined, () => 1, Number.NaN, -0]],
    [{ skipped: undefined, when: new Date(0) }],
    ['plain'],
    [42],
    [null],
  ])('matches JSON.stringify on %j', (value) => {
    expect(stringifyJson(value, 2)).toBe(JSON.stringify(value, null, 2));
    expect(stringifyJson(value, 0)).toBe(JSON.stringify(value));
  });

  it('survives 100,000 levels of nesting, where JSON.stringify throws', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const text = stringifyJson(deep, 0);
    expect(text.length).toBe(200_001);
    expect(text.startsWith('[[[')).toBe(true);
  });

  it('writes a cycle as "[Circular]"', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(stringifyJson(cyclic, 0)).toBe('{"self":"[Circular]"}');
  });
});

describe('stringifyJson indentation', () => {
  it('stops indenting past a depth, so a deep value copies in linear size and keeps every level', () => {
    let deep: unknown = 'leaf';
    for (let level = 0; level < 100_000; level += 1) deep = { a: deep };
    const text = stringifyJson(deep, 2);
    // Two lines per level, each indented at most 64 × 2 spaces: linear, where full indentation is 10^10.
    expect(text.length).toBeLessThan(100_000 * 300);
    let depth = 0;
    // Every level is there (JSON.parse itself cannot read this deep, so count the objects).
    for (const char of text) if (char === '{') depth += 1;
    expect(depth).toBe(100_000);
  });
});
