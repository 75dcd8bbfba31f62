import type { SlotList } from './slot-list';

/** The parts `<ToolTranscript>` draws around the cards (its root carries `data-transcript`). */
export const TRANSCRIPT_SLOTS = {
  viewport: "The transcript's scroll box (`data-following` while it keeps the newest item in view).",
  feed: 'The `role="feed"` list inside it, as tall as every item: the drawn items sit in it between two spacers.',
  'feed-item':
    'One item, an `article` with `aria-posinset`/`aria-setsize` and `data-index` (`data-item="call|host"`, `data-kept` when drawn only because it has focus).',
  'feed-note': 'The note over a transcript whose items share ids or lack them.',
  'jump-to-latest': 'The button that scrolls to the newest item, shown once the reader scrolled up.',
  'new-count': 'Its count of the items that arrived since.',
} as const satisfies SlotList;
