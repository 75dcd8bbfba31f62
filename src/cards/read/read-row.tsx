import { memo, type Ref } from 'react';
import type { LineTokens } from '../../highlight';
import { hasHiddenCharacters } from './hidden-characters';
import { ReadCodeText } from './read-code-text';
import type { ReadLine } from './read-lines';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link ReadRow}. */
export interface ReadRowProps {
  /** 0-based row index (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The line, with its number in the file. */
  line: ReadLine;
  /** Its tokens once highlighted; `undefined` draws it plain. */
  tokens: LineTokens | undefined;
  /** The virtualizer's measuring ref. */
  measureRef?: Ref<HTMLDivElement>;
}

/**
 * One row of the file: `data-slot="code-row"`, a line-number gutter and the code. The gutter is
 * an empty, `aria-hidden` `data-slot="line-number"` carrying `data-line-number`; the stylesheet
 * draws the number with `content: attr(data-line-number)`. Generated content is not part of the
 * document's text, so selecting and copying code never includes a number, in any browser, and a
 * test can check a row's text is the line's. (A host with `unstyled` draws the numbers itself.)
 * `dir="ltr"` keeps code left to right whatever the page's direction or the line's strings.
 */
export const ReadRow = /* @__PURE__ */ memo(function ReadRow({ index, line, tokens, measureRef }: ReadRowProps) {
  const slotProps = useSlotProps();
  // `data-hidden-chars` lets the stylesheet mark the row in the margin, where a scanning eye finds it.
  const flagged = hasHiddenCharacters(line.text);
  return (
    <div
      {...slotProps('code-row')}
      data-index={index}
      data-hidden-chars={flagged ? '' : undefined}
      dir="ltr"
      ref={measureRef}
    >
      <span {...slotProps('line-number')} data-line-number={line.number} aria-hidden="true" />
      <ReadCodeText text={line.text} tokens={tokens} />
    </div>
  );
});
