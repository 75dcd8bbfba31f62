import { WebIntentSchema } from '../../protocol/intent-schema';
import type { WebIntent } from '../../protocol/intent-types';
import { cardHeaderPart } from '../card-definition';
import { webCopyLabel, webCopyText } from './web-copy-text';
import { WebHeader } from './web-header';
import { webLoadingRoom } from './web-loading-room';

/**
 * The web card's header part (a search's query and source count) and its Copy, at startup: the
 * lazy card carries it, the whole card spreads it. The web card has no model. Open, before the
 * code comes, it keeps the room of its open body.
 */
export const webHeaderPart = cardHeaderPart<WebIntent, undefined>({
  schema: WebIntentSchema,
  headerModel: () => undefined,
  Header: WebHeader,
  copyText: (_model, intent) => webCopyText(intent),
  copyLabel: (_model, intent, labels) => webCopyLabel(intent, labels),
  loadingRoom: webLoadingRoom,
});
