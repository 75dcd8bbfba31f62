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
