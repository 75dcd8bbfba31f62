import { combineViews, type ToolCallRecord } from '../../src/index';
import { loadDshCalls, type DshCall } from '../fixtures/load-dsh-views';
import { loadIntentFixtures } from '../fixtures/load-intents';
import { loadSessions } from '../fixtures/sessions/load-sessions';

function settledRecord(call: DshCall): ToolCallRecord {
  const record: ToolCallRecord = { tool: call.tool, args: call.args, call: call.callView, result: call.resultView };
  if (call.content !== undefined) record.content = call.content;
  if (call.isError !== undefined) record.isError = call.isError;
  if (call.error !== undefined) record.error = call.error;
  if (call.lifecycleStatus !== undefined) record.status = call.lifecycleStatus;
  return record;
}

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
    session.calls.flatMap((call) => call.updates.map((intent, index): [string, unknown] => [`${session.name}/${call.callId}#${index}`, intent])),
  );
  return [...intents, ...dsh, ...sessions];
}
