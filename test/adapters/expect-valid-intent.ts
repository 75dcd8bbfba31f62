import type { RenderIntent } from '../../src/protocol/index';
import { parseIntent } from '../../src/protocol/index';

/** Asserts that an adapter's result is a render intent by the protocol, and returns it. */
export function expectValidIntent(value: unknown): RenderIntent {
  const parsed = parseIntent(value);
  expect(parsed).toMatchObject({ ok: true });
  // Intents are plain JSON: what a host logs and replays must be the same card.
  expect(JSON.parse(JSON.stringify(value))).toEqual(value);
  return value as RenderIntent;
}
