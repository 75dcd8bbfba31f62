import type { WebIntent } from '../../protocol/intent-types';
import { WEB_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { WebCardBody } from './web-card';
import { webHeaderPart } from './web-header-part';

/** The web card: a search's answer and sources, or a fetched page with its HTTP status. */
export const webCardDefinition = defineCard<WebIntent, undefined>({
  ...WEB_HEADER,
  ...webHeaderPart,
  model: () => undefined,
  Body: WebCardBody,
});
