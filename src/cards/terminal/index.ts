import type { TerminalIntent } from '../../protocol/intent-types';
import { TERMINAL_HEADER } from '../built-in-card-headers';
import { defineCard } from '../card-definition';
import { TerminalCardBody } from './terminal-card';
import { terminalHeaderPart } from './terminal-header-part';
import { terminalModel } from './terminal-model';

/** The terminal card: a command and its output, with a head-and-tail preview while collapsed. */
export const terminalCardDefinition = defineCard<TerminalIntent, ReturnType<typeof terminalModel>>({
  ...TERMINAL_HEADER,
  ...terminalHeaderPart,
  model: terminalModel,
  // The header part's rule, read from the raw output the model already joined.
  previewsWhenClosed: (model) => model.rawOutput !== '',
  Body: TerminalCardBody,
});
