import { TerminalIntentSchema } from '../../protocol/intent-schema';
import type { TerminalIntent } from '../../protocol/intent-types';
import { terminalCommand } from '../../protocol/terminal-command';
import { defineCard } from '../card-definition';
import { TerminalCardBody } from './terminal-card';
import { terminalCopyText } from './terminal-copy-text';
import { TerminalHeader } from './terminal-header';
import { terminalModel } from './terminal-model';

/** The terminal card: a command and its output, with a head-and-tail preview while collapsed. */
export const terminalCard = defineCard<TerminalIntent, ReturnType<typeof terminalModel>>({
  schema: TerminalIntentSchema,
  icon: 'terminal',
  // With no title, the header shows the command: the title is the command.
  fallbackTitle: terminalCommand,
  model: terminalModel,
  previewsWhenClosed: (model) => model.rawOutput !== '',
  Body: TerminalCardBody,
  Header: TerminalHeader,
  copyText: terminalCopyText,
  copyLabel: (model, _intent, labels) => (model.command === undefined ? labels.terminal.copyOutput : labels.copyWhat.commandAndOutput),
});
