import { TerminalIntentSchema } from '../../protocol/intent-schema';
import type { TerminalIntent } from '../../protocol/intent-types';
import { cardHeaderPart } from '../card-definition';
import { terminalCopyText, terminalRawOutput } from './terminal-copy-text';
import { TerminalHeader } from './terminal-header';
import { terminalHeaderModel, type TerminalHeaderModel } from './terminal-header-model';
import { TerminalLoadingPreview } from './terminal-loading-preview';
import { terminalLoadingRoom } from './terminal-loading-room';

/**
 * The terminal card's header part (its `$ command` and cwd) and its Copy (the transcript), at
 * startup: the lazy card carries it, the whole card spreads it. The transcript needs the ANSI
 * screen, which comes along; the rows that draw it stay in the card's chunk. Folded, before the
 * code comes, the card shows its preview's lines as plain text, in the preview's box; open, it
 * keeps the room of its open body's parts.
 */
export const terminalHeaderPart = cardHeaderPart<TerminalIntent, TerminalHeaderModel>({
  schema: TerminalIntentSchema,
  headerModel: (intent) => terminalHeaderModel(intent),
  Header: TerminalHeader,
  copyText: terminalCopyText,
  copyLabel: (model, _intent, labels) =>
    model.command === undefined ? labels.terminal.copyOutput : labels.copyWhat.commandAndOutput,
  previewsWhenClosed: (model) => terminalRawOutput(model.source) !== '',
  LoadingPreview: TerminalLoadingPreview,
  loadingRoom: terminalLoadingRoom,
});
