import type { TerminalFeed, TerminalSource } from './terminal-feed';

/** The output as captured, escapes and all; segments joined in order, as a terminal interleaved them. */
export function terminalRawOutput(source: TerminalSource): string {
  return source.kind === 'output' ? source.text : source.segments.map((segment) => segment.text).join('');
}

/**
 * The output as plain text, escapes stripped and `\r`, `\b`, cursor moves applied: "Copy
 * output". Read from the card's screen, which the body already parsed; whatever it has not
 * parsed yet (a big log still parsing in the background, a card never drawn open) is parsed
 * now, once, into that same screen.
 */
export function terminalOutputText(model: { source: TerminalSource; feed: TerminalFeed }): string {
  model.feed.sync(model.source, Number.POSITIVE_INFINITY);
  // A sync of the output it already has writes nothing: what the background has not parsed yet is parsed here.
  model.feed.pump(Number.POSITIVE_INFINITY);
  return model.feed.plainText();
}

/**
 * What the card's own Copy button copies: a transcript, the command after a `$` prompt and
 * then its plain output, as it would read pasted from a terminal.
 */
export function terminalCopyText(model: {
  command: string | undefined;
  source: TerminalSource;
  feed: TerminalFeed;
}): string {
  const output = terminalOutputText(model);
  if (model.command === undefined) return output;
  return output === '' ? `$ ${model.command}` : `$ ${model.command}\n${output}`;
}
