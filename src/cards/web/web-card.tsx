import type { WebIntent } from '../../protocol/intent-types';
import { WebFetchBody } from './web-fetch-body';
import { WebSearchBody } from './web-search-body';

/** The web card's body: a search's answer and sources, or a fetched page. */
export function WebCardBody({ intent }: { intent: WebIntent }) {
  return intent.kind === 'search' ? <WebSearchBody intent={intent} /> : <WebFetchBody intent={intent} />;
}
