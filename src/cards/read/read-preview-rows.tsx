import type { CSSProperties } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { useSlotProps } from '../../react-base/slot-props';
import { formatCount } from '../../format/format-count';
import type { LineTokens } from '../../highlight';
import { ReadRow } from './read-row';
import type { ReadLine } from './read-lines';

/** Lines a collapsed read card shows from the start and from the end of its window, unless told otherwise. */
export const READ_PREVIEW_HEAD_LINES = 8;
/** See {@link READ_PREVIEW_HEAD_LINES}. */
export const READ_PREVIEW_TAIL_LINES = 4;

/** Props of {@link ReadPreviewRows}. */
export interface ReadPreviewRowsProps {
  /** The window's lines. */
  lines: readonly ReadLine[];
  /** Digits of the widest line number (the gutter's width). */
  numberDigits: number;
  /** Lines shown from the start of the window. */
  headLines: number;
  /** Lines shown from the end of the window. */
  tailLines: number;
  /** A drawn line's tokens once highlighted; `undefined` draws it plain. */
  tokensFor: (index: number) => LineTokens | undefined;
  /** Opens the card on the whole window. */
  onShowAll: () => void;
}

/** The gutter's width in digits, as a custom property the stylesheet reads (the open rows' and the preview's). */
export function gutterStyle(numberDigits: number): CSSProperties {
  return { '--tc-read-number-digits': numberDigits } as CSSProperties;
}

/** Which rows a preview of `count` lines draws: the head's end and the tail's start (equal when it is whole). */
export function previewRange(
  count: number,
  headLines: number,
  tailLines: number,
): { headEnd: number; tailStart: number; folded: boolean } {
  const head = Math.max(headLines, 0);
  const tail = Math.max(tailLines, 0);
  const folded = count > head + tail;
  return { headEnd: folded ? head : count, tailStart: folded ? count - tail : count, folded };
}

/**
 * The collapsed read card's rows: the window's first and last lines, numbered, and between them a
 * "Show all N lines" button; a window that fits is shown whole. Highlighted or plain, as told: the
 * loaded card's preview and the one drawn before its code arrives are the same box.
 */
export function ReadPreviewRows({
  lines,
  numberDigits,
  headLines,
  tailLines,
  tokensFor,
  onShowAll,
}: ReadPreviewRowsProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const count = lines.length;
  const { headEnd, tailStart, folded } = previewRange(count, headLines, tailLines);
  const row = (index: number) => {
    const line = lines[index];
    return line === undefined ? null : <ReadRow key={index} index={index} line={line} tokens={tokensFor(index)} />;
  };
  return (
    <div {...slotProps('preview')} data-folded={folded ? '' : undefined} style={gutterStyle(numberDigits)}>
      {Array.from({ length: headEnd }, (_, index) => row(index))}
      {folded && (
        <button type="button" {...slotProps('show-all')} onClick={onShowAll}>
          {labels.showAllLines(formatCount(count))}
        </button>
      )}
      {Array.from({ length: count - tailStart }, (_, offset) => row(tailStart + offset))}
    </div>
  );
}
