import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { ContentBlock, WebIntent } from '../../protocol/intent-types';
import type { LoadingRoom, LoadingRoomPart } from '../loading-room';
import { webFetchOpenParts, webSearchOpenParts, webSourceParts } from './web-open-parts';

/** Sources drawn at first (the body's page). */
const SOURCES_PAGE = 100;
/** About the characters a fetched page's folded preview shows (the body's `markdownPreview`). */
const PREVIEW_CHARS = 600;

/** Content blocks' room: text as paragraphs (Markdown estimated as its text), anything else a line. */
const blocksRoom = (blocks: readonly ContentBlock[], code: boolean): LoadingRoomPart => ({
  section: blocks.map((block) => {
    const text = typeof block.text === 'string' ? block.text : ' ';
    return code ? { code: text } : text;
  }),
});

/**
 * The room an open web body takes when first drawn, by the rules its body draws by
 * ({@link webSearchOpenParts}, {@link webSourceParts}, {@link webFetchOpenParts}): a search's answer,
 * truncation note and sources (each item's title, site and date, snippet, wrapping as the item's
 * do), its content; a fetch's address line, note, page (its folded preview, estimated as its text)
 * and the raw content it does not show. Markdown is estimated as its text: the parser is the card's.
 */
export function webLoadingRoom(_model: unknown, intent: WebIntent, labels: ToolCardLabels): LoadingRoom {
  const room: LoadingRoomPart[] = [];
  if (intent.kind === 'search') {
    const parts = webSearchOpenParts(intent);
    if (parts.answer !== undefined) room.push({ section: [parts.answer] });
    if (intent.truncated) room.push(labels.web.searchTruncated);
    if (parts.sources) {
      const items = intent.sources.slice(0, SOURCES_PAGE).map((source, index): LoadingRoomPart => {
        const { title, hostname, published, snippet } = webSourceParts(source);
        // A drawn date ("Jul 1, 2026") is about as wide as the day it is written as; the formatter stays the card's.
        const meta = [hostname ?? source.url, published?.slice(0, 11)].filter((text) => text !== undefined).join('   ');
        return {
          item: [{ strong: title }, { small: meta }, ...(snippet === undefined ? [] : [snippet])],
          mark: `[${index + 1}]`,
        };
      });
      const more = intent.sources.length > SOURCES_PAGE ? [{ small: labels.showMoreItems('0', '0') }] : [];
      room.push({ section: items.length === 0 ? [labels.web.noSources] : [{ group: items }, ...more] });
    }
    if (intent.content?.length) room.push(blocksRoom(intent.content, false));
    if (intent.rawContent?.length) room.push(blocksRoom(intent.rawContent, true));
    return room;
  }
  const parts = webFetchOpenParts(intent);
  room.push([intent.url, parts.contentType].filter((text) => text !== undefined).join('   '));
  if (intent.truncated) room.push(labels.web.fetchTruncated);
  if (parts.section) {
    const { content } = parts;
    if (typeof content === 'string' && content !== '') {
      const folded = content.length > PREVIEW_CHARS;
      room.push({
        section: [
          folded ? content.slice(0, PREVIEW_CHARS) : content,
          ...(folded ? [{ small: labels.web.showContent(String(content.length)) }] : []),
        ],
      });
    } else if (Array.isArray(content) && content.length > 0) room.push(blocksRoom(content, false));
    else room.push({ section: [labels.web.noContent] });
  }
  if (parts.rawLeft.length > 0) room.push(blocksRoom(parts.rawLeft, true));
  return room;
}
