import { ReadIntentSchema } from '../../protocol/intent-schema';
import type { ReadIntent } from '../../protocol/intent-types';
import { READ_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { ReadCardBody } from './read-card';
import { readCopyText } from './read-copy-text';
import { ReadHeader } from './read-header';
import { readModelOf } from './read-model';

/** The read card: a window of a file, numbered and highlighted, its first lines shown while collapsed. */
export const readCardDefinition = defineCard<ReadIntent, ReturnType<typeof readModelOf>>({
  schema: ReadIntentSchema,
  ...READ_HEADER,
  model: readModelOf,
  previewsWhenClosed: (model) => model.lines.length > 0,
  Body: ReadCardBody,
  Header: ReadHeader,
  copyText: (model) => readCopyText(model.lines),
  copyLabel: (_model, _intent, labels) => labels.read.copyContent,
});
