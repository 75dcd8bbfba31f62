import type { TerminalIntent } from '../../protocol/intent-types';
import { terminalCommand } from '../../protocol/terminal-command';
import { exitStatus, type ExitStatus } from '../../protocol/exit-status';
import { terminalRawOutput } from './terminal-copy-text';
import { TerminalFeed, terminalSource, type TerminalSource } from './terminal-feed';

/** What the terminal card's header, body and copy text share, built once per intent. */
export interface TerminalModel {
  /** The command it ran (`command`, else the title). */
  command: string | undefined;
  /** How it ended, for the exit pill. */
  exit: ExitStatus | undefined;
  /** The output as captured, escapes and all, segments joined in order. */
  rawOutput: string;
  /** What the output is drawn from: the intent's segments when it has any, else its output. */
  source: TerminalSource;
  /**
   * The card's one terminal screen. The body parses `source` into it as it draws and Copy reads
   * its lines, so the output is parsed once; the next model of the same card takes it over, so
   * streamed output is parsed only where it grew.
   */
  feed: TerminalFeed;
}

/**
 * The terminal card's model of an intent. Pure but for the screen it carries over from
 * `previous`, which holds only parsed lines of earlier output: what the card shows and copies
 * depends on the intent alone.
 */
export function terminalModel(intent: TerminalIntent, previous?: TerminalModel): TerminalModel {
  const source = terminalSource(intent);
  return {
    command: terminalCommand(intent),
    exit: exitStatus(intent),
    rawOutput: terminalRawOutput(source),
    source,
    feed: previous?.feed ?? new TerminalFeed(),
  };
}
