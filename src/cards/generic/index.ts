import { GenericIntentSchema } from '../../protocol/intent-schema';
import type { GenericIntent } from '../../protocol/intent-types';
import { GENERIC_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { GenericCardBody } from './generic-card';
import { genericCopyLabel, genericCopyText } from './generic-copy-text';

/** The generic card, for any tool: the input, the result's content blocks and a structured output. */
export const genericCardDefinition = defineCard<GenericIntent, undefined>({
  schema: GenericIntentSchema,
  ...GENERIC_HEADER,
  model: () => undefined,
  Body: GenericCardBody,
  copyText: (_model, intent) => genericCopyText(intent),
  copyLabel: (_model, intent, labels) => genericCopyLabel(intent, labels),
});
