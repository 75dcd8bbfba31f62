import fc from 'fast-check';
import { RUNS, TIMEOUT } from '../describe-card-fuzz';

/**
 * The "never throws" property of one exported function: what it is given (arbitrary strings, any
 * JS value, hostile values) and what it must return instead of throwing. Each entry module has a
 * table of these by export name (`*-exports.ts` beside this file), and
 * `never-throws-coverage.ssr.test.ts` checks that every function the module exports has one.
 */
export interface NeverThrows {
  // `any`: each property has its own arguments; the runner only runs it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  property: fc.IRawProperty<any, boolean>;
}

/**
 * Runs each property of a table (or the `names` of it), `FUZZ_RUNS` times: 10,000 by default,
 * more with `npm run fuzz`. A run is one small input, so even a server render stays a few
 * milliseconds.
 */
export function describeNeverThrows(
  entry: string,
  table: Readonly<Record<string, NeverThrows>>,
  names: readonly string[] = Object.keys(table),
): void {
  describe(`${entry}: every export returns a value for any input`, () => {
    for (const name of names) {
      const { property } = table[name] as NeverThrows;
      it(
        `${name} never throws, ${RUNS} runs`,
        async () => {
          await fc.assert(property, { numRuns: RUNS });
        },
        TIMEOUT,
      );
    }
  });
}

/** What an async export's promise did: it must settle, and a rejection is the kit's own `Error`. */
export async function settled(promise: unknown): Promise<'resolved' | Error> {
  expect(promise).toBeInstanceOf(Promise);
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^toolcards: /);
    return error as Error;
  }
}
