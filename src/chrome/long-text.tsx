import { useState } from 'react';
import { formatCount } from '../format/format-count';
import { codePointCut } from '../protocol/well-formed-text';
import { useCardContext } from '../react-base/card-context';
import { useSlotProps } from '../react-base/slot-props';
import type { ToolCardSlot } from '../shell/tool-card-slots';

/** Characters drawn before "Show more": enough for any normal result, cheap for a 20 MB one. */
const PREVIEW_CHARS = 20_000;
const REVEAL_FACTOR = 8;

/** A slot of text whose box (with its Show more) is a slot too: `text` and `text-wrap`. */
type WrappedTextSlot = { [Slot in ToolCardSlot]: `${Slot}-wrap` extends ToolCardSlot ? Slot : never }[ToolCardSlot];

/** Props of {@link LongText}. */
export interface LongTextProps {
  text: string;
  slot: WrappedTextSlot;
  className?: string;
}

/** Preformatted text, cut with an expander when it is long. Always text, never markup. */
export function LongText({ text, slot, className }: LongTextProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const [shown, setShown] = useState(PREVIEW_CHARS);
  // Cut at a code point: half an emoji would be a lone surrogate, U+FFFD once sent as UTF-8.
  const cut = codePointCut(text, shown);
  const hidden = text.length - cut;
  return (
    <div {...slotProps(`${slot}-wrap`)}>
      <pre {...slotProps(slot, className)} tabIndex={0}>
        {hidden > 0 ? `${text.slice(0, cut)}…` : text}
      </pre>
      {hidden > 0 && (
        <button type="button" {...slotProps('show-more')} onClick={() => setShown(shown * REVEAL_FACTOR)}>
          {labels.showMoreChars(formatCount(hidden))}
        </button>
      )}
    </div>
  );
}
