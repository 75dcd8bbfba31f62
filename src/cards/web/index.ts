import { WebIntentSchema } from '../../protocol/intent-schema';
import type { WebIntent } from '../../protocol/intent-types';
import { WEB_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { WebCardBody } from './web-card';
import { webCopyLabel, webCopyText } from './web-copy-text';
import { WebHeader } from './web-header';

/** The web card: a search's answer and sources, or a fetched page with its HTTP status. */
export const webCardDefinition = defineCard<WebIntent, undefined>({
  schema: WebIntentSchema,
  ...WEB_HEADER,
  model: () => undefined,
  Body: WebCardBody,
  Header: WebHeader,
  copyText: (_model, intent) => webCopyText(intent),
  copyLabel: (_model, intent, labels) => webCopyLabel(intent, labels),
});
