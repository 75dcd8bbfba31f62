import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureExampleDeps } from '../../scripts/ensure-deps.mjs';

// Hosts that render on the server and hydrate in jsdom, running the built package as npm ships
// it: React 18 (examples/react18, its own packages, installed by `npm test`) and React 19 (the
// same script in a folder that resolves the repository's React). The script renders every intent
// fixture on the server, then hydrates that markup with the browser build, whose cards' chunks it
// holds back until it lets them go, and reports what it saw.
const root = process.cwd();

interface HostReport {
  react: string;
  cards: number;
  intents: number;
  serverHoldsCards: boolean;
  serverLogs: string[];
  unchangedWhileWaiting: boolean;
  hostAnsweredBeforeCode?: boolean;
  sameToggle: boolean;
  hydrated: boolean;
  loadingLines: number;
  recoverable: string[];
  clientLogs: string[];
}

/**
 * Installs the built package beside the host's script, as npm would: its `react` import then finds the host's React.
 */
function installPackage(host: string): void {
  const installed = resolve(host, 'node_modules/toolcards');
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  cpSync(resolve(root, 'dist'), resolve(installed, 'dist'), { recursive: true });
  cpSync(resolve(root, 'package.json'), resolve(installed, 'package.json'));
}

const hosts = [
  { name: 'React 18 (examples/react18)', react: /^18\./, folder: resolve(root, 'examples/react18') },
  { name: 'React 19', react: /^19\./, folder: resolve(root, 'node_modules/.cache/toolcards-react19-host') },
];

describe.each(hosts)(
  'a host on $name, hydrating server markup before the cards’ code has come',
  ({ react, folder }) => {
    const runHost = (...flags: string[]): HostReport =>
      JSON.parse(
        execFileSync(process.execPath, ['hydrate-in-jsdom.mjs', ...flags], {
          cwd: folder,
          encoding: 'utf8',
          timeout: 120_000,
          env: { ...process.env, TOOLCARDS_FIXTURES: `${resolve(root, 'test/fixtures/intents')}/` },
        }),
      ) as HostReport;

    beforeAll(() => {
      if (!existsSync(resolve(root, 'dist/server/index.js')))
        throw new Error('dist/ is missing: run `npm run build` (npm test does it for you)');
      if (folder.endsWith('react18')) ensureExampleDeps('examples/react18');
      else {
        mkdirSync(folder, { recursive: true });
        cpSync(resolve(root, 'examples/react18/hydrate-in-jsdom.mjs'), resolve(folder, 'hydrate-in-jsdom.mjs'));
      }
      installPackage(folder);
    }, 300_000);

    it('renders every card on the server with no warning, keeps that markup while the code is held back, and hydrates it once the code comes, with no mismatch', () => {
      const report = runHost();
      expect(report.react).toMatch(react);
      expect(report.serverHoldsCards).toBe(true);
      expect(report.serverLogs).toEqual([]);
      expect(report).toMatchObject({
        unchangedWhileWaiting: true,
        sameToggle: true,
        hydrated: true,
        loadingLines: 0,
        recoverable: [],
        clientLogs: [],
      });
      expect(report.cards).toBe(report.intents);
    });

    // Each card contains its own wait: the rest of the page is the host's, at once.
    it('answers a click on the host’s own button before the cards’ code has come, with no boundary of the host, and keeps the server markup', () => {
      expect(runHost('--click-early')).toMatchObject({
        hostAnsweredBeforeCode: true,
        unchangedWhileWaiting: true,
        sameToggle: true,
        hydrated: true,
        loadingLines: 0,
        recoverable: [],
        clientLogs: [],
      });
    });

    it('does the same when the cards sit in a Suspense boundary of the host', () => {
      expect(runHost('--boundary', '--click-early')).toMatchObject({
        hostAnsweredBeforeCode: true,
        hydrated: true,
        recoverable: [],
        clientLogs: [],
      });
    });

    it('does the same when the host preloads the cards before it hydrates', () => {
      expect(runHost('--preload', '--click-early')).toMatchObject({
        hostAnsweredBeforeCode: true,
        hydrated: true,
        loadingLines: 0,
        recoverable: [],
        clientLogs: [],
      });
    });
  },
);
