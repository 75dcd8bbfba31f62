import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

// These check the built package (dist/); `npm test` builds it first (scripts/test.mjs).
const root = process.cwd();
const bin = (name: string) => resolve(root, 'node_modules/.bin', name);
const consumer = resolve(root, 'node_modules/.cache/toolcards-nodenext-consumer');

/** Packs the package as npm publishes it and installs the tarball into a copy of the consumer fixture. */
function installPackedPackage(): void {
  rmSync(consumer, { recursive: true, force: true });
  cpSync(resolve(root, 'test/fixtures/nodenext-consumer'), consumer, { recursive: true });
  const packed = resolve(consumer, 'packed');
  mkdirSync(packed, { recursive: true });
  execFileSync('npm', ['pack', '--silent', '--pack-destination', packed], { cwd: root, stdio: 'ignore' });
  const tarball = readdirSync(packed).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  const target = resolve(consumer, 'node_modules/toolcards');
  mkdirSync(target, { recursive: true });
  // The tarball's dependencies (react, valibot…) resolve from the repo's node_modules, above the copy.
  execFileSync('tar', ['-xzf', resolve(packed, tarball), '-C', target, '--strip-components=1']);
}

function typecheck(project: string): { ok: boolean; output: string } {
  const result = spawnSync(bin('tsc'), ['-p', resolve(consumer, project)], { cwd: consumer, encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

describe('the packed package in a TypeScript app', () => {
  beforeAll(() => {
    if (!existsSync(resolve(root, 'dist/index.d.ts')))
      throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
    installPackedPackage();
  }, 300_000);

  it('compiles an app under moduleResolution nodenext', () => {
    expect(typecheck('tsconfig.json')).toEqual({ ok: true, output: '' });
  }, 300_000);

  it('compiles the same app under moduleResolution bundler', () => {
    expect(typecheck('tsconfig.bundler.json')).toEqual({ ok: true, output: '' });
  }, 300_000);

  it('refuses a number where a RenderIntent is expected under nodenext: the types are real, not any', () => {
    const { ok, output } = typecheck('tsconfig.wrong.json');
    expect(ok).toBe(false);
    expect(output).toMatch(/wrong-intent\.ts.*error TS2322: Type 'number' is not assignable to type 'RenderIntent'/);
  }, 300_000);

  it('passes @arethetypeswrong/cli --pack --profile esm-only', () => {
    // Stylesheets are entry points with no types by design; attw can only report them as unresolved.
    const result = spawnSync(
      bin('attw'),
      [
        '--pack',
        root,
        '--profile',
        'esm-only',
        '--exclude-entrypoints',
        './styles.css',
        './styles/shadcn.css',
        '--format',
        'ascii',
      ],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(result.stdout).not.toMatch(/InternalResolutionError|Resolution failed.*\n(?!.*ignored)/);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
  }, 300_000);
});
