import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { SearchIntent } from '../../protocol/intent-types';
import type { LoadingRoom } from '../loading-room';
import { searchFooter } from './search-footer';
import { searchOpenParts } from './search-open-parts';

/**
 * The room an open search body takes when first drawn, by {@link searchOpenParts} (the rule its
 * bodies draw by): its result rows (every file open, as they start), under the folder-tree toggle
 * for paths; or the empty line; then the host's recovery footer.
 */
export function searchLoadingRoom(_model: unknown, intent: SearchIntent, labels: ToolCardLabels): LoadingRoom {
  const { rows, empty } = searchOpenParts(intent, labels);
  const footer = searchFooter(intent);
  return [
    ...(empty === undefined ? [] : [empty]),
    ...(rows > 0 ? [{ rows, toolbar: intent.shape === 'paths' ? [labels.search.folderTree] : undefined }] : []),
    ...(footer === undefined ? [] : [{ note: footer }]),
  ];
}
