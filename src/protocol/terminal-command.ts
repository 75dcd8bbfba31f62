// The one place that decides "the title is the command": a DSH pending terminal view carries its
// command as its title and no `command`, and a result may carry neither. The header's title, the
// terminal header's `$ command`, the Copy transcript and combineViews all ask here.

/** Any view, typed or not: a terminal intent, or a record read off the wire. */
type TerminalView = { readonly command?: unknown; readonly title?: unknown } | Readonly<Record<string, unknown>>;

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The command a terminal view ran: its `command`, else its title. Reads any value, valid or not. */
export function terminalCommand(view: TerminalView): string | undefined {
  const { command, title } = view as { readonly command?: unknown; readonly title?: unknown };
  return nonEmpty(command) ?? nonEmpty(title);
}

/** Whether the header's title already spells the command, so the card does not print it twice. */
export function titleIsCommand(view: TerminalView, title: string | undefined): boolean {
  const command = terminalCommand(view);
  return command !== undefined && command === title;
}
