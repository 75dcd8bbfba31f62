import { toolbarWanted } from '../../chrome/toolbar-wanted';
import { formatCount } from '../../format/format-count';
import type { ToolCardLabels } from '../../labels/tool-card-labels';
import { effectiveStatus } from '../../protocol/effective-status';
import type { ReadIntent } from '../../protocol/intent-types';
import type { ReadHeaderModel } from './read-header-model';
import type { ReadRange } from './read-range';

/** What an open read body draws: the rule the body and its loading room share. */
export interface ReadOpenParts {
  /** Why the window is empty, when the body says so (a successful read without lines). */
  emptyText: string | undefined;
  /** Whether the numbered rows are drawn (in their panel, after the toolbar when there is one). */
  rows: boolean;
  /** Whether the toolbar (wrap) is drawn over the rows: over ten lines, or with a long one. */
  toolbar: boolean;
}

function emptyMessage(range: Extract<ReadRange, { kind: 'empty' }>, labels: ToolCardLabels): string {
  if (range.reason === 'empty-file') return labels.read.emptyFile;
  if (range.reason === 'past-end' && range.offset !== undefined && range.total !== undefined) {
    return labels.read.pastEndOfFile(String(range.offset), formatCount(range.total));
  }
  return labels.read.noLinesInWindow;
}

/**
 * What an open read body draws, from the intent and its header model: the body draws by it, and
 * the header part keeps its room by it before the card's code comes. A pending, running or failed
 * read without lines draws nothing of its own (the header says how it stands).
 */
export function readOpenParts(
  intent: ReadIntent,
  model: Pick<ReadHeaderModel, 'lines' | 'range'>,
  labels: ToolCardLabels,
): ReadOpenParts {
  if (model.range.kind === 'empty') {
    const emptyText = effectiveStatus(intent) === 'success' ? emptyMessage(model.range, labels) : undefined;
    return { emptyText, rows: false, toolbar: false };
  }
  const toolbar = toolbarWanted(model.lines.length, (index) => model.lines[index]?.text.length ?? 0);
  return { emptyText: undefined, rows: true, toolbar };
}
