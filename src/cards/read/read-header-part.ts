import { ReadIntentSchema } from '../../protocol/intent-schema';
import type { ReadIntent } from '../../protocol/intent-types';
import { cardHeaderPart } from '../card-definition';
import { readCopyText } from './read-copy-text';
import { ReadHeader } from './read-header';
import { readHeaderModel, type ReadHeaderModel } from './read-header-model';
import { ReadLoadingPreview } from './read-loading-preview';
import { readLoadingRoom } from './read-loading-room';

/**
 * The read card's header part (path, language, line range, hidden-character warning) and its
 * Copy (the window's text), at startup: the lazy card carries it, the whole card spreads it.
 * Highlighting stays in the card's chunk; folded, before the code comes, the card shows its
 * preview's rows plain; open, it keeps the room of its open body.
 */
export const readHeaderPart = cardHeaderPart<ReadIntent, ReadHeaderModel>({
  schema: ReadIntentSchema,
  headerModel: readHeaderModel,
  Header: ReadHeader,
  copyText: (model) => readCopyText(model.lines),
  copyLabel: (_model, _intent, labels) => labels.read.copyContent,
  previewsWhenClosed: (model) => model.lines.length > 0,
  LoadingPreview: ReadLoadingPreview,
  loadingRoom: readLoadingRoom,
});
