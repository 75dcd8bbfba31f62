import { GenericIntentSchema } from '../../protocol/intent-schema';
import type { GenericIntent } from '../../protocol/intent-types';
import { defineCard } from '../card-definition';
import { GenericCardBody } from './generic-card';
import { genericCopyLabel, genericCopyText } from './generic-copy-text';

/** The generic card, for any tool: the input, the result's content blocks and a structured output. */
export const genericCard = defineCard<GenericIntent, undefined>({
  schema: GenericIntentSchema,
  // No icon of its own: the header's icon follows the intent's `kind`.
  model: () => undefined,
  Body: GenericCardBody,
  copyText: (_model, intent) => genericCopyText(intent),
  copyLabel: (_model, intent, labels) => genericCopyLabel(intent, labels),
});
