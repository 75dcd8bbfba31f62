import { displayPath } from '../../host/host-paths';
import { useHostPaths } from '../../host/tool-card-host';
import type { DiffFileModel, DiffRowSource } from '../../diff';
import { formatCount } from '../../format/format-count';
import { useSlotProps } from '../../react-base/slot-props';

/** The file whose rows are at the top of the view, unless its own header row is the first in view. */
export function pinnedFileOf(
  rows: DiffRowSource,
  files: readonly DiffFileModel[],
  firstVisible: number,
): DiffFileModel | undefined {
  const row = rows.at(firstVisible);
  return row === undefined || row.type === 'file-header' ? undefined : files[row.file];
}

/**
 * The current file's name and counts pinned over the top of the diff while its rows scroll
 * under it (`data-slot="pinned-file"`). A picture of the header, hidden from assistive
 * technology by the list: the real header, with its toggle, is in the rows.
 */
export function DiffPinnedFile({ file }: { file: DiffFileModel }) {
  const slotProps = useSlotProps();
  const host = useHostPaths();
  const path = file.newPath ?? file.oldPath ?? '';
  return (
    <div {...slotProps('pinned-file')}>
      <bdi {...slotProps('pinned-file-path')}>{displayPath(path, host)}</bdi>
      <span
        {...slotProps('pinned-file-counts')}
      >{`+${formatCount(file.additions)} \u2212${formatCount(file.deletions)}`}</span>
    </div>
  );
}
