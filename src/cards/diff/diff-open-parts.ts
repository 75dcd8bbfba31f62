import type { ToolCardLabels } from '../../labels/tool-card-labels';
import { effectiveStatus } from '../../protocol/effective-status';
import type { DiffIntent } from '../../protocol/intent-types';
import type { DiffFileModel } from '../../diff';

/** What an open diff body draws around its rows: the rule the body and its loading room share. */
export interface DiffOpenParts {
  /** "No changes", for a finished call with no file; absent otherwise. */
  empty: string | undefined;
  /** Whether the toolbar (layout, wrap) is drawn: only when a file has changed lines. */
  toolbar: boolean;
  /** Whether the change is marked proposed (pending, or waiting for a yes): its note is drawn. */
  proposed: boolean;
}

/**
 * What an open diff body draws around its rows, from the intent and its files: the body draws by
 * it, and the header part keeps its room by it before the card's code comes.
 */
export function diffOpenParts(
  intent: DiffIntent,
  files: readonly DiffFileModel[],
  labels: ToolCardLabels,
): DiffOpenParts {
  const status = effectiveStatus(intent);
  return {
    empty: files.length === 0 && status === 'success' ? labels.diff.fileNote['no-changes'] : undefined,
    // The counts are taken from the lines (`withHunks`), so a deferred file's hunks need not be read.
    toolbar: files.some((file) => file.additions + file.deletions > 0),
    // Pending, or waiting for a yes: nothing is written yet, and the change must not pass for applied.
    proposed: (status === 'pending' || intent.approval?.state === 'requested') && intent.approval?.state !== 'denied',
  };
}
