import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = process.cwd();

describe('a label pack’s type', () => {
  it('refuses a pack missing a shared key, a key of a card’s group or a whole group, at compile time', () => {
    // Throws with tsc's report when label-packs.typecheck.ts does not compile, which includes an
    // `@ts-expect-error` whose line compiles: a pack the type failed to refuse.
    const run = () =>
      execFileSync(
        process.execPath,
        [
          resolve(root, 'node_modules/typescript/bin/tsc'),
          '-p',
          resolve(root, 'test/types/tsconfig.label-packs.json'),
          '--noEmit',
        ],
        {
          cwd: root,
          stdio: 'pipe',
          encoding: 'utf8',
        },
      );
    expect(run).not.toThrow();
  }, 120_000);
});
