import * as v from 'valibot';

/*
 * The one source of truth for the render-intent protocol (docs/protocol.md, v1): the TypeScript
 * types, the runtime validator and the shipped JSON Schema are all derived from these valibot
 * schemas. Valibot validates with plain functions (no `eval`, no `new Function`), so parsing
 * works under a strict Content-Security-Policy.
 *
 * Objects are "loose": a DSH host or a newer protocol version may send fields we do not know,
 * and every DSH view must stay a valid intent, unchanged.
 */

const finiteNumber = v.pipe(v.number(), v.finite());

/**
 * A field's schema with its one line for host authors: the JSON Schema's `description`, and the
 * field tables of the Storybook docs, which are generated from it. An annotation only: what
 * validates, and `parseIntent`'s issues, are the schema's own. A line that starts `*ext*:` marks a
 * field this kit adds to DSH's render intents.
 */
function about<TSchema extends v.GenericSchema>(schema: TSchema, description: string) {
  return v.pipe(schema, v.description(description));
}

/**
 * {@link about} with what an absent field means, as the JSON Schema's `default` annotation
 * (metadata: a parsed intent is still the value as sent, without the default filled in).
 */
function aboutWithDefault<TSchema extends v.GenericSchema>(schema: TSchema, description: string, absentMeans: v.InferOutput<TSchema>) {
  return v.pipe(schema, v.description(description), v.metadata({ default: absentMeans }));
}
const nonNegativeInteger = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Lifecycle of a call, as the host reports it. */
export const StatusSchema = v.picklist(['pending', 'running', 'success', 'error', 'cancelled']);

/** Category of a generic card, used for its icon. */
export const KindSchema = v.pipe(
  v.picklist(['read', 'edit', 'delete', 'move', 'search', 'execute', 'fetch', 'other']),
  v.description(
    "On a generic card: the category of the tool, for its icon (ACP's ToolKind). Not the web card's `kind` (search or fetch), which picks a variant: the wire protocol gives the one name two meanings, kept for compatibility with DSH views.",
  ),
);

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
export const ContentBlockSchema = v.pipe(
  v.looseObject({ type: v.string() }),
  // Named in the JSON Schema (an annotation): the docs' field tables write `ContentBlock[]`, as docs/protocol.md does.
  v.title('ContentBlock'),
);

/** Fields every card accepts. */
const commonEntries = {
  /** Protocol version; `1` when present. */
  v: v.optional(about(v.literal(1), 'Protocol version; `1` when present.')),
  /** The header's title; a terminal's pending title is its command. */
  title: v.optional(about(v.string(), 'The header\'s title; absent, the tool name, then "Untitled". On a pending terminal, the command.')),
  /** The registered tool name, shown beside the title when it differs. */
  tool: v.optional(about(v.string(), 'The registered tool name, shown beside a title that differs (`data-tool`).')),
  /** Lifecycle; absent means settled successfully (see `effectiveStatus`). */
  status: v.optional(aboutWithDefault(StatusSchema, 'Lifecycle of the call; an error signal (`isError`, `error`, an exit code…) outranks it.', 'success')),
  /** The call failed (outranked by `status: "cancelled"` only in `combineViews`, which drops it then). */
  isError: v.optional(aboutWithDefault(v.boolean(), 'The call failed.', false)),
  /** The error text, shown as the card's error (from the result's text, or the runtime's `name: code`). */
  error: v.optional(about(v.string(), 'The error text, shown in the error area even when the card is collapsed.')),
  /** Elapsed time of the call, in milliseconds. */
  durationMs: v.optional(about(v.pipe(finiteNumber, v.minValue(0)), 'Elapsed time of the call, in milliseconds.')),
  /**
   * *ext*: when the call started, in milliseconds since the Unix epoch (the host's clock). A running
   * card says how long it has run, measured to `<ToolCardHost now>`; never to a clock read while drawing.
   */
  startedAt: v.optional(
    about(
      finiteNumber,
      "*ext*: when the call started, in ms since the Unix epoch (the host's clock): a running card says how long it has run, to `<ToolCardHost now>`.",
    ),
  ),
  /** Files the call touches, listed under the header (relative to the host's workspace when one is given). */
  locations: v.optional(about(v.array(LocationSchema), "Files the call touches, listed under the header (relative to the host's workspace).")),
  /** Human-in-the-loop state. */
  approval: v.optional(
    about(ApprovalSchema, '*ext*: human-in-the-loop state: replaces the status word while requested or denied, with Approve/Deny when the host handles them.'),
  ),
  /**
   * Presenter-made content blocks (a view's own), text as Markdown: every card draws them after its
   * own body (a fetch's are its page; a read's text blocks are its window's model-facing text).
   */
  content: v.optional(about(v.array(ContentBlockSchema), "Presenter-made content blocks, text as Markdown: drawn after the card's own body.")),
  /**
   * *ext*: the tool's raw result content blocks, shown as plain text by every card whose own
   * fields do not carry it (`combineViews` sets it; a fetch shows it as the page body, a search
   * the lines its results lack, such as a "Full result stored at" footer).
   */
  rawContent: v.optional(
    about(
      v.array(ContentBlockSchema),
      "*ext*: the tool's raw result content, plain text, shown when the card's own fields do not carry it (`combineViews` sets it).",
    ),
  ),
};

/** The default card, and the fallback for every tool that declares nothing. */
export const GenericIntentSchema = v.looseObject({
  ...commonEntries,
  card: about(v.literal('generic'), 'Which card draws the intent.'),
  kind: v.optional(KindSchema),
  rawInput: v.optional(about(v.unknown(), 'The salient input: a string as it is, anything else as a JSON tree.')),
  output: v.optional(about(v.unknown(), '*ext*: a structured result (MCP `structuredContent`), as a JSON tree.')),
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
  card: about(v.literal('terminal'), 'Which card draws the intent.'),
  command: v.optional(about(v.string(), '*ext*: the command; wins over `title`.')),
  description: v.optional(about(v.string(), 'One line about the command, above the output.')),
  cwd: v.optional(about(v.string(), "Working directory; a relative one resolves against the host's workspace.")),
  output: v.optional(about(v.string(), 'stdout and stderr with ANSI escapes; grows while running.')),
  segments: v.optional(about(v.array(SegmentSchema), '*ext*: the output as separate streams, instead of `output`.')),
  exitCode: v.optional(about(v.pipe(v.number(), v.integer()), 'Exit code; a non-zero one is a failure even without `isError`.')),
  signal: v.optional(about(v.string(), 'The signal that ended the command (e.g. `SIGKILL`): a failure.')),
  truncated: v.optional(about(TruncationSchema, '*ext*: the host cut the output: `true`, or what was cut.')),
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
  card: about(v.literal('diff'), 'Which card draws the intent.'),
  diffs: v.optional(about(v.array(FileDiffSchema), 'Before and after, per file or per hunk (entries sharing a `path` are one file).')),
  patch: v.optional(about(v.string(), '*ext*: a unified diff (git or `diff -u`, many files); used when `diffs` is absent or empty.')),
});

/** One line of a read window, numbered as in the file. */
export const NumberedLineSchema = v.looseObject({
  number: nonNegativeInteger,
  text: v.string(),
});

/** A window of one file. */
export const ReadIntentSchema = v.looseObject({
  ...commonEntries,
  card: about(v.literal('read'), 'Which card draws the intent.'),
  path: about(v.string(), "The file, shown relative to the host's workspace."),
  offset: v.optional(about(nonNegativeInteger, 'The first line of the window.')),
  lines: v.optional(about(v.array(NumberedLineSchema), 'The window, numbered as in the file.')),
  totalLines: v.optional(about(nonNegativeInteger, 'Lines in the whole file ("lines 10–14 of 60").')),
  lang: v.optional(about(v.string(), 'Highlighting hint; absent, inferred from `path`.')),
  text: v.optional(about(v.string(), '*ext*: the window as one string, numbered from `offset`.')),
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
const notTruncated = v.optional(about(v.boolean(), 'The host capped the results.'), false);

const searchEntries = {
  ...commonEntries,
  card: about(v.literal('search'), 'Which card draws the intent.'),
  query: v.optional(about(v.string(), '*ext*: what was searched for.')),
  truncated: notTruncated,
  total: v.optional(v.pipe(nonNegativeInteger, v.description('How many hits there were in all; defaults to the number sent.'))),
};

/** Grep-shaped search results. */
export const SearchMatchesIntentSchema = v.looseObject({
  ...searchEntries,
  shape: v.pipe(
    v.literal('matches'),
    v.description('Which search card: grep-shaped matches. Named `shape` on the wire, kept for compatibility with DSH views.'),
  ),
  files: about(v.array(SearchFileSchema), 'The hits, by file; `ranges` (*ext*) are UTF-16 offsets into `line`.'),
});

/** Glob-shaped search results. */
export const SearchPathsIntentSchema = v.looseObject({
  ...searchEntries,
  shape: v.pipe(v.literal('paths'), v.description('Which search card: glob-shaped paths. Named `shape` on the wire, kept for compatibility with DSH views.')),
  paths: about(v.array(v.string()), 'The paths found.'),
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
  card: about(v.literal('web'), 'Which card draws the intent.'),
  kind: v.pipe(
    v.literal('search'),
    v.description(
      "Which web card: a web search. Not the generic card's `kind` (a tool category): the wire protocol gives the one name two meanings, kept for compatibility.",
    ),
  ),
  query: v.optional(about(v.string(), '*ext*: what was searched for.')),
  sources: about(v.array(WebSourceSchema), 'The sources found, links only for http(s).'),
  answer: v.optional(about(v.string(), "The search engine's answer, as Markdown.")),
  truncated: notTruncated,
});

/** A fetched web page. */
export const WebFetchIntentSchema = v.looseObject({
  ...commonEntries,
  card: about(v.literal('web'), 'Which card draws the intent.'),
  kind: v.pipe(
    v.literal('fetch'),
    v.description(
      "Which web card: a fetched page. Not the generic card's `kind` (a tool category): the wire protocol gives the one name two meanings, kept for compatibility.",
    ),
  ),
  url: about(v.string(), 'The page fetched.'),
  statusCode: about(v.pipe(v.number(), v.integer()), 'The HTTP status; 4xx and 5xx fail the call.'),
  truncated: notTruncated,
  content: v.optional(
    about(v.union([v.string(), v.array(ContentBlockSchema)]), '*ext*: the page, as Markdown or content blocks; absent, the raw content is shown as the page.'),
  ),
  contentType: v.optional(about(v.string(), "*ext*: the page's media type.")),
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
const cardNameSet = { generic: true, terminal: true, diff: true, read: true, search: true, web: true } as const satisfies Record<SchemaCardName, true>;

/** The card names this version of the protocol knows, read off the schema. */
export const CARD_NAMES = Object.keys(cardNameSet) as readonly SchemaCardName[];
