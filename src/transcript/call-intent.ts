import { combineViews } from '../protocol/combine-views';
import type { TranscriptCall } from './transcript-item';

const combined = new WeakMap<object, unknown>();

/** The intent a call draws: its own, or its record merged by `combineViews` (once per record object). */
export function callIntent(call: TranscriptCall): unknown {
  if (call.record === undefined || call.intent !== undefined) return call.intent;
  const record = call.record;
  if (typeof record !== 'object' || record === null) return record;
  let intent = combined.get(record);
  if (intent === undefined) {
    intent = combineViews(record);
    combined.set(record, intent);
  }
  return intent;
}
