import fc from 'fast-check';
import * as v from 'valibot';
import {
  DiffIntentSchema,
  GenericIntentSchema,
  ReadIntentSchema,
  RenderIntentSchema,
  SearchIntentSchema,
  TerminalIntentSchema,
  WebIntentSchema,
} from '../../src/protocol/intent-schema';
import { isSurelyValid, isSurelyValidAndWellFormed } from '../../src/protocol/surely-valid';
import { wellFormedValue } from '../../src/protocol/well-formed-value';
import { INTENT_ARBITRARIES } from '../fuzz/intent-arbitraries';
import { everyFixtureIntent } from '../support/every-fixture-intent';

/*
 * The fast check may say "not sure" of anything, but "valid" only of what valibot accepts: a
 * differential test over generated intents, every fixture intent, and mutated copies of them.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);

const SCHEMAS: [string, v.GenericSchema][] = [
  ['RenderIntentSchema', RenderIntentSchema],
  ['GenericIntentSchema', GenericIntentSchema],
  ['TerminalIntentSchema', TerminalIntentSchema],
  ['DiffIntentSchema', DiffIntentSchema],
  ['ReadIntentSchema', ReadIntentSchema],
  ['SearchIntentSchema', SearchIntentSchema],
  ['WebIntentSchema', WebIntentSchema],
];

function valibotAccepts(schema: v.GenericSchema, value: unknown): boolean {
  return v.safeParse(schema, value, { abortEarly: true }).success;
}

/** Whether `value` needs nothing made well-formed (asked of a copy: the answer is kept per object, and tests change theirs in place). */
function alreadyWellFormed(value: unknown): boolean {
  const copy = structuredClone(value);
  return wellFormedValue(copy) === copy;
}

/**
 * Whether the fast checks' "valid" holds for `value` under every schema, and the combined check's
 * "valid and well-formed" too; the first schema where one does not.
 */
function unsoundSchema(value: unknown): string | undefined {
  return SCHEMAS.find(
    ([, schema]) =>
      (isSurelyValid(schema, value) && !valibotAccepts(schema, value)) ||
      (isSurelyValidAndWellFormed(schema, value) && !(valibotAccepts(schema, value) && alreadyWellFormed(value))),
  )?.[0];
}

type Container = Record<PropertyKey, unknown>;

/** Every object and array in `value`, evenly thinned to at most `limit`. */
function containersOf(value: unknown, limit: number): Container[] {
  const found: Container[] = [];
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    found.push(node as Container);
    for (const child of Object.values(node)) visit(child);
  };
  visit(value);
  const step = Math.max(1, Math.ceil(found.length / limit));
  return found.filter((_, index) => index % step === 0);
}

const WRONG_VALUES: unknown[] = [
  'x',
  '',
  7,
  0,
  -0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  null,
  undefined,
  true,
  false,
  {},
  [],
  [1, 2],
  [-1, 1.5],
  { path: 'a', text: 'b', type: 'text' },
  // Text that UTF-8 cannot carry: valid by the schema, and to be made well-formed.
  'half \ud83d',
  ['\udc00'],
  { 'key \ud800': 'value' },
];

/** Mutations of one key of a container, each undone after `check`: a wrong value, no key, a hole, an extra key. */
function mutateEachKey(container: Container, keyLimit: number, check: (label: string) => void) {
  const keys = Object.keys(container).slice(0, keyLimit);
  for (const key of keys) {
    const original = container[key];
    try {
      for (const wrong of WRONG_VALUES) {
        container[key] = wrong;
        check(`${key} = ${String(wrong)}`);
      }
      // A missing required key, or (in an array) a hole.
      delete container[key];
      check(Array.isArray(container) ? `hole at ${key}` : `no ${key}`);
    } finally {
      container[key] = original;
    }
  }
  if (Array.isArray(container)) {
    // Holes after the items: a longer length.
    const length = container.length;
    container.length = length + 2;
    check('trailing holes');
    container.length = length;
  } else {
    container.extraField = { nested: [1] };
    check('an extra key');
    delete container.extraField;
  }
}

describe('isSurelyValid', () => {
  const fixtures = everyFixtureIntent();

  it.each(fixtures.filter(([name]) => name !== 'intents/unknown-card'))(
    'says valid for the fixture intent %s, as valibot does',
    (_name, intent) => {
      expect(valibotAccepts(RenderIntentSchema, intent)).toBe(true);
      expect(isSurelyValid(RenderIntentSchema, intent)).toBe(true);
    },
  );

  it.each(fixtures.filter(([name]) => name !== 'intents/unknown-card'))(
    'says valid and well-formed for the fixture intent %s exactly when it is well-formed (one walk before its first render)',
    (_name, intent) => {
      expect(isSurelyValidAndWellFormed(RenderIntentSchema, intent)).toBe(alreadyWellFormed(intent));
    },
  );

  it('never says valid and well-formed of a value with a lone surrogate in a string, a key or an unknown field', () => {
    const read = { card: 'read', path: 'a.ts', lines: [{ number: 1, text: 'fine' }] };
    expect(isSurelyValidAndWellFormed(ReadIntentSchema, read)).toBe(true);
    expect(isSurelyValidAndWellFormed(ReadIntentSchema, { ...read, path: 'a\ud800.ts' })).toBe(false);
    expect(isSurelyValidAndWellFormed(ReadIntentSchema, { ...read, lines: [{ number: 1, text: '\udc00' }] })).toBe(
      false,
    );
    expect(isSurelyValidAndWellFormed(ReadIntentSchema, { ...read, ['extra\ud800']: 1 })).toBe(false);
    expect(isSurelyValidAndWellFormed(ReadIntentSchema, { ...read, extra: { deep: ['\ud83d'] } })).toBe(false);
    const generic = { card: 'generic', title: 'ok', rawInput: { a: [1, { b: 'half \ud83d' }] } };
    expect(isSurelyValid(GenericIntentSchema, generic)).toBe(true);
    expect(isSurelyValidAndWellFormed(GenericIntentSchema, generic)).toBe(false);
  });

  it('never says valid of a mutated fixture intent that valibot refuses', () => {
    const unsound: string[] = [];
    const verdicts = { valid: 0, notSure: 0 };
    for (const [name, intent] of fixtures) {
      const copy = structuredClone(intent);
      for (const container of containersOf(copy, 16)) {
        mutateEachKey(container, 10, (label) => {
          verdicts[isSurelyValid(RenderIntentSchema, copy) ? 'valid' : 'notSure'] += 1;
          const schema = unsoundSchema(copy);
          if (schema !== undefined) unsound.push(`${name}: ${label} (${schema})`);
        });
      }
    }
    expect(unsound).toEqual([]);
    // Both answers were put to the test: many mutations (an extra key, a title of "") stay valid.
    expect(verdicts.valid).toBeGreaterThan(1_000);
    expect(verdicts.notSure).toBeGreaterThan(1_000);
  });

  it.each(Object.entries(INTENT_ARBITRARIES))(
    'never says valid of a generated %s intent valibot refuses',
    (_card, arbitrary) => {
      fc.assert(
        fc.property(arbitrary, (intent) => unsoundSchema(intent) === undefined),
        { numRuns: RUNS },
      );
    },
  );

  it('never says valid of a generated intent with one value changed that valibot refuses', () => {
    const anyIntent = fc.oneof(...Object.values(INTENT_ARBITRARIES));
    fc.assert(
      fc.property(anyIntent, fc.nat(), fc.nat(), fc.constantFrom(...WRONG_VALUES), (intent, at, keyAt, wrong) => {
        const containers = containersOf(intent, Number.POSITIVE_INFINITY);
        const container = containers[at % containers.length];
        if (container === undefined) return true;
        const keys = Object.keys(container);
        if (keys.length === 0) return true;
        const key = keys[keyAt % keys.length]!;
        if (wrong === undefined && keyAt % 2 === 0) delete container[key];
        else container[key] = wrong;
        return unsoundSchema(intent) === undefined;
      }),
      { numRuns: RUNS },
    );
  });

  it.each<[string, unknown]>([
    ['a NaN line number', { card: 'read', path: 'a', lines: [{ number: Number.NaN, text: '' }] }],
    ['an infinite start time', { card: 'generic', startedAt: Number.POSITIVE_INFINITY }],
    ['a fractional exit code', { card: 'terminal', exitCode: 1.5 }],
    ['a negative total', { card: 'search', shape: 'paths', paths: [], total: -1 }],
    // eslint-disable-next-line no-sparse-arrays -- a hole is the point
    ['a hole in the paths', { card: 'search', shape: 'paths', paths: ['a', , 'b'] }],
    ['2³²−1 holes', { card: 'search', shape: 'paths', paths: new Array(2 ** 32 - 1) }],
    ['an array for an approval', { card: 'generic', approval: [] }],
    ['an array for a truncation', { card: 'terminal', truncated: [] }],
    ['a missing shape', { card: 'search', paths: [] }],
    ['a protocol version of 2', { card: 'generic', v: 2 }],
    ['a truncated of null', { card: 'web', kind: 'search', sources: [], truncated: null }],
  ])('answers "not sure" of %s', (_label, value) => {
    expect(isSurelyValid(RenderIntentSchema, value)).toBe(false);
  });

  it.each<[string, unknown]>([
    ['an optional key present as undefined', { card: 'generic', title: undefined, status: undefined }],
    ['no truncated (the default false)', { card: 'search', shape: 'paths', paths: ['a'] }],
    ['truncated as undefined', { card: 'web', kind: 'fetch', url: 'u', statusCode: 200, truncated: undefined }],
    ['a line number of -0', { card: 'read', path: 'a', lines: [{ number: -0, text: '' }] }],
    ['a new file', { card: 'diff', diffs: [{ path: 'a', oldText: null, newText: 'b', newStart: 1 }] }],
    ['unknown fields at every level', { card: 'terminal', x: 1, segments: [{ stream: 'stdout', text: '', y: [] }] }],
    ['a truncation object', { card: 'terminal', truncated: { omittedLines: 3, extra: true } }],
  ])('says valid of %s, as valibot does', (_label, value) => {
    expect(valibotAccepts(RenderIntentSchema, value)).toBe(true);
    expect(isSurelyValid(RenderIntentSchema, value)).toBe(true);
  });

  it('judges bare schemas as valibot does: NaN is no number, a variant option may lack its discriminator', () => {
    expect(isSurelyValid(v.number(), Number.NaN)).toBe(false);
    expect(isSurelyValid(v.literal(Number.NaN), Number.NaN)).toBe(true);
    // `'5' >= 0` holds in JavaScript: the number schema in the pipe is what refuses it.
    expect(isSurelyValid(v.pipe(v.number(), v.minValue(0)), '5')).toBe(false);
    expect(isSurelyValid(v.pipe(v.number(), v.minValue(0)), Number.NaN)).toBe(false);
    expect(isSurelyValid(v.pipe(v.number(), v.minValue(0)), 0)).toBe(true);
    const tagged = v.variant('type', [
      v.looseObject({ type: v.literal('a'), a: v.string() }),
      v.looseObject({ type: v.optional(v.literal('b')) }),
    ]);
    for (const value of [{}, { type: 'a', a: '' }]) {
      expect(valibotAccepts(tagged, value)).toBe(true);
      expect(isSurelyValid(tagged, value)).toBe(true);
    }
    expect(isSurelyValid(tagged, { type: 'a' })).toBe(false);
    expect(isSurelyValid(tagged, { type: 'c' })).toBe(false);
  });

  it('answers at once on an array of 2³²−1 holes where an item may be anything', () => {
    expect(isSurelyValid(v.array(v.unknown()), new Array(2 ** 32 - 1))).toBe(false);
  });

  it('throws what a getter throws, as valibot would, never calling the value valid', () => {
    const known = {
      card: 'generic',
      get title(): string {
        throw new Error('boom');
      },
    };
    const unknown = {
      card: 'generic',
      get later(): string {
        throw new Error('later');
      },
    };
    expect(() => isSurelyValid(RenderIntentSchema, known)).toThrow('boom');
    expect(() => isSurelyValid(RenderIntentSchema, unknown)).toThrow('later');
    expect(() => v.safeParse(RenderIntentSchema, unknown)).toThrow('later');
  });

  it('says "not sure" of schema kinds and actions it does not know', () => {
    expect(isSurelyValid(v.pipe(v.string(), v.minLength(1)), 'a')).toBe(false);
    expect(isSurelyValid(v.pipe(v.string(), v.transform(Number)), '1')).toBe(false);
    expect(isSurelyValid(v.exactOptional(v.string()), 'a')).toBe(false);
    expect(
      isSurelyValid(
        v.optional(v.string(), () => 'made'),
        undefined,
      ),
    ).toBe(false);
    expect(
      isSurelyValid(
        v.lazy(() => v.string()),
        'a',
      ),
    ).toBe(false);
    expect(
      isSurelyValid(
        v.custom<string>((input) => typeof input === 'string'),
        'a',
      ),
    ).toBe(false);
  });
});
