import { hunkCountOf, type DiffFileModel } from '../../diff';
import { formatCount } from '../../format/format-count';
import type { ToolCardLabels } from '../../labels/tool-card-labels';

/** What a diff file's header row draws after its path: the rule the row and its loading room share. */
export interface DiffFileHeaderParts {
  /** The path, or `old → new` for a rename or copy. */
  moved: boolean;
  /** A file the call did not change: its note row says so, and no status or counts here. */
  unchanged: boolean;
  /** The badges after the path, in order: status, binary, similarity, mode, line endings, approximate. */
  badges: string[];
  /** The `+added −removed` counts, when the file has lines to count. */
  counts: { additions: string; deletions: string } | undefined;
}

/** What a diff file's header row draws, from the file. */
export function diffFileHeaderParts(file: DiffFileModel, labels: ToolCardLabels): DiffFileHeaderParts {
  const moved =
    (file.status === 'renamed' || file.status === 'copied') && file.oldPath !== null && file.newPath !== null;
  const modeChanged = file.oldMode !== undefined && file.newMode !== undefined && file.oldMode !== file.newMode;
  // A file the call did not change (the same text before and after): its note row says so, once;
  // "Modified" and "+0 −0" here would say otherwise.
  const unchanged =
    file.status === 'modified' &&
    !file.isBinary &&
    hunkCountOf(file) === 0 &&
    file.additions === 0 &&
    file.deletions === 0;
  const badges = [
    ...(unchanged ? [] : [labels.diff.fileStatus[file.status]]),
    ...(file.isBinary && file.status !== 'binary' ? [labels.diff.binaryBadge] : []),
    ...(file.similarity !== undefined && file.similarity < 100
      ? [labels.diff.similarity(String(file.similarity))]
      : []),
    ...(modeChanged ? [labels.diff.modeChange(file.oldMode ?? '', file.newMode ?? '')] : []),
    ...(file.lineEndings !== undefined ? [labels.diff.lineEndings[file.lineEndings]] : []),
    ...(file.approximate ? [labels.diff.approximate] : []),
  ];
  // A file whose only change is its name or mode has no lines to count.
  const counts =
    !file.isBinary && !unchanged && (hunkCountOf(file) > 0 || file.status === 'modified')
      ? { additions: formatCount(file.additions), deletions: formatCount(file.deletions) }
      : undefined;
  return { moved, unchanged, badges, counts };
}
