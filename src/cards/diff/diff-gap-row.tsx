import { memo, type Ref } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { DiffFileModel, DiffGap, ExpandDirection } from '../../diff';
import { formatCount } from '../../format/format-count';
import { gapActions } from './gap-actions';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffGapRow}. */
export interface DiffGapRowProps {
  /** The row's index in the list (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The virtualizer's measuring ref. */
  measureRef: Ref<HTMLDivElement> | undefined;
  /** The file, as shown (with any revealed context). */
  file: DiffFileModel;
  /** The file's index in the diff. */
  fileIndex: number;
  /** The hidden lines. */
  gap: DiffGap;
  /** Reveals some or all of the hidden lines. */
  onExpand: (file: number, gap: number, direction: ExpandDirection) => void;
}

const ARROWS: Record<ExpandDirection, string> = { up: '\u2191', down: '\u2193', all: '\u2195' };

/**
 * Unchanged lines hidden between hunks (only when the full texts are known), `data-slot="gap"`:
 * how many, and buttons that reveal them a step at a time from either side or all at once.
 */
export const DiffGapRow = /* @__PURE__ */ memo(function DiffGapRow({
  index,
  measureRef,
  file,
  fileIndex,
  gap,
  onExpand,
}: DiffGapRowProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const names: Record<ExpandDirection, string> = {
    up: labels.diff.expandUp,
    down: labels.diff.expandDown,
    all: labels.diff.expandAll,
  };
  return (
    <div {...slotProps('gap')} data-index={index} ref={measureRef}>
      {gapActions(file, gap).map((direction) => (
        <button
          key={direction}
          type="button"
          {...slotProps('expand-context')}
          data-direction={direction}
          // Which gap, in the name: a diff has many, and "Expand up" three times is no choice at all.
          aria-label={`${names[direction]}, ${labels.diff.hiddenLineSpan(String(gap.newStart), String(gap.newStart + gap.lines - 1))}`}
          onClick={() => onExpand(fileIndex, gap.index, direction)}
        >
          <span aria-hidden="true">{ARROWS[direction]}</span> {names[direction]}
        </button>
      ))}
      <span {...slotProps('gap-text')}>{labels.diff.hiddenLines(formatCount(gap.lines))}</span>
    </div>
  );
});
