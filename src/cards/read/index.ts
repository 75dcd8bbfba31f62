import { ReadIntentSchema } from '../../protocol/intent-schema';
import type { ReadIntent } from '../../protocol/intent-types';
import { defineCard } from '../card-definition';
import { ReadCardBody } from './read-card';
import { readCopyText } from './read-copy-text';
import { ReadHeader } from './read-header';
import { readModelOf } from './read-model';

/** The read card: a window of a file, numbered and highlighted, its first lines shown while collapsed. */
export const readCard = defineCard<ReadIntent, ReturnType<typeof readModelOf>>({
  schema: ReadIntentSchema,
  icon: 'read',
  // With no title, the header names the file.
  fallbackTitle: (value) => (typeof value.path === 'string' && value.path !== '' ? value.path : undefined),
  model: readModelOf,
  previewsWhenClosed: (model) => model.lines.length > 0,
  Body: ReadCardBody,
  Header: ReadHeader,
  copyText: (model) => readCopyText(model.lines),
  copyLabel: (_model, _intent, labels) => labels.read.copyContent,
});
