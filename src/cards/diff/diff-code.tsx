import { Fragment, memo, type ReactNode } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { cutLongLine, type TextRange } from '../../diff';
import { formatCount } from '../../format/format-count';
import { type LineTokens, HighlightedLine, TokenSpan, tokensSpellText } from '../../highlight';
import { codeRuns, type CodePart } from './code-runs';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffCode}. */
export interface DiffCodeProps {
  /** The line's text, without its sign. */
  text: string;
  /** Its syntax tokens from its side's document, when they have arrived. */
  tokens: LineTokens | undefined;
  /** The changed spans against its paired line; absent or empty for none. */
  ranges: readonly TextRange[] | undefined;
  /** Draw the line whole even past `MAX_LINE_CHARS`. */
  whole: boolean;
  /** Draws a cut line whole (the expander's click). */
  onShowWhole: () => void;
}

function drawPart(part: CodePart, key: number): ReactNode {
  if (!part.token) return part.content;
  return (
    <TokenSpan key={key} token={part.token}>
      {part.content}
    </TokenSpan>
  );
}

/**
 * A line's code: its syntax tokens, with each changed word span in a
 * `<mark data-slot="word-change">`. A line longer than `MAX_LINE_CHARS` is cut, plain, with a
 * button that draws it whole (laying out megabytes of one minified line would freeze the page).
 */
export const DiffCode = /* @__PURE__ */ memo(function DiffCode({
  text,
  tokens,
  ranges,
  whole,
  onShowWhole,
}: DiffCodeProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const cut = whole ? { shown: text, hidden: 0 } : cutLongLine(text);
  // Tokens of the whole line do not spell its cut start.
  const lineTokens = cut.hidden > 0 ? undefined : tokens;
  let code: ReactNode;
  if (!ranges || ranges.length === 0) {
    code = <HighlightedLine text={cut.shown} tokens={lineTokens} />;
  } else {
    const highlighted = lineTokens !== undefined && tokensSpellText(lineTokens, cut.shown);
    code = (
      <span {...slotProps('code-line')} data-highlighted={highlighted ? '' : undefined}>
        {codeRuns(cut.shown, lineTokens, ranges).map((run, index) =>
          run.marked ? (
            <mark key={index} {...slotProps('word-change')}>
              {run.parts.map(drawPart)}
            </mark>
          ) : (
            <Fragment key={index}>{run.parts.map(drawPart)}</Fragment>
          ),
        )}
      </span>
    );
  }
  return (
    <>
      {code}
      {cut.hidden > 0 && (
        <button type="button" {...slotProps('show-whole-line')} onClick={onShowWhole}>
          {labels.showMoreChars(formatCount(cut.hidden))}
        </button>
      )}
    </>
  );
});
