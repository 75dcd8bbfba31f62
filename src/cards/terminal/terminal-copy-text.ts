import { stripAnsi } from '../../ansi';
import type { TerminalIntent } from '../../protocol/intent-types';
import { terminalSource } from './terminal-feed';

function nonEmpty(value: string | undefined): string | undefined {
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/** The command a terminal intent ran: `command`, else the title (a DSH pending view's title is the command). */
export function terminalCommand(intent: Pick<TerminalIntent, 'command' | 'title'>): string | undefined {
  return nonEmpty(intent.command) ?? nonEmpty(intent.title);
}

/** The output as captured, escapes and all; segments joined in order, as a terminal interleaved them. */
function terminalRawOutput(intent: Pick<TerminalIntent, 'output' | 'segments'>): string {
  const source = terminalSource(intent);
  return source.kind === 'output' ? source.text : source.segments.map((segment) => segment.text).join('');
}

/** Whether there is any output to draw (escape-only output still counts: it may draw nothing). */
export function hasTerminalOutput(intent: Pick<TerminalIntent, 'output' | 'segments'>): boolean {
  return terminalRawOutput(intent) !== '';
}

/** The output as plain text, escapes stripped and `\r`, `\b`, cursor moves applied: "Copy output". */
export function terminalOutputText(intent: Pick<TerminalIntent, 'output' | 'segments'>): string {
  return stripAnsi(terminalRawOutput(intent));
}

/**
 * What the card's own Copy button copies: a transcript, the command after a `$` prompt and
 * then its plain output, as it would read pasted from a terminal.
 */
export function terminalCopyText(intent: Pick<TerminalIntent, 'command' | 'title' | 'output' | 'segments'>): string {
  const command = terminalCommand(intent);
  const output = terminalOutputText(intent);
  if (command === undefined) return output;
  return output === '' ? `$ ${command}` : `$ ${command}\n${output}`;
}
