import type { WebIntent } from '../../protocol/intent-types';
import { WebFetchView } from './web-fetch-view';
import { WebSearchView } from './web-search-view';

/** The web card's body: a search's answer and sources, or a fetched page. */
export function WebCardBody({ intent }: { intent: WebIntent }) {
  return intent.kind === 'search' ? <WebSearchView intent={intent} /> : <WebFetchView intent={intent} />;
}
