import { memo, type Ref } from 'react';
import { useCardContext } from '../../chrome/card-context';
import { displayPath } from '../../host/host-paths';
import { useHostPaths } from '../../host/tool-card-host';
import { ChevronIcon } from '../../chrome/icons';
import type { DiffFileModel } from '../../diff/diff-model';
import { formatCount } from '../../format/format-count';

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
  const { labels } = useCardContext();
  const host = useHostPaths();
  const moved = (file.status === 'renamed' || file.status === 'copied') && file.oldPath !== null && file.newPath !== null;
  if (!moved) {
    // <bdi>: a path carrying U+202E must not reorder the header around it.
    const path = file.newPath ?? file.oldPath ?? '';
    return (
      <bdi data-slot="file-path" title={path}>
        {displayPath(path, host)}
      </bdi>
    );
  }
  return (
    <span data-slot="file-path">
      <bdi data-slot="file-old-path">{displayPath(file.oldPath ?? '', host)}</bdi>
      <span data-slot="path-arrow">
        <span aria-hidden="true">{' \u2192 '}</span>
        <span data-slot="marker-label">{` ${labels.renamedTo} `}</span>
      </span>
      <bdi data-slot="file-new-path">{displayPath(file.newPath ?? '', host)}</bdi>
    </span>
  );
}

/**
 * A file's header row, `data-slot="file-header"` with `data-status` and `data-state="open|closed"`:
 * a toggle (the path, `old → new` for a rename) that shows or hides the file's lines, the status
 * in words, the facts a patch carries (binary, mode change, similarity, line endings) and the
 * file's `+added −removed` counts.
 */
export const DiffFileHeader = memo(function DiffFileHeader({ index, measureRef, file, fileIndex, collapsed, onToggle }: DiffFileHeaderProps) {
  const { labels } = useCardContext();
  const modeChanged = file.oldMode !== undefined && file.newMode !== undefined && file.oldMode !== file.newMode;
  const additions = formatCount(file.additions);
  const deletions = formatCount(file.deletions);
  return (
    <div data-slot="file-header" data-status={file.status} data-state={collapsed ? 'closed' : 'open'} data-index={index} ref={measureRef}>
      <button type="button" data-slot="file-toggle" data-file={fileIndex} aria-expanded={!collapsed} onClick={() => onToggle(fileIndex)}>
        <ChevronIcon />
        <FilePath file={file} />
      </button>
      <span data-slot="file-status" data-status={file.status}>
        {labels.fileStatus[file.status]}
      </span>
      {file.isBinary && file.status !== 'binary' && <span data-slot="file-binary">{labels.binaryBadge}</span>}
      {file.similarity !== undefined && file.similarity < 100 && <span data-slot="file-similarity">{labels.similarity(String(file.similarity))}</span>}
      {modeChanged && <span data-slot="file-mode">{labels.modeChange(file.oldMode ?? '', file.newMode ?? '')}</span>}
      {file.lineEndings !== undefined && (
        <span data-slot="file-line-endings" data-line-endings={file.lineEndings}>
          {labels.lineEndings[file.lineEndings]}
        </span>
      )}
      {file.approximate && (
        <span data-slot="file-approximate" title={labels.approximateDiffHint}>
          {labels.approximateDiff}
        </span>
      )}
      {/* A file whose only change is its name or mode has no lines to count. */}
      {!file.isBinary && (file.hunks.length > 0 || file.status === 'modified') && (
        <span data-slot="file-counts">
          <span aria-hidden="true">
            <span data-slot="file-additions">{`+${additions}`}</span> <span data-slot="file-deletions">{`\u2212${deletions}`}</span>
          </span>
          <span data-slot="marker-label">{labels.changeCounts(additions, deletions)}</span>
        </span>
      )}
    </div>
  );
});
