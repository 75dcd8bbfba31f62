import type { TerminalIntent } from '../../protocol/intent-types';
import { terminalCommand } from '../../protocol/terminal-command';
import { TerminalFeed, terminalSource, type TerminalSource } from './terminal-feed';

/** What the terminal card's header and Copy read, from the intent alone: part of its whole model. */
export interface TerminalHeaderModel {
  /** The command it ran (`command`, else the title). */
  command: string | undefined;
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
 * The terminal header's model of an intent: what a card drawn before its code arrives copies and
 * shows, and what the whole model is built on (`feed`: the screen it carries over, else a new one).
 */
export function terminalHeaderModel(
  intent: TerminalIntent,
  feed: TerminalFeed = new TerminalFeed(),
): TerminalHeaderModel {
  return { command: terminalCommand(intent), source: terminalSource(intent), feed };
}
