import { TerminalIntentSchema } from '../../protocol/intent-schema';
import type { TerminalIntent } from '../../protocol/intent-types';
import { TERMINAL_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { TerminalCardBody } from './terminal-card';
import { terminalCopyText } from './terminal-copy-text';
import { TerminalHeader } from './terminal-header';
import { terminalModel } from './terminal-model';

/** The terminal card: a command and its output, with a head-and-tail preview while collapsed. */
export const terminalCardDefinition = defineCard<TerminalIntent, ReturnType<typeof terminalModel>>({
  schema: TerminalIntentSchema,
  ...TERMINAL_HEADER,
  model: terminalModel,
  previewsWhenClosed: (model) => model.rawOutput !== '',
  Body: TerminalCardBody,
  Header: TerminalHeader,
  copyText: terminalCopyText,
  copyLabel: (model, _intent, labels) => (model.command === undefined ? labels.terminal.copyOutput : labels.copyWhat.commandAndOutput),
});
