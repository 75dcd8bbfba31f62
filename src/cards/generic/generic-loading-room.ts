import { stringifyJson } from '../../json-tree';
import type { ToolCardLabels } from '../../labels/tool-card-labels';
import type { GenericIntent } from '../../protocol/intent-types';
import type { LoadingRoom, LoadingRoomPart } from '../loading-room';
import { genericOpenParts } from './generic-open-parts';

/** A content block's room: text as Markdown (a fenced block as code) or as written, a link by its name and address. */
function blockRoom(block: NonNullable<GenericIntent['content']>[number], markdown: boolean): LoadingRoomPart {
  const { text, name, uri } = block as { text?: unknown; name?: unknown; uri?: unknown };
  if (typeof text !== 'string')
    return block.type === 'resource_link' ? `${String(name ?? '')}\n${String(uri ?? '')}` : { code: ' ' };
  const fenced = markdown ? /^```[^\n]*\n([\s\S]*?)\n?```\s*$/.exec(text) : null;
  return markdown && !fenced ? text : { code: fenced?.[1] ?? text };
}

/**
 * The room an open generic body takes when first drawn, by {@link genericOpenParts} (the rule the
 * body draws by): its sections under their headings. Estimated, not exact, where the body draws
 * what only its code knows: a JSON tree's rows are its value's indented JSON lines (the tree may
 * fold or page a large value, but the body's box caps it), and the view's Markdown is its text as
 * paragraphs. The body's own bounded box keeps a long estimate from taking more than the card will.
 */
export function genericLoadingRoom(_model: unknown, intent: GenericIntent, labels: ToolCardLabels): LoadingRoom {
  const parts = genericOpenParts(intent);
  const json = (value: unknown): LoadingRoomPart => ({ section: [{ json: stringifyJson(value) }] });
  return [
    ...(parts.input === 'text' ? [{ section: [{ code: String(intent.rawInput) }] }] : []),
    ...(parts.input === 'json' ? [json(intent.rawInput)] : []),
    ...(parts.content ? [{ section: (intent.content ?? []).map((block) => blockRoom(block, true)) }] : []),
    ...(parts.raw ? [{ section: (intent.rawContent ?? []).map((block) => blockRoom(block, false)) }] : []),
    ...(parts.output ? [json(intent.output)] : []),
    ...(parts.empty ? [labels.emptyResult] : []),
  ];
}
