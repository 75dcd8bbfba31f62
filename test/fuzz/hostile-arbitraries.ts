import fc from 'fast-check';
import { nastyString } from './intent-arbitraries';

/*
 * Inputs for the "never throws" properties of the exported functions: any string (full Unicode,
 * lone surrogates included), any JS value fast-check makes, and values built to throw when read
 * (getters, proxies whose every trap throws, revoked proxies, objects that refuse to become a
 * string or a number). The arbitraries give a recipe (`Made`), not the value: fast-check itself
 * reads what it generates (a proxy whose traps throw would blow up in fast-check), and each run
 * makes its value fresh, so a value a function mutates or caches cannot leak into the next run.
 * Sizes stay small: a throw needs no size, and size bounds (a sparse array of length 2**32-1, a
 * million blocks) are the bounded-work tests' business.
 */

/** Any string: UTF-16 units in any order (lone surrogates), code points, graphemes, and the fuzzers' hostile pieces. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)), maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  nastyString,
  fc.constantFrom(
    'https://example.com/a\ud83d',
    'http://x.test/\udc00?\ud800#\udfff',
    'https://u\ud800@x.test/',
    'constructor',
    '__proto__',
    'toString',
  ),
);

function thrower(what: string): () => never {
  return () => {
    throw new Error(`${what} exploded`);
  };
}

/** Every trap throws: reading, listing keys, `in`, `instanceof`, calling, spreading. */
function throwingProxy<T extends object>(target: T): T {
  return new Proxy(target, {
    get: thrower('proxy get'),
    has: thrower('proxy has'),
    ownKeys: thrower('proxy ownKeys'),
    getOwnPropertyDescriptor: thrower('proxy getOwnPropertyDescriptor'),
    getPrototypeOf: thrower('proxy getPrototypeOf'),
    apply: thrower('proxy apply'),
    construct: thrower('proxy construct'),
    set: thrower('proxy set'),
    defineProperty: thrower('proxy defineProperty'),
    deleteProperty: thrower('proxy deleteProperty'),
    isExtensible: thrower('proxy isExtensible'),
    preventExtensions: thrower('proxy preventExtensions'),
    setPrototypeOf: thrower('proxy setPrototypeOf'),
  });
}

function revoked(target: object): object {
  const { proxy, revoke } = Proxy.revocable(target, {});
  revoke();
  return proxy;
}

/** An object whose field `key` is a getter that throws (enumerable, so walks reach it). */
function withThrowingGetter(key: string, base: Record<string, unknown> = {}): object {
  return Object.defineProperty({ ...base }, key, { enumerable: true, get: thrower(`getter ${key}`) });
}

function cyclic(): object {
  const value: Record<string, unknown> = { card: 'generic', title: 'cycle' };
  value.self = value;
  value.list = [value, { back: value }];
  return value;
}

function nullPrototype(): object {
  return Object.assign(Object.create(null) as object, {
    card: 'generic',
    title: 'no prototype',
    output: Object.create(null) as object,
  });
}

/** Refuses to be a string, a number or JSON, every way JS asks. */
function refusesConversion(): object {
  return {
    toString: thrower('toString'),
    valueOf: thrower('valueOf'),
    toJSON: thrower('toJSON'),
    [Symbol.toPrimitive]: thrower('Symbol.toPrimitive'),
  };
}

/** A recipe for one input: call it to make the value; fast-check prints it by its description. */
export type Made = (() => unknown) & { [fc.toStringMethod]: () => string };

export function made(description: string, make: () => unknown): Made {
  // `toString` too, so a recipe inside another recipe's description prints the same way.
  return Object.assign(make, { [fc.toStringMethod]: () => description, toString: () => description });
}

/** The recipe of a value fast-check can hold and print as it is. */
export function plain(value: unknown): Made {
  return made(fc.stringify(value), () => value);
}

/** Hostile JS values by what they are: the ones JSON cannot carry and the ones that throw when touched. */
const HOSTILE_FACTORIES: readonly [string, () => unknown][] = [
  ['a proxy of an intent whose every trap throws', () => throwingProxy({ card: 'terminal', command: 'ls' })],
  ['a proxy of an array whose every trap throws', () => throwingProxy([1, 2, 3])],
  ['a proxy of a function whose every trap throws', () => throwingProxy(() => 1)],
  ['a revoked proxy of an object', () => revoked({ card: 'generic' })],
  ['a revoked proxy of an array', () => revoked([])],
  ['a throwing getter on card', () => withThrowingGetter('card')],
  ['a throwing getter on title', () => withThrowingGetter('title', { card: 'generic' })],
  ['a throwing getter on type', () => withThrowingGetter('type')],
  ['a throwing getter on length', () => withThrowingGetter('length')],
  ['an object whose prototype is a throwing proxy', () => Object.create(throwingProxy({})) as object],
  ['an object whose prototype is a revoked proxy', () => Object.create(revoked({})) as object],
  ['a cycle', cyclic],
  ['objects without a prototype', nullPrototype],
  ['an object that refuses toString, valueOf, toJSON and Symbol.toPrimitive', refusesConversion],
  [
    'an intent whose card and title refuse conversion',
    () => ({ card: refusesConversion(), title: refusesConversion() }),
  ],
  [
    'frozen objects',
    () => Object.freeze({ card: 'generic', title: 'frozen', output: Object.freeze([1, Object.freeze({ a: 1 })]) }),
  ],
  ['a sealed intent', () => Object.seal({ card: 'read', path: 'a.ts', text: 'sealed' })],
  // eslint-disable-next-line no-sparse-arrays -- a hole is the point
  ['an array with a hole', () => [1, , 3]],
  ['a sparse array of 1000 with one item', () => Object.assign(new Array(1000), { 500: 'x' })],
  ['a huge bigint', () => 10n ** 30n],
  ['a negative bigint', () => -1n],
  ['a symbol', () => Symbol('hostile')],
  ['a registered symbol', () => Symbol.for('toolcards')],
  ['a function', () => function named() {}],
  ['a class', () => class Hostile {}],
  ['an async function', () => async () => 1],
  ['NaN', () => Number.NaN],
  ['-0', () => -0],
  ['Infinity', () => Number.POSITIVE_INFINITY],
  ['-Infinity', () => Number.NEGATIVE_INFINITY],
  ['Number.MAX_VALUE', () => Number.MAX_VALUE],
  ['Number.MIN_VALUE', () => Number.MIN_VALUE],
  ['an unsafe integer', () => Number.MAX_SAFE_INTEGER + 2],
  ['1e21', () => 1e21],
  ['an invalid date', () => new Date(Number.NaN)],
  ['a regular expression', () => /x/g],
  ['a Map', () => new Map([['card', 'generic']])],
  ['a Set', () => new Set(['a'])],
  ['a typed array', () => new Uint8Array(4)],
  ['an ArrayBuffer', () => new ArrayBuffer(8)],
  ['a WeakMap', () => new WeakMap()],
  ['a promise', () => Promise.resolve(1)],
  ['an error whose name refuses conversion', () => Object.assign(new Error('hostile'), { name: refusesConversion() })],
  [
    'an error whose message getter throws',
    () => Object.defineProperty(new Error('getter message'), 'message', { get: thrower('message') }),
  ],
  ['a boxed string', () => new String('boxed')],
  ['a boxed number', () => new Number(5)],
  ['a boxed symbol', () => Object(Symbol('boxed')) as object],
  [
    'an own __proto__ and constructor from JSON',
    () => JSON.parse('{"__proto__":{"polluted":true},"card":"generic","constructor":{"prototype":{"x":1}}}') as unknown,
  ],
];

/** One hostile JS value (see {@link HOSTILE_FACTORIES}), made fresh per run. */
const hostileValue: fc.Arbitrary<Made> = fc
  .constantFrom(...HOSTILE_FACTORIES)
  .map(([description, make]) => made(description, make));

const anything = fc.anything({
  maxDepth: 2,
  maxKeys: 3,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withTypedArray: true,
  withObjectString: true,
  withUnicodeString: true,
});

/** A leaf value for a field: a string of any kind, any JS value, or a hostile one. */
const anyLeaf: fc.Arbitrary<Made> = fc.oneof(anyString.map(plain), hostileValue, anything.map(plain));

function arrayOf(items: fc.Arbitrary<Made>): fc.Arbitrary<Made> {
  return fc
    .array(items, { maxLength: 4 })
    .map((parts) => made(`[${parts.map(String).join(', ')}]`, () => parts.map((part) => part())));
}

/** Own keys as given (`__proto__` too), each value made fresh. */
function objectOf(entries: [string, Made][]): Made {
  return made(`{${entries.map(([key, value]) => `${JSON.stringify(key)}: ${String(value)}`).join(', ')}}`, () => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of entries)
      Object.defineProperty(object, key, { value: value(), enumerable: true, writable: true, configurable: true });
    return object;
  });
}

const WRAPPINGS: readonly [string, (record: Record<string, unknown>, key: string) => unknown][] = [
  ['as it is', (record) => record],
  ['frozen', (record) => Object.freeze(record)],
  ['without a prototype', (record) => Object.assign(Object.create(null) as object, record)],
  ['with a throwing getter on', (record, key) => withThrowingGetter(key, record)],
  [
    'behind a proxy that throws on reading',
    (record, key) =>
      new Proxy(record, {
        get: (target, name, receiver) =>
          name === key ? thrower(`proxy get ${key}`)() : Reflect.get(target, name, receiver),
      }),
  ],
  ['behind a proxy whose every trap throws', (record) => throwingProxy(record)],
];

/**
 * An object with `fixed`'s fields and some of `keys` (the fields the function reads, so a run
 * reaches them rather than missing them), each made by `field`; sometimes then frozen, without a prototype, or behind a
 * proxy or getter that throws on one of those keys.
 */
export function objectWith(
  keys: readonly string[],
  field: fc.Arbitrary<Made> = anyLeaf,
  fixed: Readonly<Record<string, unknown>> = {},
): fc.Arbitrary<Made> {
  const entries = fc
    .subarray(keys as string[])
    .chain((present) => fc.tuple(...present.map((key) => field.map((value): [string, Made] => [key, value]))));
  return fc
    .tuple(entries, fc.nat({ max: WRAPPINGS.length + 2 }), fc.constantFrom(...keys))
    .map(([fields, wrapping, key]) => {
      const record = objectOf([
        ...Object.entries(fixed).map(([name, value]): [string, Made] => [name, plain(value)]),
        ...fields,
      ]);
      const [how, wrap] = WRAPPINGS[wrapping] ?? (WRAPPINGS[0] as (typeof WRAPPINGS)[number]);
      return made(`${String(record)} ${how}${how.endsWith(' on') || how.endsWith('reading') ? ` ${key}` : ''}`, () =>
        wrap(record() as Record<string, unknown>, key),
      );
    });
}

/**
 * Any value a host might hand over: strings of any kind, fast-check's anything, the hostile values, and objects holding
 * them.
 */
export const anyValue: fc.Arbitrary<Made> = fc.oneof(
  anyLeaf,
  arrayOf(anyLeaf),
  fc.array(fc.tuple(anyString, anyLeaf), { maxLength: 4 }).map(objectOf),
  objectWith(['card', 'type', 'title', 'tool', 'toString']),
);

/**
 * Any value, or an object with some of `keys` holding any values (see {@link objectWith}): the input of a function that
 * reads those fields.
 */
export function anyValueOr(keys: readonly string[]): fc.Arbitrary<Made> {
  return fc.oneof(anyValue, objectWith(keys), objectWith(keys, anyValue));
}
