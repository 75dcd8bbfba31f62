import type { ContentBlock, WebFetchIntent, WebSearchIntent, WebSource } from '../../protocol/intent-types';
import { displayHostname } from '../../protocol/safe-href';
import { showsErrorText } from '../../protocol/shows-error-text';

/** One source as its item draws it: the rule the item and its loading room share. */
export interface WebSourceParts {
  /** The title, or the hostname when it has none (the URL when it has neither). */
  title: string;
  /** The real hostname; absent for a URL the link policy refuses (drawn whole, as text). */
  hostname: string | undefined;
  /** The publication date as written (the item draws it as a UTC day when it is one). */
  published: string | undefined;
  snippet: string | undefined;
}

/** One source's parts, as its item draws them. */
export function webSourceParts(source: WebSource): WebSourceParts {
  const hostname = displayHostname(source.url);
  const title = source.title !== undefined && source.title !== '' ? source.title : (hostname ?? source.url);
  const published = source.publishedAt !== undefined && source.publishedAt !== '' ? source.publishedAt : undefined;
  const snippet = source.snippet !== undefined && source.snippet !== '' ? source.snippet : undefined;
  return { title, hostname, published, snippet };
}

/** What an open web search body draws, top to bottom. */
export interface WebSearchOpenParts {
  /** The answer (Markdown), when there is one. */
  answer: string | undefined;
  /** Whether the sources section is drawn: not for a failed search with none (its error says why). */
  sources: boolean;
}

/** What an open web search body draws: the rule the body and its loading room share. */
export function webSearchOpenParts(intent: WebSearchIntent): WebSearchOpenParts {
  const answer = intent.answer !== undefined && intent.answer.trim() !== '' ? intent.answer : undefined;
  return { answer, sources: !(intent.sources.length === 0 && showsErrorText(intent)) };
}

const isText = (block: ContentBlock) => block.type === 'text' && typeof block.text === 'string';

/** What an open web fetch body draws, top to bottom. */
export interface WebFetchOpenParts {
  /** The page: the view's own, else the raw result's text (DSH's web_fetch has no body of its own). */
  content: WebFetchIntent['content'];
  /** The page's media type, when one is given. */
  contentType: string | undefined;
  /** Whether there is a page to draw (else "No content"). */
  hasPage: boolean;
  /** Whether the content section is drawn: not for a failed fetch without a page (its error says why). */
  section: boolean;
  /** The raw content the page does not already show. */
  rawLeft: readonly ContentBlock[];
}

/** What an open web fetch body draws: the rule the body and its loading room share. */
export function webFetchOpenParts(intent: WebFetchIntent): WebFetchOpenParts {
  const hasOwnContent =
    intent.content !== undefined &&
    intent.content !== '' &&
    !(Array.isArray(intent.content) && intent.content.length === 0);
  const rawTexts = (intent.rawContent ?? []).flatMap((block) => (isText(block) ? [block.text as string] : []));
  const content = hasOwnContent ? intent.content : rawTexts.length > 0 ? rawTexts.join('\n') : undefined;
  // The raw content the page does not already show: all of it beside the view's own page, else
  // the blocks that are not text (an image, a resource), which the page's text leaves out.
  const rawLeft = hasOwnContent
    ? (intent.rawContent ?? [])
    : (intent.rawContent ?? []).filter((block) => !isText(block));
  const hasPage = (typeof content === 'string' && content !== '') || (Array.isArray(content) && content.length > 0);
  const contentType = intent.contentType !== undefined && intent.contentType !== '' ? intent.contentType : undefined;
  return { content, contentType, hasPage, section: hasPage || !showsErrorText(intent), rawLeft };
}
