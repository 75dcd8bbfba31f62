import type { ReadIntent } from '../../protocol/intent-types';
import { READ_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { ReadCardBody } from './read-card';
import { readHeaderPart } from './read-header-part';
import { readModelOf } from './read-model';

/** The read card: a window of a file, numbered and highlighted, its first lines shown while collapsed. */
export const readCardDefinition = defineCard<ReadIntent, ReturnType<typeof readModelOf>>({
  ...READ_HEADER,
  ...readHeaderPart,
  model: readModelOf,
  Body: ReadCardBody,
});
