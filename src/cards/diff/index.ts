import type { DiffIntent } from '../../protocol/intent-types';
import { DIFF_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { DiffCardBody } from './diff-card';
import { diffHeaderPart } from './diff-header-part';
import { diffCardModel, diffModelInputs } from './diff-card-model';

/** The diff card: a change as unified or split rows, its `+A −R · N files` summary in the header. */
export const diffCardDefinition = defineCard({
  ...DIFF_HEADER,
  ...diffHeaderPart,
  model: (intent: DiffIntent) => diffCardModel(intent),
  // A status update repeats the same change: the model (and the reader's expanded context) is kept.
  modelInputs: diffModelInputs,
  Body: DiffCardBody,
});
