import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureExampleDeps } from '../../scripts/ensure-deps.mjs';

// examples/jest: a client team's Jest setup (jsdom, babel-jest, the kit's `toolcards/testing/jest`
// preset), on Jest 30 and on Jest 29 (its own packages, installed by `npm test`), running the
// built package as npm ships it. Each Jest runs the example's snapshot tests whole, filtered with
// -t, and shuffled in reverse file order, with --ci: a snapshot that differed in any run, or that
// was missing, would fail it.
const root = process.cwd();
const example = resolve(root, 'examples/jest');

interface JestReport {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  snapshot: { matched: number; unmatched: number; added: number; updated: number };
  testResults: { name: string; message: string; assertionResults: { title: string; status: string }[] }[];
}

const JESTS = {
  'Jest 30': ['node_modules/jest/bin/jest.js', '--config', 'jest.config.cjs'],
  'Jest 29': ['node_modules/jest-29/bin/jest.js', '--config', 'jest29.config.cjs'],
} as const;

function runJest(jest: keyof typeof JESTS, ...flags: string[]): JestReport {
  const output = resolve(example, 'node_modules/.cache/jest-report.json');
  mkdirSync(resolve(output, '..'), { recursive: true });
  rmSync(output, { force: true });
  try {
    execFileSync(
      process.execPath,
      [...JESTS[jest], '--ci', '--runInBand', '--json', `--outputFile=${output}`, ...flags],
      {
        cwd: example,
        stdio: 'pipe',
        timeout: 240_000,
      },
    );
  } catch (error) {
    // A failing run exits non-zero; its report says why (and the test below shows it).
    if (!existsSync(output)) throw error;
  }
  return JSON.parse(readFileSync(output, 'utf8')) as JestReport;
}

/** Every snapshot file of the example, by path, with its text. */
function snapshotFiles(): Map<string, string> {
  const folder = resolve(example, 'tests/__snapshots__');
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.snap'));
  return new Map(files.map((name) => [name, readFileSync(join(folder, name), 'utf8')]));
}

const failures = (report: JestReport) =>
  report.testResults.filter((result) => result.message !== '').map((result) => result.message);

describe('a client team’s Jest setup (examples/jest)', () => {
  let committed = new Map<string, string>();

  beforeAll(() => {
    if (!existsSync(resolve(root, 'dist/testing-jest.cjs')))
      throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
    ensureExampleDeps('examples/jest');
    // The package as installed: its dist and package.json under node_modules/toolcards; shiki and
    // the kit's other dependencies resolve from the repository's node_modules, as hoisted ones would.
    const installed = resolve(example, 'node_modules/toolcards');
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(installed, { recursive: true });
    cpSync(resolve(root, 'dist'), resolve(installed, 'dist'), { recursive: true });
    cpSync(resolve(root, 'package.json'), resolve(installed, 'package.json'));
    committed = snapshotFiles();
  }, 300_000);

  afterAll(() => {
    // Whatever happened, the committed snapshots stay as they were.
    expect(snapshotFiles()).toEqual(committed);
  });

  it.each(Object.keys(JESTS) as (keyof typeof JESTS)[])(
    'on %s, draws the committed snapshots: a highlighted read card and terminal cards',
    (jest) => {
      const report = runJest(jest);
      expect(failures(report)).toEqual([]);
      expect(report).toMatchObject({
        success: true,
        numPassedTests: 4,
        numFailedTests: 0,
        snapshot: { matched: 4, unmatched: 0, added: 0, updated: 0 },
      });
      const major = jest === 'Jest 30' ? 'jest-30' : 'jest-29';
      const read = committed.get(join(major, 'read-card.test.jsx.snap')) ?? '';
      expect(read).toContain('data-slot="token"');
      expect(read).toContain('--shiki-light');
      expect(committed.get(join(major, 'terminal-card.test.jsx.snap'))).toContain('12 tests passed');
      for (const text of committed.values()) expect(text).not.toMatch(/Loading/);
    },
  );

  it.each(Object.keys(JESTS) as (keyof typeof JESTS)[])(
    'on %s, draws the same snapshot when filtered to one test with -t',
    (jest) => {
      const report = runJest(jest, '-t', 'highlighted in its first render');
      expect(failures(report)).toEqual([]);
      expect(report).toMatchObject({
        numPassedTests: 1,
        numPendingTests: 3,
        snapshot: { matched: 1, unmatched: 0, added: 0 },
      });
    },
  );

  it.each(Object.keys(JESTS) as (keyof typeof JESTS)[])(
    'on %s, draws the same snapshots with the files reversed and the tests shuffled',
    (jest) => {
      const report = runJest(jest, '--testSequencer=./reverse-sequencer.cjs', '--randomize', '--seed=27');
      expect(failures(report)).toEqual([]);
      expect(report.testResults.map((result) => result.name.split('/').at(-1))).toEqual([
        'terminal-card.test.jsx',
        'read-card.test.jsx',
      ]);
      expect(report).toMatchObject({ numPassedTests: 4, snapshot: { matched: 4, unmatched: 0, added: 0, updated: 0 } });
    },
  );

  it('draws the same read card on Jest 29 and Jest 30 (jsdom 20 drops the terminal’s `var()` colours, a jsdom limit)', () => {
    const body = (name: string) => (committed.get(name) ?? '').split('\n').slice(1).join('\n');
    expect(body(join('jest-29', 'read-card.test.jsx.snap'))).toBe(body(join('jest-30', 'read-card.test.jsx.snap')));
  });
});
