import { combineViews } from '../../src/protocol/index';
import { settledRecord, type DshCall } from '../fixtures/dsh-record';
import { loadSessions } from '../fixtures/sessions/load-sessions-browser';

// Bundled by Vite: the browser has no file system (every-fixture-intent.ts is the Node one).
const intentFiles = import.meta.glob<unknown>('../fixtures/intents/*.json', { import: 'default', eager: true });
const dshFiles = import.meta.glob<DshCall>('../fixtures/dsh-views/*.json', { import: 'default', eager: true });

const byPath = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : 1);
const fileName = (path: string) => path.replace(/^.*\/|\.json$/g, '');

/**
 * {@link everyFixtureIntent}'s intents for a browser test, by the same names: the intent files,
 * each real DSH call merged by `combineViews` (settled, and running from its call view alone), and
 * every update of every recorded session.
 */
export function everyFixtureIntentInBrowser(): [name: string, intent: unknown][] {
  const intents = Object.entries(intentFiles)
    .sort(byPath)
    .map(([path, intent]): [string, unknown] => [`intents/${fileName(path)}`, intent]);
  const dsh = Object.values(dshFiles)
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .flatMap((call): [string, unknown][] => [
      [`dsh/${call.id}`, combineViews(settledRecord(call))],
      [`dsh/${call.id} (running)`, combineViews({ tool: call.tool, args: call.args, call: call.callView })],
    ]);
  const sessions = loadSessions().flatMap((session) =>
    session.calls.flatMap((call) =>
      call.updates.map((intent, index): [string, unknown] => [`${session.name}/${call.callId}#${index}`, intent]),
    ),
  );
  return [...intents, ...dsh, ...sessions];
}
