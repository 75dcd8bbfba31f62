/*
 * JavaScript values JSON cannot carry, as a host's bug or a hostile log may hand them over: each
 * must give a card (raw data and a note at worst), never an exception.
 */

function throwingGetter(): object {
  const intent: Record<string, unknown> = { card: 'generic', title: 'getter' };
  Object.defineProperty(intent, 'output', {
    enumerable: true,
    get: () => {
      throw new Error('getter exploded');
    },
  });
  return intent;
}

function throwingProxy(): object {
  return new Proxy(
    { card: 'terminal' },
    {
      get() {
        throw new Error('proxy get exploded');
      },
      ownKeys() {
        throw new Error('proxy ownKeys exploded');
      },
    },
  );
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({ card: 'generic' }, {});
  revoke();
  return proxy;
}

function throwsPrototypeless(): object {
  // A thrown value `String()` cannot print: no prototype, so no toString.
  const thrown = Object.create(null) as object;
  return new Proxy(
    { card: 'generic' },
    {
      get() {
        throw thrown;
      },
    },
  );
}

function sparseOutput(): object {
  return { card: 'generic', title: 'sparse', output: new Array(2 ** 32 - 1) };
}

function nestedHostile(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return { card: 'generic', title: 'nested', rawInput: { ok: 1, revoked: proxy, list: [1, throwingGetter()] } };
}

/** Hostile values, by what they are. */
export const HOSTILE_VALUES: [string, () => unknown][] = [
  ['an intent with a throwing getter', throwingGetter],
  ['a proxy whose every trap throws', throwingProxy],
  ['a revoked proxy', revokedProxy],
  ['a proxy that throws a value without a prototype', throwsPrototypeless],
  ['a sparse array of length 2**32-1 as output', sparseOutput],
  ['hostile values nested in the raw input', nestedHostile],
  ['a read of src/constructor', () => ({ card: 'read', path: 'src/constructor', text: 'x' })],
  ['a read of x.__proto__', () => ({ card: 'read', path: 'x.__proto__', text: 'x' })],
  ['a read in lang "constructor"', () => ({ card: 'read', path: 'a.txt', lang: 'constructor', text: 'x' })],
  ['a read in lang "__proto__"', () => ({ card: 'read', path: 'a', lang: '__proto__', text: 'x' })],
  [
    'a JSON-parsed own __proto__ key',
    () => JSON.parse('{"card":"generic","rawInput":{"__proto__":{"polluted":true}}}'),
  ],
  [
    'a symbol and a bigint and a function',
    () => ({ card: 'generic', rawInput: { s: Symbol('s'), b: 10n, f: () => 1 } }),
  ],
  [
    'a cycle',
    () => {
      const a: Record<string, unknown> = { card: 'generic' };
      a.rawInput = a;
      return a;
    },
  ],
];

/** Patches as a diff streams in, cut where diff2html's parser reads past the input. */
export const STREAMED_PATCH_PREFIXES = ['--- a', '+++ x', 'hello\n--- a/x'];
