import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { ReadIntent } from '../../protocol/intent-types';
import type { LoadingRoom } from '../loading-room';
import type { ReadHeaderModel } from './read-header-model';
import { readOpenParts } from './read-open-parts';

/**
 * The room an open read body takes when first drawn, by {@link readOpenParts} (the rule the body
 * draws by): the empty window's words, or its numbered rows under the toolbar when it has one.
 */
export function readLoadingRoom(model: ReadHeaderModel, intent: ReadIntent, labels: ToolCardLabels): LoadingRoom {
  const parts = readOpenParts(intent, model, labels);
  if (parts.emptyText !== undefined) return [parts.emptyText];
  return parts.rows ? [{ rows: model.lines.length, toolbar: parts.toolbar ? [labels.wrapLines] : undefined }] : [];
}
