import { memo, type Ref } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { DiffRow } from '../../diff';
import { formatCount } from '../../format/format-count';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffFileNotice}. */
export interface DiffFileNoticeProps {
  /** The row's index in the list (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The virtualizer's measuring ref. */
  measureRef: Ref<HTMLDivElement> | undefined;
  /** The row: why the file shows no lines, or its size when it is over the budget. */
  row: Extract<DiffRow, { type: 'file-note' | 'load-diff' }>;
  /** Loads a file over the budget ("Load diff"). */
  onLoad: (file: number) => void;
}

/**
 * A file's row in place of its lines: `data-slot="file-note"` (`data-note`, e.g. "No changes",
 * "Binary file not shown"), or `data-slot="load-diff"` for a file over the changed-lines budget,
 * with its size and the "Load diff" button.
 */
export const DiffFileNotice = /* @__PURE__ */ memo(function DiffFileNotice({
  index,
  measureRef,
  row,
  onLoad,
}: DiffFileNoticeProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  if (row.type === 'file-note') {
    return (
      <div {...slotProps('file-note')} data-note={row.note} data-index={index} ref={measureRef}>
        {labels.diff.fileNote[row.note]}
      </div>
    );
  }
  return (
    <div {...slotProps('load-diff')} data-index={index} ref={measureRef}>
      <span {...slotProps('load-diff-text')}>{labels.diff.largeFile(formatCount(row.changedLines))}</span>
      <button type="button" {...slotProps('load-diff-button')} data-file={row.file} onClick={() => onLoad(row.file)}>
        {labels.diff.loadDiff}
      </button>
    </div>
  );
});
