import { combineViews } from '../../src/protocol/index';
import { settledRecord } from '../fixtures/dsh-record';
import { loadDshCalls } from '../fixtures/load-dsh-views';
import { loadIntentFixtures } from '../fixtures/load-intents';
import { loadSessions } from '../fixtures/sessions/load-sessions';

/**
 * Every intent the fixtures hold, by a name that says where it came from: the intent files, each
 * real DSH call merged by `combineViews` (settled, and running from its call view alone), and
 * every update of every recorded session. For rules that must hold on every card.
 */
export function everyFixtureIntent(): [name: string, intent: unknown][] {
  const intents = loadIntentFixtures().map(([name, intent]): [string, unknown] => [`intents/${name}`, intent]);
  const dsh = loadDshCalls().flatMap((call): [string, unknown][] => [
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
