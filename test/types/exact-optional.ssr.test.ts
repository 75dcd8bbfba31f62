import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = process.cwd();

describe('the adapters’ published types under exactOptionalPropertyTypes', () => {
  it('accept a real MCP SDK result and AI SDK part, fields set to undefined included', () => {
    // Throws with tsc's report when exact-optional.typecheck.ts does not compile.
    const run = () =>
      execFileSync(
        process.execPath,
        [
          resolve(root, 'node_modules/typescript/bin/tsc'),
          '-p',
          resolve(root, 'test/types/tsconfig.exact-optional.json'),
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
