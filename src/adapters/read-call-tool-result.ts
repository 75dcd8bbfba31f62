import type { ContentBlock } from '../protocol/intent-types';
import { isDenseArray } from '../protocol/dense-array';

/** What a settled call gave back, in the protocol's terms; see `presentTool`. */
export interface ToolResultFacts {
  /** The result as the source gave it: the `output` a presenter receives. */
  raw: unknown;
  /** A structured value: the generic card's `output`, and a candidate intent. */
  value?: unknown;
  /** Result content blocks. */
  content?: ContentBlock[];
  /** The tool reported a failure. */
  isError?: boolean;
}

const RESULT_KEYS: ReadonlySet<string> = new Set(['content', 'structuredContent', 'isError', '_meta']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isBlock(value: unknown): value is ContentBlock {
  return isRecord(value) && typeof value.type === 'string';
}

/** Sparse arrays longer than this are read by their present entries, not by their length. */
const SPARSE_WALK_LIMIT = 1 << 16;

/** The entries of a sparse array that are there, in index order. */
function presentEntries(array: readonly unknown[]): unknown[] {
  return Object.keys(array)
    .filter((key) => /^(0|[1-9]\d*)$/.test(key) && Number(key) < array.length)
    .map((key) => array[Number(key)]);
}

/**
 * Reads an MCP `CallToolResult` (`content`, `structuredContent`, `isError`; or the legacy
 * `{ toolResult }`). `undefined` when `value` is not one.
 *
 * Loose (the default) for a value the host says is a tool result: an entry of `content`
 * without a string `type` is kept, wrapped as `{ type: "invalid", value }`, so the intent stays
 * valid and the entry still shows as JSON. Strict for a value that only might be one (an AI
 * SDK tool's output): every entry must be a block and no other keys may be present, so an
 * ordinary output that happens to have a `content` field is never taken apart.
 */
export function readCallToolResult(
  value: unknown,
  { strict = false }: { strict?: boolean } = {},
): ToolResultFacts | undefined {
  if (!isRecord(value)) return undefined;
  const { content, structuredContent, isError } = value;
  if (strict) {
    if (!Array.isArray(content) || !isDenseArray(content) || !content.every(isBlock)) return undefined;
    if (!Object.keys(value).every((key) => RESULT_KEYS.has(key))) return undefined;
  }
  let blocks: ContentBlock[] | undefined;
  if (Array.isArray(content)) {
    const asBlock = (entry: unknown): ContentBlock => (isBlock(entry) ? entry : { type: 'invalid', value: entry });
    // `Array.from`, not `map`: a hole in a short sparse array is an entry too (`map` would keep the hole, and the
    // intent would be invalid).
    // A long sparse one (a JS host's `new Array(2 ** 32 - 1)`) is read by its present entries only: walking its length
    // never ends.
    blocks =
      isDenseArray(content) || content.length <= SPARSE_WALK_LIMIT
        ? Array.from(content, asBlock)
        : presentEntries(content).map(asBlock);
  } else if (!('toolResult' in value)) {
    return undefined;
  }
  const facts: ToolResultFacts = { raw: value };
  if (blocks !== undefined) facts.content = blocks;
  // `structuredContent` may be any JSON value, null included; absent means none.
  if (structuredContent !== undefined) facts.value = structuredContent;
  else if (blocks === undefined) facts.value = value.toolResult;
  if (isError === true) facts.isError = true;
  return facts;
}
