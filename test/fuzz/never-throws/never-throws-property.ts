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
  /** Runs when fewer than `FUZZ_RUNS` (10,000 by default), and why. */
  runs?: { count: number; why: string };
}

/** Runs each property of a table, `FUZZ_RUNS` times (10,000 by default) unless it says otherwise. */
export function describeNeverThrows(entry: string, table: Readonly<Record<string, NeverThrows>>): void {
  describe(`every function of ${entry} returns a value for any input`, () => {
    for (const [name, { property, runs }] of Object.entries(table)) {
      const count = Math.min(RUNS, runs?.count ?? RUNS);
      it(
        `${name} never throws, ${count} runs`,
        async () => {
          await fc.assert(property, { numRuns: count });
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
