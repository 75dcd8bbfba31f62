import { useState } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { useSlotProps } from '../../react-base/slot-props';
import type { DiffFileModel } from '../../diff';
import { formatCount } from '../../format/format-count';
import { displayPath } from '../../host/host-paths';
import { useHostPaths } from '../../host/tool-card-host';

/** Props of {@link DiffFileList}. */
export interface DiffFileListProps {
  files: readonly DiffFileModel[];
  /** Scrolls the changes to file `index` and puts focus on its header. */
  onJump: (index: number) => void;
}

/** Where the file name starts in a path (after the last `/` or `\`). */
function nameStart(path: string): number {
  return Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1;
}

/**
 * The files of a multi-file diff, to jump to one (`data-slot="file-list"`, a `<details>`): each
 * a button with its name first, its folder and its counts. Closed at first; its buttons are
 * drawn only once opened, so a diff of thousands of files costs nothing until asked.
 */
export function DiffFileList({ files, onJump }: DiffFileListProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const host = useHostPaths();
  const [open, setOpen] = useState(false);
  return (
    <details {...slotProps('file-list')} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary {...slotProps('file-list-summary')}>{labels.diff.fileList(formatCount(files.length))}</summary>
      {open && (
        <ol {...slotProps('file-list-items')}>
          {files.map((file, index) => {
            const path = displayPath(file.newPath ?? file.oldPath ?? '', host);
            const start = nameStart(path);
            return (
              <li key={index}>
                <button type="button" {...slotProps('file-link')} title={path} onClick={() => onJump(index)}>
                  <bdi {...slotProps('file-name')}>{path.slice(start)}</bdi>
                  {start > 1 && <bdi {...slotProps('directory')}>{path.slice(0, start - 1)}</bdi>}
                  <span {...slotProps('file-counts')}>
                    <span aria-hidden="true">{`+${formatCount(file.additions)} \u2212${formatCount(file.deletions)}`}</span>
                    <span {...slotProps('marker-label')}>
                      {labels.diff.changeCounts(formatCount(file.additions), formatCount(file.deletions))}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
