import type {
  DiffIntentSchema,
  GenericIntentSchema,
  ReadIntentSchema,
  SearchMatchesIntentSchema,
  SearchPathsIntentSchema,
  TerminalIntentSchema,
  WebFetchIntentSchema,
  WebSearchIntentSchema,
} from './intent-schema';

/*
 * One line for host authors on each field of each shape of intent: the JSON Schema's
 * `description` (and `default`, for what an absent field means), and the field tables of the
 * Storybook docs, both generated from here. Kept out of intent-schema.ts so that these words are
 * not startup code: no entry imports this file; scripts/intent-json-schema.mjs reads it when it
 * writes the JSON Schema, and fails on a field it has no line for. The types below make a field
 * the schema has and this file lacks (or one it has and the schema lacks) a compile error.
 *
 * A line that starts `*ext*:` marks a field this kit adds to DSH's render intents.
 */

/** A field's line, with what an absent field means (the JSON Schema's `default`) when it says. */
export interface IntentFieldDoc {
  description: string;
  absentMeans?: unknown;
}

type FieldDocs<TSchema extends { entries: object }> = {
  readonly [Field in keyof TSchema['entries']]: string | IntentFieldDoc;
};

const shared = {
  v: 'Protocol version; `1` when present.',
  title: 'The header\'s title; absent, the tool name, then "Untitled". On a pending terminal, the command.',
  tool: 'The registered tool name, shown beside a title that differs (`data-tool`).',
  status: {
    description: 'Lifecycle of the call; an error signal (`isError`, `error`, an exit code…) outranks it.',
    absentMeans: 'success',
  },
  isError: { description: 'The call failed.', absentMeans: false },
  error: 'The error text, shown in the error area even when the card is collapsed.',
  durationMs: 'Elapsed time of the call, in milliseconds.',
  startedAt:
    "*ext*: when the call started, in ms since the Unix epoch (the host's clock): a running card says how long it has run, to `<ToolCardHost now>`.",
  locations: "Files the call touches, listed under the header (relative to the host's workspace).",
  approval:
    '*ext*: human-in-the-loop state: replaces the status word while requested or denied, with Approve/Deny when the host handles them.',
  content: "Presenter-made content blocks, text as Markdown: drawn after the card's own body.",
  rawContent:
    "*ext*: the tool's raw result content, plain text, shown when the card's own fields do not carry it (`combineViews` sets it).",
} as const;

const card = 'Which card draws the intent.';
const truncated = { description: 'The host capped the results.', absentMeans: false };
const searchQuery = '*ext*: what was searched for.';
const total = 'How many hits there were in all; absent, the number sent.';
const webKind =
  "Not the generic card's `kind` (a tool category): the wire protocol gives the one name two meanings, kept for compatibility.";

/** Every field's line, by shape of intent: the card's name, or `card/tag` for a card of several shapes. */
export const INTENT_FIELD_DOCS = {
  generic: {
    ...shared,
    card,
    kind: "The category of the tool, for its icon (ACP's ToolKind). Not the web card's `kind` (search or fetch), which picks a variant.",
    rawInput: 'The salient input: a string as it is, anything else as a JSON tree.',
    output: '*ext*: a structured result (MCP `structuredContent`), as a JSON tree.',
  },
  terminal: {
    ...shared,
    card,
    command: '*ext*: the command; wins over `title`.',
    description: 'One line about the command, above the output.',
    cwd: "Working directory; a relative one resolves against the host's workspace.",
    output: 'stdout and stderr with ANSI escapes; grows while running.',
    segments: '*ext*: the output as separate streams, instead of `output`.',
    exitCode: 'Exit code; a non-zero one is a failure even without `isError`.',
    signal: 'The signal that ended the command (e.g. `SIGKILL`): a failure.',
    truncated: '*ext*: the host cut the output: `true`, or what was cut.',
  },
  diff: {
    ...shared,
    card,
    diffs: 'Before and after, per file or per hunk (entries sharing a `path` are one file).',
    patch: '*ext*: a unified diff (git or `diff -u`, many files); used when `diffs` is absent or empty.',
  },
  read: {
    ...shared,
    card,
    path: "The file, shown relative to the host's workspace.",
    offset: 'The first line of the window.',
    lines: 'The window, numbered as in the file.',
    totalLines: 'Lines in the whole file ("lines 10–14 of 60").',
    lang: 'Highlighting hint; absent, inferred from `path`.',
    text: '*ext*: the window as one string, numbered from `offset`.',
  },
  'search/matches': {
    ...shared,
    card,
    shape: 'Which search card: grep-shaped matches. Named `shape` on the wire, kept for compatibility with DSH views.',
    query: searchQuery,
    truncated,
    total,
    files: 'The hits, by file; `ranges` (*ext*) are UTF-16 offsets into `line`.',
  },
  'search/paths': {
    ...shared,
    card,
    shape: 'Which search card: glob-shaped paths. Named `shape` on the wire, kept for compatibility with DSH views.',
    query: searchQuery,
    truncated,
    total,
    paths: 'The paths found.',
  },
  'web/search': {
    ...shared,
    card,
    kind: `Which web card: a web search. ${webKind}`,
    query: searchQuery,
    sources: 'The sources found, linked only for http(s).',
    answer: "The search engine's answer, as Markdown.",
    truncated,
  },
  'web/fetch': {
    ...shared,
    card,
    kind: `Which web card: a fetched page. ${webKind}`,
    url: 'The page fetched.',
    statusCode: 'The HTTP status; 4xx and 5xx fail the call.',
    truncated,
    content: '*ext*: the page, as Markdown or content blocks; absent, the raw content is shown as the page.',
    contentType: "*ext*: the page's media type.",
  },
} as const satisfies {
  generic: FieldDocs<typeof GenericIntentSchema>;
  terminal: FieldDocs<typeof TerminalIntentSchema>;
  diff: FieldDocs<typeof DiffIntentSchema>;
  read: FieldDocs<typeof ReadIntentSchema>;
  'search/matches': FieldDocs<typeof SearchMatchesIntentSchema>;
  'search/paths': FieldDocs<typeof SearchPathsIntentSchema>;
  'web/search': FieldDocs<typeof WebSearchIntentSchema>;
  'web/fetch': FieldDocs<typeof WebFetchIntentSchema>;
};
