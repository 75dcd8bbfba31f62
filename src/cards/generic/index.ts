import type { GenericIntent } from '../../protocol/intent-types';
import { GENERIC_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { GenericCardBody } from './generic-card';
import { genericHeaderPart } from './generic-header-part';

/** The generic card, for any tool: the input, the result's content blocks and a structured output. */
export const genericCardDefinition = defineCard<GenericIntent, undefined>({
  ...GENERIC_HEADER,
  ...genericHeaderPart,
  model: () => undefined,
  Body: GenericCardBody,
});
