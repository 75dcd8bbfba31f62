import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureExampleDeps } from '../../scripts/ensure-deps.mjs';

// examples/react18: a host on React 18 (its own packages, installed by `npm test`), running the
// built package as npm ships it. Its script renders every intent fixture with React 18 on the
// server, then hydrates that markup in jsdom with React 18 and the browser build, whose cards'
// code has not loaded yet, and reports what it saw.
const root = process.cwd();
const example = resolve(root, 'examples/react18');

interface HostReport {
  react: string;
  cards: number;
  intents: number;
  serverHoldsCards: boolean;
  serverLogs: string[];
  unchangedWhileWaiting: boolean;
  hydrated: boolean;
  loadingLines: number;
  recoverable: string[];
  clientLogs: string[];
}

function runHost(...flags: string[]): HostReport {
  const output = execFileSync(process.execPath, ['hydrate-in-jsdom.mjs', ...flags], { cwd: example, encoding: 'utf8', timeout: 120_000 });
  return JSON.parse(output) as HostReport;
}

describe('a React 18 host (examples/react18)', () => {
  beforeAll(() => {
    if (!existsSync(resolve(root, 'dist/server/index.js'))) throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
    ensureExampleDeps('examples/react18');
    // The package as installed: its dist and package.json under node_modules/toolcards, so its
    // `react` import finds the example's React 18 (the rest resolve from the repository's).
    const installed = resolve(example, 'node_modules/toolcards');
    rmSync(installed, { recursive: true, force: true });
    mkdirSync(installed, { recursive: true });
    cpSync(resolve(root, 'dist'), resolve(installed, 'dist'), { recursive: true });
    cpSync(resolve(root, 'package.json'), resolve(installed, 'package.json'));
  }, 300_000);

  it('renders every card on the server with React 18, with no warning, and hydrates it once the code comes, with no mismatch', () => {
    const report = runHost();
    expect(report.react).toMatch(/^18\./);
    expect(report.serverHoldsCards).toBe(true);
    expect(report.serverLogs).toEqual([]);
    expect(report.unchangedWhileWaiting).toBe(true);
    expect(report).toMatchObject({ hydrated: true, loadingLines: 0, recoverable: [], clientLogs: [] });
    expect(report.cards).toBe(report.intents);
  });

  it('takes a click before the code has come when the cards sit in a Suspense boundary of the host', () => {
    expect(runHost('--boundary', '--click-early')).toMatchObject({
      unchangedWhileWaiting: true,
      hydrated: true,
      loadingLines: 0,
      recoverable: [],
      clientLogs: [],
    });
  });

  it('takes a click before hydration when the host preloads the cards first (no boundary)', () => {
    expect(runHost('--preload', '--click-early')).toMatchObject({
      unchangedWhileWaiting: true,
      hydrated: true,
      loadingLines: 0,
      recoverable: [],
      clientLogs: [],
    });
  });

  // React 19 waits for the code when a click comes first with no boundary (test/cards/lazy-cards.test.tsx);
  // React 18 renders the page afresh on the client, which the README tells React 18 hosts.
  it('renders afresh on the client, with React 18’s recoverable error, when a click comes first with no boundary and no preload', () => {
    const report = runHost('--click-early');
    expect(report.recoverable.length).toBeGreaterThan(0);
    expect(report.recoverable[0]).toMatch(/suspended while responding to synchronous input/);
  });
});
