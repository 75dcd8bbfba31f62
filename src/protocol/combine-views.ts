import { fallbackIntent } from './fallback-intent';
import { terminalCommand } from './terminal-command';
import type { ContentBlock, RenderIntent, ToolStatus } from './intent-types';
import { rawContentCarried } from './raw-content-carried';
import { isDenseArray } from './dense-array';
import { thrownMessage } from './thrown-message';

/** The runtime's record of a failed call (DSH `ToolResultNode.error`). */
export interface ToolErrorRecord {
  /** The error's class, e.g. `FsError`, `Interrupted`. */
  name: string;
  /** A stable code, e.g. `FS_EDIT_NOT_FOUND`; `interrupted` marks a call stopped by its turn. */
  code: string;
  /** A human message, when the runtime kept one; shown as the error before the result's text. */
  message?: string;
}

/** What a host knows about one tool call; see {@link combineViews}. */
export interface ToolCallRecord {
  /** The tool's registered name. */
  tool: string;
  /** The raw call arguments (shown by the fallback card). */
  args?: unknown;
  /** The pending view the tool's presenter gave for the call (DSH `ToolCallView`). */
  call?: unknown;
  /** The result view the presenter gave once the call settled (DSH `ToolResultView`). */
  result?: unknown;
  /** The raw result content blocks (DSH `ToolResult.content`), kept as the intent's `rawContent`. */
  content?: ContentBlock[];
  /** The result was an error (DSH `ToolResult.isError`). */
  isError?: boolean;
  /** The runtime's error record; `code: "interrupted"` makes the call `cancelled`. */
  error?: ToolErrorRecord;
  /** The lifecycle status, when the host tracks it; otherwise derived. `cancelled` outranks `isError`. */
  status?: ToolStatus;
  /** Elapsed time of the call. */
  durationMs?: number;
}

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCardView(value: unknown): value is Fields & { card: string } {
  return isRecord(value) && typeof value.card === 'string';
}

/** What a result view of another card keeps from the pending view when it does not say them itself. */
const CARRIED_ACROSS_CARDS = [
  'title',
  'tool',
  'locations',
  'approval',
  'content',
  'rawInput',
  'description',
  'cwd',
] as const;

/** What a generic result view adds to a specific pending card (a DSH presenter's Markdown note or error). */
const GENERIC_RESULT_WORDS = ['title', 'content', 'error', 'locations', 'approval', 'durationMs'] as const;

function pick(view: Fields, keys: readonly string[]): Fields {
  const picked: Fields = {};
  for (const key of keys) if (view[key] !== undefined) picked[key] = view[key];
  return picked;
}

function sameJson(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/**
 * `top` over `base`, field by field: what `top` says wins, what it leaves out is kept. Content
 * blocks add up instead: the pending view's blocks (a plan's text) stay before the result's,
 * except those the result restates.
 */
function mergeFields(base: Fields, top: Fields): Fields {
  const merged: Fields = { ...base };
  for (const [key, value] of Object.entries(top)) {
    if (value === undefined) continue;
    // Arrays with holes (a JS host's sparse array) are taken as they are: walking one by its length could take forever.
    if (
      key === 'content' &&
      Array.isArray(value) &&
      Array.isArray(base.content) &&
      isDenseArray(value) &&
      isDenseArray(base.content)
    ) {
      const kept = (base.content as unknown[]).filter(
        (block) => !value.some((restated: unknown) => sameJson(block, restated)),
      );
      merged.content = [...kept, ...value];
    } else {
      merged[key] = value;
    }
  }
  return merged;
}

/** The text blocks of a result, joined; `undefined` when they say nothing. */
function textOf(blocks: readonly ContentBlock[]): string | undefined {
  const texts = blocks.flatMap((block) =>
    block.type === 'text' && typeof block.text === 'string' ? [block.text] : [],
  );
  const joined = texts.join('\n');
  return joined.trim() === '' ? undefined : joined;
}

function mergeViews(pending: Fields & { card: string }, result: unknown): Fields {
  if (!isCardView(result)) return { ...pending };
  if (result.card === pending.card) return mergeFields(pending, result);
  // A generic result after a specific pending card (DSH's bash presenter for a background run or
  // an error) keeps the pending card, with its command and description, and adds its words.
  if (result.card === 'generic') return mergeFields(pending, pick(result, GENERIC_RESULT_WORDS));
  return mergeFields(pick(pending, CARRIED_ACROSS_CARDS), result);
}

/**
 * Merges one call's pending and result views into the intent to render, by the lifecycle of
 * docs/protocol.md (DSH's rules):
 * - no call view gives the fallback card (tool name, raw arguments);
 * - a result view takes the pending view's place field by field: what it says wins, what it
 *   leaves out (title, command, cwd, description, a plan's content blocks, rawInput) is kept;
 *   a generic result view after another card keeps that card and adds its title and content;
 * - the raw result content becomes `rawContent` whenever the card's own fields do not carry it
 *   (no result view, a bare result view, a search's footer, a fetch's body);
 * - a failed call's error text (the runtime's message, else the result's text, else its
 *   `name: code`) becomes `error`;
 * - a `cancelled` status or an `interrupted` error record makes the call `cancelled`, which
 *   outranks `isError`; a call with no result yet is `running`.
 * Pure: never mutates its input, never throws.
 */
export function combineViews(record: ToolCallRecord): RenderIntent {
  try {
    if (!isRecord(record)) return unreadableRecord(record);
    return combineRecord(record);
  } catch (error) {
    // A getter or proxy that throws somewhere in the record, or a field of the wrong type
    // (`content: 5`): the card says so and shows the record as it came.
    return unreadableRecord(record, error);
  }
}

/** The card of a record that is not one, or could not be read: a generic error card with the value raw. */
function unreadableRecord(record: unknown, error?: unknown): RenderIntent {
  let tool = '';
  try {
    const name = isRecord(record) ? record.tool : undefined;
    if (typeof name === 'string') tool = name;
  } catch {
    // The tool name is only a title: without it the card is still drawn.
  }
  const intent = fallbackIntent(tool, undefined);
  intent.status = 'error';
  intent.error =
    error === undefined ? 'Not a tool call record' : `Unreadable tool call record: ${thrownMessage(error)}`;
  intent.rawInput = record;
  return intent;
}

function combineRecord(record: ToolCallRecord): RenderIntent {
  const pending: Fields & { card: string } = isCardView(record.call)
    ? { ...record.call }
    : ({ ...fallbackIntent(record.tool, record.args) } as Fields & { card: string });
  const merged = mergeViews(pending, record.result);
  const resultView = isCardView(record.result) ? record.result : undefined;

  if (resultView?.card === 'terminal' && merged.card === 'terminal' && merged.command === undefined) {
    // A DSH pending terminal carries its command as the title; the result carries neither.
    const command = terminalCommand(pending);
    if (command !== undefined) merged.command = command;
  }

  const raw = record.content ?? [];
  // A sparse `content` is never walked: it is passed on raw, and parseIntent refuses it with a note.
  const readable = !Array.isArray(raw) || isDenseArray(raw);
  const cancelled = record.status === 'cancelled' || record.error?.code === 'interrupted';
  const failed = !cancelled && (record.isError === true || record.status === 'error');
  const rawText = readable ? textOf(raw) : undefined;
  let shownRaw: ContentBlock[] = raw;
  if (failed && merged.error === undefined) {
    const errorText =
      record.error?.message ?? rawText ?? (record.error ? `${record.error.name}: ${record.error.code}` : undefined);
    if (errorText !== undefined) merged.error = errorText;
    // The text is shown as the error: only what it does not say stays raw (an image, a resource).
    if (errorText !== undefined && errorText === rawText) shownRaw = raw.filter((block) => block.type !== 'text');
  } else if (cancelled && record.error?.message !== undefined && merged.error === undefined) {
    merged.error = record.error.message;
  }
  if (shownRaw.length > 0 && !(resultView !== undefined && !failed && rawContentCarried(resultView))) {
    merged.rawContent = shownRaw;
  }

  if (merged.tool === undefined) merged.tool = record.tool;
  if (record.durationMs !== undefined) merged.durationMs = record.durationMs;
  const settled =
    record.result !== undefined ||
    record.content !== undefined ||
    record.isError !== undefined ||
    record.error !== undefined ||
    (record.status !== undefined && record.status !== 'pending' && record.status !== 'running');
  if (cancelled) {
    merged.status = 'cancelled';
    delete merged.isError;
  } else {
    if (failed) merged.isError = true;
    if (record.status !== undefined) merged.status = record.status;
    else if (failed) merged.status = 'error';
    else if (!settled) merged.status = 'running';
    else if (merged.status === 'pending' || merged.status === 'running') merged.status = 'success';
  }
  return merged as RenderIntent;
}
