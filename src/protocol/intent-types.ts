import type * as v from 'valibot';
import type {
  ApprovalSchema,
  ContentBlockSchema,
  DiffIntentSchema,
  FileDiffSchema,
  GenericIntentSchema,
  KindSchema,
  LocationSchema,
  NumberedLineSchema,
  ReadIntentSchema,
  SearchFileSchema,
  SearchMatchesIntentSchema,
  SearchMatchSchema,
  SearchPathsIntentSchema,
  SegmentSchema,
  StatusSchema,
  TerminalIntentSchema,
  TruncationSchema,
  WebFetchIntentSchema,
  WebSearchIntentSchema,
  WebSourceSchema,
} from './intent-schema';

/**
 * Drops the `[key: string]: unknown` index signature that loose objects infer, so the named
 * fields keep their types and a typo in a literal intent is still a compile error.
 */
type KnownFields<T> = T extends readonly [infer First, infer Second]
  ? [KnownFields<First>, KnownFields<Second>]
  : T extends readonly (infer Item)[]
    ? KnownFields<Item>[]
    : T extends object
      ? { [K in keyof T as string extends K ? never : K]: KnownFields<T[K]> }
      : T;

// The input side: a field with a default (`truncated`) is optional to whoever writes an intent.
type Known<TSchema extends v.GenericSchema> = KnownFields<v.InferInput<TSchema>>;

/** Content blocks stay open objects: each type has its own fields, read after narrowing. */
type WithContent<T> = Omit<T, 'content' | 'rawContent'> & { content?: ContentBlock[]; rawContent?: ContentBlock[] };

/** Lifecycle of a call: `pending`, `running`, `success`, `error` or `cancelled`. */
export type ToolStatus = v.InferOutput<typeof StatusSchema>;
/** Category of a generic card, used for its icon. */
export type ToolKind = v.InferOutput<typeof KindSchema>;
/** A file a call touches. */
export type ToolLocation = Known<typeof LocationSchema>;
/** Human-in-the-loop state of a call. */
export type ToolApproval = Known<typeof ApprovalSchema>;
/** A result content block (an open union tagged by `type`; other fields depend on it). */
export type ContentBlock = v.InferOutput<typeof ContentBlockSchema>;

/** The default card, and the fallback for every tool that declares nothing. */
export type GenericIntent = WithContent<Known<typeof GenericIntentSchema>>;
/** One stream's share of a terminal's output. */
export type TerminalSegment = Known<typeof SegmentSchema>;
/** How the host cut a terminal's output. */
export type TerminalTruncation = Known<typeof TruncationSchema>;
/** A shell command and its output. */
export type TerminalIntent = WithContent<Known<typeof TerminalIntentSchema>>;
/** One file's before and after (`oldText: null` for a new file). */
export type FileDiff = Known<typeof FileDiffSchema>;
/** File changes. */
export type DiffIntent = WithContent<Known<typeof DiffIntentSchema>>;
/** One line of a read window, numbered as in the file. */
export type NumberedLine = Known<typeof NumberedLineSchema>;
/** A window of one file. */
export type ReadIntent = WithContent<Known<typeof ReadIntentSchema>>;
/** One grep hit. */
export type SearchMatch = Known<typeof SearchMatchSchema>;
/** The hits in one file. */
export type SearchFile = Known<typeof SearchFileSchema>;
/** Grep-shaped search results. */
export type SearchMatchesIntent = WithContent<Known<typeof SearchMatchesIntentSchema>>;
/** Glob-shaped search results. */
export type SearchPathsIntent = WithContent<Known<typeof SearchPathsIntentSchema>>;
/** Search results, told apart by `shape`. */
export type SearchIntent = SearchMatchesIntent | SearchPathsIntent;
/** One web search source. */
export type WebSource = Known<typeof WebSourceSchema>;
/** A web search. */
export type WebSearchIntent = WithContent<Known<typeof WebSearchIntentSchema>>;
/** A fetched web page (`content` is the page as markdown). */
export type WebFetchIntent = Omit<Known<typeof WebFetchIntentSchema>, 'rawContent'> & { rawContent?: ContentBlock[] };
/** Web results, told apart by `kind`. */
export type WebIntent = WebSearchIntent | WebFetchIntent;

/** A render intent: the one value `<ToolCard>` takes, tagged by `card`. */
export type RenderIntent = GenericIntent | TerminalIntent | DiffIntent | ReadIntent | SearchIntent | WebIntent;
/** The name of a card: `generic`, `terminal`, `diff`, `read`, `search` or `web`. */
export type CardName = RenderIntent['card'];
