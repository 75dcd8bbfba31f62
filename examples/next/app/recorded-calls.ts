import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Read at build time from the repository's fixtures: real tool output, the same the tests use.
// `next build` runs in examples/next.
const fixtures = resolve(process.cwd(), '../../test/fixtures');

/** One card to draw: where it comes from, and its render intent. */
export interface RecordedCall {
  id: string;
  intent: unknown;
}

/** One intent of each kind of card (test/fixtures/intents), leaving out the deliberately broken ones. */
export function cardOfEachKind(): RecordedCall[] {
  const dir = resolve(fixtures, 'intents');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && file !== 'unknown-card.json')
    .sort()
    .map((file) => ({ id: file.replace(/\.json$/, ''), intent: JSON.parse(readFileSync(resolve(dir, file), 'utf8')) }));
}

/** Every call of the recorded sessions (test/fixtures/sessions/*.jsonl), as its last update left it. */
export function recordedSessionCalls(): RecordedCall[] {
  const dir = resolve(fixtures, 'sessions');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.jsonl'))
    .sort()
    .flatMap((file) => {
      const last = new Map<string, unknown>();
      for (const line of readFileSync(resolve(dir, file), 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        const { callId, intent } = JSON.parse(line) as { callId: string; intent: unknown };
        last.set(callId, intent);
      }
      return [...last].map(([callId, intent]) => ({ id: `${file.replace(/\.jsonl$/, '')}/${callId}`, intent }));
    });
}
