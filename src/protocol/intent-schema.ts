import * as v from 'valibot';

/*
 * The one source of truth for the render-intent protocol (docs/protocol.md, v1): the TypeScript
 * types, the runtime validator and the shipped JSON Schema are all derived from these valibot
 * schemas. Each field's description for host authors is in intent-field-docs.ts, typed against
 * these schemas: it goes into the JSON Schema and the Storybook docs, not into startup code.
 * Valibot validates with plain functions (no `eval`, no `new Function`), so parsing works under
 * a strict Content-Security-Policy.
 *
 * Objects are "loose": a DSH host or a newer protocol version may send fields we do not know,
 * and every DSH view must stay a valid intent, unchanged.
 */

const finiteNumber = v.pipe(v.number(), v.finite());
const nonNegativeInteger = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Lifecycle of a call, as the host reports it. */
export const StatusSchema = v.picklist(['pending', 'running', 'success', 'error', 'cancelled']);

/** Category of a generic card, used for its icon. */
export const KindSchema = v.picklist(['read', 'edit', 'delete', 'move', 'search', 'execute', 'fetch', 'other']);

/** A file a call touches. */
export const LocationSchema = v.looseObject({
  path: v.string(),
  line: v.optional(finiteNumber),
});

/** Human-in-the-loop state of a call. */
export const ApprovalSchema = v.looseObject({
  state: v.picklist(['requested', 'approved', 'denied']),
  /** Why the call was approved or denied. */
  reason: v.optional(v.string()),
  /** Why the call asks for approval (AI SDK 7's `requestReason`). */
  requestReason: v.optional(v.string()),
});

/**
 * A result content block: an open union tagged by `type`. Only the tag is checked here so that
 * one odd block never rejects a whole intent; the view narrows each known type and shows any
 * other block as JSON.
 */
export const ContentBlockSchema = v.looseObject({ type: v.string() });

/** Fields every card accepts. */
const commonEntries = {
  /** Protocol version; `1` when present. */
  v: v.optional(v.literal(1)),
  /** The header's title; a terminal's pending title is its command. */
  title: v.optional(v.string()),
  /** The registered tool name, shown beside the title when it differs. */
  tool: v.optional(v.string()),
  /** Lifecycle; absent means settled successfully (see `effectiveStatus`). */
  status: v.optional(StatusSchema),
  /** The call failed (outranked by `status: "cancelled"` only in `combineViews`, which drops it then). */
  isError: v.optional(v.boolean()),
  /** The error text, shown as the card's error (from the result's text, or the runtime's `name: code`). */
  error: v.optional(v.string()),
  /** Elapsed time of the call, in milliseconds. */
  durationMs: v.optional(v.pipe(finiteNumber, v.minValue(0))),
  /**
   * *ext*: when the call started, in milliseconds since the Unix epoch (the host's clock). A running
   * card says how long it has run, measured to `<ToolCardHost now>`; never to a clock read while drawing.
   */
  startedAt: v.optional(finiteNumber),
  /** Files the call touches, listed under the header (relative to the host's workspace when one is given). */
  locations: v.optional(v.array(LocationSchema)),
  /** Human-in-the-loop state. */
  approval: v.optional(ApprovalSchema),
  /**
   * Presenter-made content blocks (a view's own), text as Markdown: every card draws them after its
   * own body (a fetch's are its page; a read's text blocks are its window's model-facing text).
   */
  content: v.optional(v.array(ContentBlockSchema)),
  /**
   * *ext*: the tool's raw result content blocks, shown as plain text by every card whose own
   * fields do not carry it (`combineViews` sets it; a fetch shows it as the page body, a search
   * the lines its results lack, such as a "Full result stored at" footer).
   */
  rawContent: v.optional(v.array(ContentBlockSchema)),
};

/** The default card, and the fallback for every tool that declares nothing. */
export const GenericIntentSchema = v.looseObject({
  ...commonEntries,
  card: v.literal('generic'),
  kind: v.optional(KindSchema),
  rawInput: v.optional(v.unknown()),
  output: v.optional(v.unknown()),
});

/** Output kept as separate streams. */
export const SegmentSchema = v.looseObject({
  stream: v.picklist(['stdout', 'stderr']),
  text: v.string(),
});

/** How the host cut a terminal's output. */
export const TruncationSchema = v.union([
  v.boolean(),
  v.looseObject({
    omittedLines: v.optional(nonNegativeInteger),
    omittedBytes: v.optional(nonNegativeInteger),
    fullOutputPath: v.optional(v.string()),
  }),
]);

/** A shell command and its output. */
export const TerminalIntentSchema = v.looseObject({
  ...commonEntries,
  card: v.literal('terminal'),
  command: v.optional(v.string()),
  description: v.optional(v.string()),
  cwd: v.optional(v.string()),
  output: v.optional(v.string()),
  segments: v.optional(v.array(SegmentSchema)),
  exitCode: v.optional(v.pipe(v.number(), v.integer())),
  signal: v.optional(v.string()),
  truncated: v.optional(TruncationSchema),
});

/**
 * One file's before and after, or one hunk of it. Entries sharing a `path` are one file whose
 * hunks come in order. `oldText: null` is a new file (its lines are numbered from 1). Any other
 * entry is an excerpt (DSH edits and writes: contextual hunks without a trailing newline) drawn
 * whole, numbered only from `oldStart`/`newStart` when the host knows them; a path's only entry
 * with both at 1 is the whole file, shown as hunks with three lines of context that can be revealed.
 */
export const FileDiffSchema = v.looseObject({
  /** The file's path. */
  path: v.string(),
  /** The text before; `null` for a new file. */
  oldText: v.nullable(v.string()),
  /** The text after. */
  newText: v.string(),
  /** *ext*: the 1-based line of the old file where `oldText` starts, when known. */
  oldStart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** *ext*: the 1-based line of the new file where `newText` starts, when known. */
  newStart: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** File changes, as before/after texts or as a unified diff. */
export const DiffIntentSchema = v.looseObject({
  ...commonEntries,
  card: v.literal('diff'),
  diffs: v.optional(v.array(FileDiffSchema)),
  patch: v.optional(v.string()),
});

/** One line of a read window, numbered as in the file. */
export const NumberedLineSchema = v.looseObject({
  number: nonNegativeInteger,
  text: v.string(),
});

/** A window of one file. */
export const ReadIntentSchema = v.looseObject({
  ...commonEntries,
  card: v.literal('read'),
  path: v.string(),
  offset: v.optional(nonNegativeInteger),
  lines: v.optional(v.array(NumberedLineSchema)),
  totalLines: v.optional(nonNegativeInteger),
  lang: v.optional(v.string()),
  text: v.optional(v.string()),
});

/** One grep hit; `ranges` are UTF-16 offsets into `line`. */
export const SearchMatchSchema = v.looseObject({
  lineNumber: nonNegativeInteger,
  line: v.string(),
  ranges: v.optional(v.array(v.tuple([nonNegativeInteger, nonNegativeInteger]))),
});

/** The hits in one file. */
export const SearchFileSchema = v.looseObject({
  path: v.string(),
  matches: v.array(SearchMatchSchema),
});

/**
 * `truncated` defaults to `false`: a host that sent everything need not say so. Views read the
 * intent as sent (parseIntent never rewrites it), so they apply the same defaults; the JSON
 * Schema states them.
 */
const notTruncated = v.optional(v.boolean(), false);

const searchEntries = {
  ...commonEntries,
  card: v.literal('search'),
  query: v.optional(v.string()),
  truncated: notTruncated,
  total: v.optional(nonNegativeInteger),
};

/** Grep-shaped search results. */
export const SearchMatchesIntentSchema = v.looseObject({
  ...searchEntries,
  shape: v.literal('matches'),
  files: v.array(SearchFileSchema),
});

/** Glob-shaped search results. */
export const SearchPathsIntentSchema = v.looseObject({
  ...searchEntries,
  shape: v.literal('paths'),
  paths: v.array(v.string()),
});

/** Search results, told apart by `shape`. */
export const SearchIntentSchema = v.variant('shape', [SearchMatchesIntentSchema, SearchPathsIntentSchema]);

/** One web search source. */
export const WebSourceSchema = v.looseObject({
  url: v.string(),
  title: v.optional(v.string()),
  snippet: v.optional(v.string()),
  publishedAt: v.optional(v.string()),
});

/** A web search. */
export const WebSearchIntentSchema = v.looseObject({
  ...commonEntries,
  card: v.literal('web'),
  kind: v.literal('search'),
  query: v.optional(v.string()),
  sources: v.array(WebSourceSchema),
  answer: v.optional(v.string()),
  truncated: notTruncated,
});

/** A fetched web page. */
export const WebFetchIntentSchema = v.looseObject({
  ...commonEntries,
  card: v.literal('web'),
  kind: v.literal('fetch'),
  url: v.string(),
  statusCode: v.pipe(v.number(), v.integer()),
  truncated: notTruncated,
  content: v.optional(v.union([v.string(), v.array(ContentBlockSchema)])),
  contentType: v.optional(v.string()),
});

/** Web results, told apart by `kind`. */
export const WebIntentSchema = v.variant('kind', [WebSearchIntentSchema, WebFetchIntentSchema]);

/** Every render intent, told apart by `card`. */
export const RenderIntentSchema = v.variant('card', [
  GenericIntentSchema,
  TerminalIntentSchema,
  DiffIntentSchema,
  ReadIntentSchema,
  SearchIntentSchema,
  WebIntentSchema,
]);

type SchemaCardName = v.InferOutput<typeof RenderIntentSchema>['card'];

// `satisfies` spells the list against the schema: a card added to RenderIntentSchema and not here
// (or one here that the schema lacks) is a compile error, so the list cannot drift from the source.
const cardNameSet = {
  generic: true,
  terminal: true,
  diff: true,
  read: true,
  search: true,
  web: true,
} as const satisfies Record<SchemaCardName, true>;

/** The card names this version of the protocol knows, read off the schema. */
export const CARD_NAMES = Object.keys(cardNameSet) as readonly SchemaCardName[];
