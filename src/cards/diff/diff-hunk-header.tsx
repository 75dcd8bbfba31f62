import { memo, type Ref } from 'react';
import { formatHunkHeader } from '../../diff/diff-hunk';
import type { DiffHunk } from '../../diff/diff-model';

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
 * numbers, so a hunk grown by revealed context reads right.
 */
export const DiffHunkHeader = memo(function DiffHunkHeader({ index, measureRef, hunk }: DiffHunkHeaderProps) {
  return (
    <div data-slot="hunk-header" data-index={index} ref={measureRef}>
      <span data-slot="hunk-range">{formatHunkHeader(hunk.oldStart, hunk.oldLines, hunk.newStart, hunk.newLines)}</span>
      {hunk.context !== '' && <span data-slot="hunk-context">{hunk.context}</span>}
    </div>
  );
});
