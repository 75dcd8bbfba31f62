import { SearchIntentSchema } from '../../protocol/intent-schema';
import type { SearchIntent } from '../../protocol/intent-types';
import { defineCard } from '../card-definition';
import { SearchCardBody } from './search-card';
import { searchCopyText } from './search-copy-text';
import { SearchHeader } from './search-header';
import { searchSummary } from './search-summary';

/** The search card: grep matches grouped by file, or glob paths, with their counts in the header. */
export const searchCard = defineCard<SearchIntent, ReturnType<typeof searchSummary>>({
  schema: SearchIntentSchema,
  icon: 'search',
  model: searchSummary,
  Body: SearchCardBody,
  Header: SearchHeader,
  copyText: (_summary, intent) => searchCopyText(intent),
  copyLabel: (_summary, intent, labels) => (intent.shape === 'paths' ? labels.copyWhat.paths : labels.copyWhat.matches),
});
