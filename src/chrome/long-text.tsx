import { useState } from 'react';
import { formatCount } from '../format/format-count';
import { useCardContext } from './card-context';

/** Characters drawn before "Show more": enough for any normal result, cheap for a 20 MB one. */
const PREVIEW_CHARS = 20_000;
const REVEAL_FACTOR = 8;

/** Props of {@link LongText}. */
export interface LongTextProps {
  text: string;
  slot: string;
  className?: string;
}

/** Preformatted text, cut with an expander when it is long. Always text, never markup. */
export function LongText({ text, slot, className }: LongTextProps) {
  const { labels } = useCardContext();
  const [shown, setShown] = useState(PREVIEW_CHARS);
  const hidden = text.length - shown;
  return (
    <div data-slot={`${slot}-wrap`}>
      <pre data-slot={slot} className={className} tabIndex={0}>
        {hidden > 0 ? `${text.slice(0, shown)}…` : text}
      </pre>
      {hidden > 0 && (
        <button type="button" data-slot="show-more" onClick={() => setShown(shown * REVEAL_FACTOR)}>
          {labels.showMoreChars(formatCount(hidden))}
        </button>
      )}
    </div>
  );
}
