/**
 * `toolcards/protocol`: the render-intent protocol as plain TypeScript. Nothing here imports
 * React or touches the DOM, so servers, agent runtimes and other clients can use it.
 */
export { parseIntent, isKnownCard } from './parse-intent';
export { effectiveStatus } from './effective-status';
export { statusPill } from './status-pill';
export { fallbackIntent } from './fallback-intent';
export { combineViews } from './combine-views';
export { safeHref, displayHostname, splitDisplayUrl } from './safe-href';
export { classifyContentBlock, DRAWABLE_IMAGE_TYPES } from './classify-content-block';
export { RenderIntentSchema, CARD_NAMES } from './intent-schema';
export type { ParseIntentResult, IntentIssue } from './parse-intent';
export type { StatusPill, StatusPillInput, StatusDetail } from './status-pill';
export type { HttpStatus, HttpStatusClass } from './http-status';
export type { ToolCallRecord, ToolErrorRecord } from './combine-views';
export type { ClassifiedContentBlock } from './classify-content-block';
export type {
  RenderIntent,
  CardName,
  ToolStatus,
  ToolKind,
  ToolLocation,
  ToolApproval,
  ContentBlock,
  GenericIntent,
  TerminalIntent,
  TerminalSegment,
  TerminalTruncation,
  DiffIntent,
  FileDiff,
  ReadIntent,
  NumberedLine,
  SearchIntent,
  SearchMatchesIntent,
  SearchPathsIntent,
  SearchFile,
  SearchMatch,
  WebIntent,
  WebSearchIntent,
  WebFetchIntent,
  WebSource,
} from './intent-types';
