import { SearchIntentSchema } from '../../protocol/intent-schema';
import type { SearchIntent } from '../../protocol/intent-types';
import { SEARCH_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { SearchCardBody } from './search-card';
import { searchCopyText } from './search-copy-text';
import { SearchHeader } from './search-header';
import { searchSummary } from './search-summary';

/** The search card: grep matches grouped by file, or glob paths, with their counts in the header. */
export const searchCardDefinition = defineCard<SearchIntent, ReturnType<typeof searchSummary>>({
  schema: SearchIntentSchema,
  ...SEARCH_HEADER,
  model: searchSummary,
  Body: SearchCardBody,
  Header: SearchHeader,
  copyText: (_summary, intent) => searchCopyText(intent),
  copyLabel: (_summary, intent, labels) => (intent.shape === 'paths' ? labels.copyWhat.paths : labels.copyWhat.matches),
});
