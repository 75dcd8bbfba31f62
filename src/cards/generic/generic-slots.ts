import type { SlotList } from '../../slots/slot-list';

/** The generic card's parts, by `data-slot` (the rest are shared: sections, JSON tree, content). */
export const GENERIC_SLOTS = {
  'input-text': 'An input that is a string, shown as-is.',
  'input-text-wrap': 'The box around `input-text` and its Show more.',
} as const satisfies SlotList;
