import { GenericIntentSchema } from '../../protocol/intent-schema';
import type { GenericIntent } from '../../protocol/intent-types';
import { cardHeaderPart } from '../card-definition';
import { genericCopyLabel, genericCopyText } from './generic-copy-text';
import { genericLoadingRoom } from './generic-loading-room';

/**
 * The generic card's Copy (the result's text, else the output, else the input), at startup: the
 * lazy card carries it, the whole card spreads it. It adds nothing to the header and has no model; open, before the code comes, it keeps
 * the room of its sections.
 */
export const genericHeaderPart = cardHeaderPart<GenericIntent, undefined>({
  schema: GenericIntentSchema,
  headerModel: () => undefined,
  copyText: (_model, intent) => genericCopyText(intent),
  copyLabel: (_model, intent, labels) => genericCopyLabel(intent, labels),
  loadingRoom: genericLoadingRoom,
});
