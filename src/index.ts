/**
 * `toolcards`: render what an AI agent's tools did. One component, `<ToolCard intent>`, driven by
 * a JSON render intent. The protocol's types and helpers (`RenderIntent`, `parseIntent`,
 * `combineViews`…) have one home, `toolcards/protocol`, and are not exported again here. Each
 * name's place is reviewed in api/toolcards.api.md (`npm run api`).
 */
export { ToolCard } from './shell/tool-card';
export type { ToolCardProps } from './shell/tool-card';
export { createToolCard } from './shell/create-tool-card';
export type { CreateToolCardOptions } from './shell/create-tool-card';
export {
  builtInCards,
  genericCard,
  terminalCard,
  diffCard,
  readCard,
  searchCard,
  webCard,
} from './shell/built-in-cards';
export { defineCard, lazyCard } from './cards/card-definition';
export { preloadCards } from './shell/preload-cards';
export type {
  CardDefinition,
  LazyCardDefinition,
  CardBodyProps,
  CardHeaderProps,
  CardHeaderPart,
  CardRegistry,
  CardSet,
} from './cards/card-definition';
export type { LoadingRoom, LoadingRoomPart } from './cards/loading-room';
export { ToolCardHost } from './host/tool-card-host';
export type { ToolCardHostProps } from './host/tool-card-host';
export { displayPath, resolveCwd } from './host/host-paths';
export type { HostPaths } from './host/host-paths';
export { ToolTranscript } from './transcript/tool-transcript';
export type { ToolTranscriptProps, ToolTranscriptHandle } from './transcript/tool-transcript';
export type { TranscriptItem, TranscriptCall, TranscriptHostItem } from './transcript/transcript-item';
export type { RenderTranscriptItem } from './transcript/transcript-entry';
export { DEFAULT_LABELS } from './labels/default-labels';
export type { ToolCardLabels, PartialToolCardLabels } from './labels/tool-card-labels';
export type { OpenLocationRequest, HeadingLevel } from './react-base/card-context';
export type { ToolCardClassNames, ToolCardSlot } from './shell/tool-card-slots';
export { preloadHighlighter, languageFor } from './highlight';
