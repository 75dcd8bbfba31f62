import { wellFormedValue } from '../../src/protocol/well-formed-value';
import { codePointCut, toWellFormedText } from '../../src/protocol/well-formed-text';
import { thrownMessage } from '../../src/protocol/thrown-message';

describe('wellFormedValue', () => {
  it('returns the very value when nothing needs fixing, so caches keyed on it hold', () => {
    const intent = { card: 'read', path: 'a.ts', lines: [{ number: 1, text: 'ok 😀' }] };
    expect(wellFormedValue(intent)).toBe(intent);
  });

  it('copies only the path to a lone surrogate, keeping the rest shared', () => {
    const shared = { big: 'untouched' };
    const intent = { card: 'generic', title: 'half \ud83d', rawInput: shared };
    const fixed = wellFormedValue(intent) as typeof intent;
    expect(fixed).not.toBe(intent);
    expect(fixed.title).toBe('half \uFFFD');
    expect(fixed.rawInput).toBe(shared);
    expect(intent.title).toBe('half \ud83d');
  });

  it('walks an object once: asked again (a card planned again once its code came), it reads nothing and gives the same answer', () => {
    let reads = 0;
    const lines = Array.from({ length: 3 }, (_, index) => ({ number: index + 1, text: `line ${index}` }));
    const intent = { card: 'read', path: 'a.ts', lines, title: 'half \ud83d' };
    Object.defineProperty(intent, 'counted', {
      enumerable: true,
      get: () => {
        reads += 1;
        return 'read';
      },
    });
    const first = wellFormedValue(intent);
    const readsOnce = reads;
    expect(readsOnce).toBeGreaterThan(0);
    expect(wellFormedValue(intent)).toBe(first);
    expect(reads).toBe(readsOnce);
    expect((first as { title: string }).title).toBe('half \uFFFD');
    // Another object with the same content is its own value, walked on its own.
    expect(wellFormedValue({ ...intent })).not.toBe(first);
  });

  it('reads only own keys: what a prototype holds is neither fixed nor copied', () => {
    const instance = Object.assign(Object.create({ inherited: 'half \ud83d' }) as object, { own: 'fine' });
    expect(wellFormedValue(instance)).toBe(instance);
    const broken = Object.assign(Object.create({ inherited: 'fine' }) as object, { own: 'half \ud83d' });
    expect(wellFormedValue(broken)).toEqual({ own: 'half \uFFFD' });
    // An enumerable key someone put on Object.prototype belongs to no intent either.
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.pollution = 'half \ud83d';
    try {
      const intent = { card: 'generic', title: 'ok', rawInput: { nested: ['a', { b: 'c' }] } };
      expect(wellFormedValue(intent)).toBe(intent);
      const fixed = wellFormedValue({ card: 'generic', title: 'half \ud83d' }) as Record<string, unknown>;
      expect(Object.keys(fixed)).toEqual(['card', 'title']);
      expect(fixed.title).toBe('half \uFFFD');
    } finally {
      delete polluted.pollution;
    }
  });

  it('fixes keys too, and keeps an own __proto__ key a key', () => {
    const value = JSON.parse('{"__proto__":{"x":1},"k\\ud800":"v"}') as object;
    const fixed = wellFormedValue(value) as Record<string, unknown>;
    expect(Object.keys(fixed)).toEqual(['__proto__', 'k\uFFFD']);
    expect(Object.getPrototypeOf(fixed)).toBe(Object.prototype);
  });

  it('replaces what cannot be read with a marker, in a plain copy with no getters left', () => {
    const value = { a: 1 } as Record<string, unknown>;
    Object.defineProperty(value, 'working', { enumerable: true, get: () => 'w' });
    Object.defineProperty(value, 'bad', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    const fixed = wellFormedValue(value) as Record<string, unknown>;
    expect(fixed).toEqual({ a: 1, working: 'w', bad: '[Unreadable: Error: boom]' });
    expect(Object.getOwnPropertyDescriptor(fixed, 'bad')?.get).toBeUndefined();
  });

  it('survives revoked proxies, cycles, 100,000 levels and a sparse array of length 2**32-1', () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(wellFormedValue(proxy)).toMatch(/^\[Unreadable: TypeError/);
    const cycle: Record<string, unknown> = { name: '\ud800' };
    cycle.self = cycle;
    expect((wellFormedValue(cycle) as Record<string, unknown>).name).toBe('\uFFFD');
    let deep: unknown = '\udc00';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(wellFormedValue(deep) === deep).toBe(false);
    const sparse = new Array(2 ** 32 - 1);
    sparse[5] = 'x\ud800';
    const fixed = wellFormedValue(sparse) as unknown[];
    expect(fixed.length).toBe(2 ** 32 - 1);
    expect(fixed[5]).toBe('x\uFFFD');
  });

  it('walks a shared subtree once: 2**40 paths through 40 levels take no time', () => {
    let node: unknown = 'leaf \ud800';
    for (let level = 0; level < 40; level += 1) node = [node, node];
    const fixed = wellFormedValue(node) as unknown[];
    expect(fixed[0]).toBe(fixed[1]);
  });
});

describe('well-formed text', () => {
  it('replaces lone surrogates only', () => {
    expect(toWellFormedText('a\ud83d\ude00b\ud83dc\ude00')).toBe('a😀b\uFFFDc\uFFFD');
  });

  it('never cuts a pair in half', () => {
    const text = 'ab😀';
    expect(codePointCut(text, 3)).toBe(2);
    expect(codePointCut(text, 4)).toBe(4);
    expect(codePointCut(text, 2)).toBe(2);
  });
});

describe('thrownMessage', () => {
  it('prints anything thrown without throwing itself', () => {
    expect(thrownMessage(new TypeError('x'))).toBe('TypeError: x');
    expect(thrownMessage(Object.create(null))).toBe('unknown error');
    expect(thrownMessage('e'.repeat(10_000)).length).toBeLessThan(600);
  });
});
