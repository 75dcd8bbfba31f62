import { stripAnsi } from '../../ansi';
import type { TerminalIntent } from '../../protocol/intent-types';
import { terminalSource } from './terminal-feed';

/** The output as captured, escapes and all; segments joined in order, as a terminal interleaved them. */
export function terminalRawOutput(intent: Pick<TerminalIntent, 'output' | 'segments'>): string {
  const source = terminalSource(intent);
  return source.kind === 'output' ? source.text : source.segments.map((segment) => segment.text).join('');
}

/** The output as plain text, escapes stripped and `\r`, `\b`, cursor moves applied: "Copy output". */
export function terminalOutputText(intent: Pick<TerminalIntent, 'output' | 'segments'>): string {
  return stripAnsi(terminalRawOutput(intent));
}

/**
 * What the card's own Copy button copies: a transcript, the command after a `$` prompt and
 * then its plain output, as it would read pasted from a terminal.
 */
export function terminalCopyText(model: { command: string | undefined; rawOutput: string }): string {
  const output = stripAnsi(model.rawOutput);
  if (model.command === undefined) return output;
  return output === '' ? `$ ${model.command}` : `$ ${model.command}\n${output}`;
}
