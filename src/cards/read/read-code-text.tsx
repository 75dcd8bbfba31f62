import { memo, useMemo, useState, type ReactNode } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { formatCount } from '../../format/format-count';
import { type LineTokens, HighlightedLine, TokenSpan, tokensSpellText } from '../../highlight';
import { HiddenCharMarker } from './hidden-char-marker';
import { findHiddenCharacters, splitAtHidden, type HiddenCharacter } from './hidden-characters';
import { useSlotProps } from '../../react-base/slot-props';

/**
 * Characters of one line drawn before "Show more". The tokenizer leaves longer lines plain
 * anyway, so a cut line never loses colours; a 2 MB minified line would otherwise be laid out
 * whole and freeze the page.
 */
const LINE_CUT = 20_000;
const REVEAL_FACTOR = 10;

/** Props of {@link ReadCodeText}. */
export interface ReadCodeTextProps {
  /** The line's text. */
  text: string;
  /** Its tokens, once highlighted. */
  tokens: LineTokens | undefined;
}

function visibleEnd(text: string, shown: number): number {
  if (text.length <= shown) return text.length;
  // Never end on the first half of a surrogate pair: it would draw as a lone-surrogate marker.
  const code = text.charCodeAt(shown - 1);
  return code >= 0xd800 && code <= 0xdbff ? shown - 1 : shown;
}

function drawPieces(text: string, hidden: readonly HiddenCharacter[], start: number, end: number): ReactNode[] {
  return splitAtHidden(text, hidden, start, end).map((piece, index) =>
    typeof piece === 'string' ? piece : <HiddenCharMarker key={`h${index}`} character={piece} />,
  );
}

/**
 * A line's code, `data-slot="code-line"` (`data-highlighted` once coloured). A line with no
 * hidden character is a plain `HighlightedLine`. One with hidden characters keeps its colours:
 * each token is split at the hidden characters it holds and each one drawn as a marker inside
 * that token, so highlighting and markers never fight. A line longer than {@link LINE_CUT} is
 * drawn plain up to the cut, followed by a "Show more" button outside the code (so selecting
 * the code never picks up the button's words).
 */
export const ReadCodeText = /* @__PURE__ */ memo(function ReadCodeText({ text, tokens }: ReadCodeTextProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  // Row state: a virtual row scrolled away and back is cut again, which is the cheap default.
  const [shown, setShown] = useState(LINE_CUT);
  const end = visibleEnd(text, shown);
  // Found up to the drawn end only (a 5 MB line costs what is shown); the pair check reads past
  // `end`, so a pair cut there is not taken for a lone surrogate.
  const hidden = useMemo(() => findHiddenCharacters(text, end), [text, end]);
  const cut = end < text.length;

  if (hidden.length === 0 && !cut) return <HighlightedLine text={text} tokens={tokens} />;

  const usable = !cut && tokens !== undefined && tokensSpellText(tokens, text);
  let content: ReactNode[];
  if (usable) {
    let offset = 0;
    content = tokens.map((token, index) => {
      const start = offset;
      offset += token.content.length;
      return (
        <TokenSpan key={index} token={token}>
          {drawPieces(text, hidden, start, offset)}
        </TokenSpan>
      );
    });
  } else {
    content = drawPieces(text, hidden, 0, end);
  }
  return (
    <>
      <span {...slotProps('code-line')} data-highlighted={usable ? '' : undefined} data-cut={cut ? '' : undefined}>
        {content}
      </span>
      {cut && (
        <button type="button" {...slotProps('show-more')} onClick={() => setShown(shown * REVEAL_FACTOR)}>
          {labels.showMoreChars(formatCount(text.length - end))}
        </button>
      )}
    </>
  );
});
