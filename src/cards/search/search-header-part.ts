import { SearchIntentSchema } from '../../protocol/intent-schema';
import type { SearchIntent } from '../../protocol/intent-types';
import { cardHeaderPart } from '../card-definition';
import { searchCopyText } from './search-copy-text';
import { SearchHeader } from './search-header';
import { searchSummary, type SearchSummary } from './search-summary';
import { searchLoadingRoom } from './search-loading-room';

/**
 * The search card's header part (query, counts, "40 shown") and its Copy (grep's format), at
 * startup: the lazy card carries it, the whole card spreads it. Its model is the card's whole
 * model, the counts; the rows stay in the card's chunk. Open, before the code comes, it keeps the
 * room of its result rows.
 */
export const searchHeaderPart = cardHeaderPart<SearchIntent, SearchSummary>({
  schema: SearchIntentSchema,
  headerModel: searchSummary,
  Header: SearchHeader,
  copyText: (_summary, intent) => searchCopyText(intent),
  copyLabel: (_summary, intent, labels) => (intent.shape === 'paths' ? labels.copyWhat.paths : labels.copyWhat.matches),
  loadingRoom: searchLoadingRoom,
});
