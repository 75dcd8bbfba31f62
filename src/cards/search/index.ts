import type { SearchIntent } from '../../protocol/intent-types';
import { SEARCH_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { SearchCardBody } from './search-card';
import { searchHeaderPart } from './search-header-part';
import { searchSummary } from './search-summary';

/** The search card: grep matches grouped by file, or glob paths, with their counts in the header. */
export const searchCardDefinition = defineCard<SearchIntent, ReturnType<typeof searchSummary>>({
  ...SEARCH_HEADER,
  ...searchHeaderPart,
  model: searchSummary,
  Body: SearchCardBody,
});
