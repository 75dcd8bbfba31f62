import { DIFF_SLOTS } from '../cards/diff/diff-slots';
import { GENERIC_SLOTS } from '../cards/generic/generic-slots';
import { READ_SLOTS } from '../cards/read/read-slots';
import { SEARCH_SLOTS } from '../cards/search/search-slots';
import { TERMINAL_SLOTS } from '../cards/terminal/terminal-slots';
import { WEB_SLOTS } from '../cards/web/web-slots';
import type { CardName } from '../protocol/intent-types';
import { SHARED_SLOTS } from '../slots/shared-slots';
import type { SlotList } from '../slots/slot-list';

/**
 * Every card's own parts, by card name; a card also draws the {@link SHARED_SLOTS}. The mapped type
 * makes a card the protocol names but this record lacks a compile error.
 */
export const SLOTS_BY_CARD = {
  generic: GENERIC_SLOTS,
  terminal: TERMINAL_SLOTS,
  diff: DIFF_SLOTS,
  read: READ_SLOTS,
  search: SEARCH_SLOTS,
  web: WEB_SLOTS,
} as const satisfies { readonly [Card in CardName]: SlotList };

export { SHARED_SLOTS };

/** The parts `<ToolTranscript>` draws around its cards: listed with the cards' in the slot table. */
export { TRANSCRIPT_SLOTS } from '../slots/transcript-slots';

/** Every `data-slot` name the kit draws, in any card: the keys of `classNames`. */
export type ToolCardSlot =
  keyof typeof SHARED_SLOTS | { [Card in CardName]: keyof (typeof SLOTS_BY_CARD)[Card] }[CardName];

/** Class names a host adds to the parts of a card: `root` for the card itself, then any `data-slot` name. */
export type ToolCardClassNames = Partial<Record<ToolCardSlot | 'root', string>>;
