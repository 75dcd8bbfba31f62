import { memo, type Ref } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { formatHunkHeader, type DiffHunk } from '../../diff';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffHunkHeader}. */
export interface DiffHunkHeaderProps {
  /** The row's index in the list (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The virtualizer's measuring ref. */
  measureRef: Ref<HTMLDivElement> | undefined;
  /** The hunk whose header this is. */
  hunk: DiffHunk;
}

/**
 * A hunk's `@@ -a,b +c,d @@` row, `data-slot="hunk-header"`, with the function context git
 * found for it in `data-slot="hunk-context"`. The ranges are written from the hunk's own
 * numbers, so a hunk grown by revealed context reads right. An excerpt whose place is unknown
 * (`data-unnumbered`) shows a gap marker instead, with a label for screen readers.
 */
export const DiffHunkHeader = /* @__PURE__ */ memo(function DiffHunkHeader({
  index,
  measureRef,
  hunk,
}: DiffHunkHeaderProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  if (hunk.unnumbered) {
    // An excerpt at an unknown place: a gap marker, never invented ranges.
    return (
      <div {...slotProps('hunk-header')} data-unnumbered="" data-index={index} ref={measureRef}>
        <span {...slotProps('hunk-gap')} aria-hidden="true">
          {'\u22EF'}
        </span>
        <span {...slotProps('marker-label')}>{labels.diff.excerptGap}</span>
      </div>
    );
  }
  return (
    <div {...slotProps('hunk-header')} data-index={index} ref={measureRef}>
      <span {...slotProps('hunk-range')}>
        {formatHunkHeader(hunk.oldStart, hunk.oldLines, hunk.newStart, hunk.newLines)}
      </span>
      {hunk.context !== '' && <span {...slotProps('hunk-context')}>{hunk.context}</span>}
    </div>
  );
});
