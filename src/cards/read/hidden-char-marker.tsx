import { useCardContext } from '../../react-base/card-context';
import { formatCount } from '../../format/format-count';
import { codePointLabel, hiddenCharacterName, hiddenRunMarker, type HiddenCharacter } from './hidden-characters';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link HiddenCharMarker}. */
export interface HiddenCharMarkerProps {
  /** The hidden character to stand in for. */
  character: HiddenCharacter;
}

/**
 * The visible stand-in for a hidden character: `data-slot="hidden-char"` with `data-kind`
 * (`bidi`, `zero-width`, `control`, `surrogate`), drawing `⟨U+202E⟩` (or `␀` for NUL) and named
 * by code point and Unicode name. The character itself is not in the DOM: a drawn U+202E would
 * reorder the line, and a lone surrogate would break hydration. `role="img"` because a name on a
 * plain span is not allowed, and the marker is a symbol for something else. A run of more than
 * three of the same character is one marker, `␀×5000`, with `data-count`.
 */
export function HiddenCharMarker({ character }: HiddenCharMarkerProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const count = character.count ?? 1;
  const one = labels.read.hiddenCharacter(codePointLabel(character.code), hiddenCharacterName(character.code));
  const name = count > 1 ? `${one} ×${formatCount(count)}` : one;
  return (
    <span
      {...slotProps('hidden-char')}
      data-kind={character.kind}
      data-count={count > 1 ? count : undefined}
      role="img"
      aria-label={name}
      title={name}
    >
      {hiddenRunMarker(character)}
    </span>
  );
}
