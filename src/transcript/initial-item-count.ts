/**
 * How many items a transcript draws without layout (server, jsdom, the first client render) when
 * the host has not said: the newest (or first) items that fill about a screen by their estimated
 * heights, at most {@link MAX_INITIAL_ITEMS}. Drawing no more than a screen is most of a cold
 * first paint: every item drawn is the cards' code running, styled and laid out before the page
 * shows anything, and the items past the screen are dropped again once the list has a size.
 */

/** The height the first render fills, in px: a tall chat pane, so the first paint has no gap. */
const INITIAL_FILL_PX = 1000;
/**
 * An open card's height as the first render estimates it, in px: its header and a body at the cards'
 * cap (`--tc-max-body-height`, 28rem). A short open card is drawn with fewer items than fit.
 */
const OPEN_CARD_PX = 480;
/** Items drawn without layout at most, whatever their heights (the folded cards of a screen). */
const MAX_INITIAL_ITEMS = 20;

/**
 * The number of items to draw first: counted from the end when `fromEnd`, each a folded item of
 * `itemSize` px or an open card of {@link OPEN_CARD_PX}, until they fill {@link INITIAL_FILL_PX}.
 * A function of the items alone, so the server and the client draw the same ones.
 */
export function initialItemCount(
  count: number,
  isOpen: (index: number) => boolean,
  fromEnd: boolean,
  itemSize: number,
): number {
  let filled = 0;
  let drawn = 0;
  while (drawn < Math.min(count, MAX_INITIAL_ITEMS) && filled < INITIAL_FILL_PX) {
    const index = fromEnd ? count - 1 - drawn : drawn;
    filled += isOpen(index) ? Math.max(itemSize, OPEN_CARD_PX) : itemSize;
    drawn += 1;
  }
  return Math.max(1, drawn);
}
