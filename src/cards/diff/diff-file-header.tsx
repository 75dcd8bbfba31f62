import { memo, type Ref } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { displayPath } from '../../host/host-paths';
import { useHostPaths } from '../../host/tool-card-host';
import { ChevronIcon } from '../../chrome/icons';
import type { DiffFileModel } from '../../diff';
import { diffFileHeaderParts } from './diff-file-header-parts';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffFileHeader}. */
export interface DiffFileHeaderProps {
  /** The row's index in the list (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The virtualizer's measuring ref. */
  measureRef: Ref<HTMLDivElement> | undefined;
  /** The file, as shown (with any revealed context). */
  file: DiffFileModel;
  /** The file's index in the diff (`data-file` on the toggle). */
  fileIndex: number;
  /** The file's lines are hidden. */
  collapsed: boolean;
  /** Shows or hides the file's lines. */
  onToggle: (file: number) => void;
}

function FilePath({ file }: { file: DiffFileModel }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const host = useHostPaths();
  if (!diffFileHeaderParts(file, labels).moved) {
    // <bdi>: a path carrying U+202E must not reorder the header around it.
    const path = file.newPath ?? file.oldPath ?? '';
    return (
      <bdi {...slotProps('file-path')} title={path}>
        {displayPath(path, host)}
      </bdi>
    );
  }
  return (
    <span {...slotProps('file-path')}>
      <bdi {...slotProps('file-old-path')}>{displayPath(file.oldPath ?? '', host)}</bdi>
      <span {...slotProps('path-arrow')}>
        <span aria-hidden="true">{' \u2192 '}</span>
        <span {...slotProps('marker-label')}>{` ${labels.diff.renamedTo} `}</span>
      </span>
      <bdi {...slotProps('file-new-path')}>{displayPath(file.newPath ?? '', host)}</bdi>
    </span>
  );
}

/**
 * A file's header row, `data-slot="file-header"` with `data-status` and `data-state="open|closed"`:
 * a toggle (the path, `old → new` for a rename) that shows or hides the file's lines, the status
 * in words, the facts a patch carries (binary, mode change, similarity, line endings) and the
 * file's `+added −removed` counts.
 */
export const DiffFileHeader = /* @__PURE__ */ memo(function DiffFileHeader({
  index,
  measureRef,
  file,
  fileIndex,
  collapsed,
  onToggle,
}: DiffFileHeaderProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { unchanged, counts } = diffFileHeaderParts(file, labels);
  const modeChanged = file.oldMode !== undefined && file.newMode !== undefined && file.oldMode !== file.newMode;
  return (
    <div
      {...slotProps('file-header')}
      data-status={file.status}
      data-state={collapsed ? 'closed' : 'open'}
      data-index={index}
      ref={measureRef}
    >
      <button
        type="button"
        {...slotProps('file-toggle')}
        data-file={fileIndex}
        aria-expanded={!collapsed}
        onClick={() => onToggle(fileIndex)}
      >
        <ChevronIcon />
        <FilePath file={file} />
      </button>
      {!unchanged && (
        <span {...slotProps('file-status')} data-status={file.status}>
          {labels.diff.fileStatus[file.status]}
        </span>
      )}
      {file.isBinary && file.status !== 'binary' && (
        <span {...slotProps('file-binary')}>{labels.diff.binaryBadge}</span>
      )}
      {file.similarity !== undefined && file.similarity < 100 && (
        <span {...slotProps('file-similarity')}>{labels.diff.similarity(String(file.similarity))}</span>
      )}
      {modeChanged && (
        <span {...slotProps('file-mode')}>{labels.diff.modeChange(file.oldMode ?? '', file.newMode ?? '')}</span>
      )}
      {file.lineEndings !== undefined && (
        <span {...slotProps('file-line-endings')} data-line-endings={file.lineEndings}>
          {labels.diff.lineEndings[file.lineEndings]}
        </span>
      )}
      {file.approximate && (
        <span {...slotProps('file-approximate')} title={labels.diff.approximateHint}>
          {labels.diff.approximate}
        </span>
      )}
      {counts !== undefined && (
        <span {...slotProps('file-counts')}>
          <span aria-hidden="true">
            <span {...slotProps('file-additions')}>{`+${counts.additions}`}</span>{' '}
            <span {...slotProps('file-deletions')}>{`\u2212${counts.deletions}`}</span>
          </span>
          <span {...slotProps('marker-label')}>{labels.diff.changeCounts(counts.additions, counts.deletions)}</span>
        </span>
      )}
    </div>
  );
});
