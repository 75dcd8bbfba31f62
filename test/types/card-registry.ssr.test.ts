import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = process.cwd();

describe('the card registry’s type', () => {
  it('refuses a registry missing a card or filing a definition under the wrong card, at compile time', () => {
    // Throws with tsc's report when card-registry.typecheck.ts does not compile, which includes an
    // `@ts-expect-error` whose line compiles: a registry the type failed to refuse.
    const run = () =>
      execFileSync(
        process.execPath,
        [
          resolve(root, 'node_modules/typescript/bin/tsc'),
          '-p',
          resolve(root, 'test/types/tsconfig.card-registry.json'),
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
