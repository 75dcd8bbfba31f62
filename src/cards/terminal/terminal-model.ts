import type { TerminalIntent } from '../../protocol/intent-types';
import { terminalCommand } from '../../protocol/terminal-command';
import { exitStatus, type ExitStatus } from '../../protocol/exit-status';
import { terminalRawOutput } from './terminal-copy-text';

/** What the terminal card's header, body and copy text share, built once per intent. */
export interface TerminalModel {
  /** The command it ran (`command`, else the title). */
  command: string | undefined;
  /** How it ended, for the exit pill. */
  exit: ExitStatus | undefined;
  /** The output as captured, escapes and all, segments joined in order. */
  rawOutput: string;
}

/** The terminal card's model of an intent: pure. */
export function terminalModel(intent: TerminalIntent): TerminalModel {
  return { command: terminalCommand(intent), exit: exitStatus(intent), rawOutput: terminalRawOutput(intent) };
}
