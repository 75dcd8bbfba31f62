import type { TerminalIntent } from '../../protocol/intent-types';
import { exitStatus, type ExitStatus } from '../../protocol/exit-status';
import { terminalRawOutput } from './terminal-copy-text';
import { terminalHeaderModel, type TerminalHeaderModel } from './terminal-header-model';

/** What the terminal card's header, body and copy text share, built once per intent. */
export interface TerminalModel extends TerminalHeaderModel {
  /** How it ended, for the exit pill. */
  exit: ExitStatus | undefined;
  /** The output as captured, escapes and all, segments joined in order. */
  rawOutput: string;
}

/**
 * The terminal card's model of an intent. Pure but for the screen it carries over from
 * `previous`, which holds only parsed lines of earlier output: what the card shows and copies
 * depends on the intent alone.
 */
export function terminalModel(intent: TerminalIntent, previous?: TerminalModel): TerminalModel {
  const header = terminalHeaderModel(intent, previous?.feed);
  return { ...header, exit: exitStatus(intent), rawOutput: terminalRawOutput(header.source) };
}
