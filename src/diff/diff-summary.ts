import { formatCount } from '../format/format-count';
import type { DiffFileModel, DiffSummary } from './diff-model';

/** Files, added and deleted lines over a whole diff. */
export function summarize(files: readonly DiffFileModel[]): DiffSummary {
  let additions = 0;
  let deletions = 0;
  for (const file of files) {
    additions += file.additions;
    deletions += file.deletions;
  }
  return { files: files.length, additions, deletions };
}

/** The summary's pieces as text, for a view that colours each one: `+1,204`, `−38`, `3`. */
export interface DiffSummaryText {
  /** Added lines with a plus sign. */
  additions: string;
  /** Deleted lines with a minus sign (U+2212, the typographic minus, not a hyphen). */
  deletions: string;
  /** The file count, grouped by thousands. */
  files: string;
}

/** The summary's numbers as text, grouped the same on every machine (see `formatCount`). */
export function formatSummaryParts(summary: DiffSummary): DiffSummaryText {
  return {
    additions: `+${formatCount(summary.additions)}`,
    deletions: `\u2212${formatCount(summary.deletions)}`,
    files: formatCount(summary.files),
  };
}

/**
 * The card's one-line summary in English, `+12 −3 · 2 files`. A view with translated labels
 * builds its own line from {@link formatSummaryParts}.
 */
export function formatSummary(summary: DiffSummary): string {
  const parts = formatSummaryParts(summary);
  return `${parts.additions} ${parts.deletions} \u00b7 ${parts.files} ${summary.files === 1 ? 'file' : 'files'}`;
}
