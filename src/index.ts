/**
 * `toolcards`: render what an AI agent's tools did. One component, `<ToolCard intent>`, driven by
 * a JSON render intent (see `toolcards/protocol` for the types and helpers without React).
 */
export { ToolCard } from './tool-card';
export type { ToolCardProps } from './tool-card';
export { createToolCard } from './create-tool-card';
export type { CreateToolCardOptions } from './create-tool-card';
export { builtInCards, genericCard, terminalCard, diffCard, readCard, searchCard, webCard } from './cards/built-in-cards';
export { defineCard, lazyCard, isLazyCard } from './cards/card-definition';
export { preloadCards } from './cards/preload-cards';
export type {
  CardDefinition,
  LazyCardDefinition,
  CardBodyProps,
  CardHeaderProps,
  CardHeaderPart,
  CardRegistry,
  CardSet,
  AnyCardDefinition,
  AnyLazyCardDefinition,
  AnyCardEntry,
} from './cards/card-definition';
export { ToolCardHost } from './host/tool-card-host';
export type { ToolCardHostProps } from './host/tool-card-host';
export { displayPath, resolveCwd } from './host/host-paths';
export type { HostPaths } from './host/host-paths';
export { ToolTranscript } from './transcript/tool-transcript';
export type { ToolTranscriptProps, ToolTranscriptHandle } from './transcript/tool-transcript';
export type { TranscriptItem, TranscriptCall, TranscriptHostItem } from './transcript/transcript-item';
export type { RenderTranscriptItem } from './transcript/transcript-entry';
export { DEFAULT_LABELS } from './default-labels';
export type { ToolCardLabels, PartialToolCardLabels } from './labels';
export type { OpenLocationRequest, HeadingLevel } from './chrome/card-context';
export type { ToolCardClassNames, ToolCardSlot } from './tool-card-slots';
export { parseIntent, effectiveStatus, fallbackIntent, combineViews, safeHref, displayHostname } from './protocol/index';
export { preloadHighlighter } from './highlight/preload-highlighter';
export { languageFor } from './highlight/language-for-path';
export type {
  RenderIntent,
  CardName,
  ToolStatus,
  ToolKind,
  ContentBlock,
  GenericIntent,
  TerminalIntent,
  DiffIntent,
  ReadIntent,
  SearchIntent,
  WebIntent,
  ToolCallRecord,
  ToolErrorRecord,
  ParseIntentResult,
} from './protocol/index';
