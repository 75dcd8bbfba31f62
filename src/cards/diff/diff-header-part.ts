import { DiffIntentSchema } from '../../protocol/intent-schema';
import type { DiffIntent } from '../../protocol/intent-types';
import { cardHeaderPart } from '../card-definition';
import { diffCopyText } from './diff-copy-text';
import { DiffHeader } from './diff-header';
import { diffCardModel, type DiffCardModel } from './diff-card-model';
import { diffLoadingRoom } from './diff-loading-room';

/**
 * The diff card's header part (`+A −R · N files`) and its Copy (the patch), at startup: the lazy
 * card carries it, the whole card spreads it. Its model is the card's whole model, which is lazy
 * (nothing is diffed or parsed until the summary or Copy reads it), so the patch parser and the
 * line differ come along; the rows that draw a change stay in the card's chunk.
 */
export const diffHeaderPart = cardHeaderPart<DiffIntent, DiffCardModel>({
  schema: DiffIntentSchema,
  headerModel: diffCardModel,
  Header: DiffHeader,
  copyText: diffCopyText,
  copyLabel: (_model, _intent, labels) => labels.diff.copyPatch,
  loadingRoom: diffLoadingRoom,
});
