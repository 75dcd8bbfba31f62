// The one place that decides "the title is the command": a DSH pending terminal view carries its
// command as its title and no `command`, and a result may carry neither. The header's title, the
// terminal header's `$ command`, the Copy transcript and combineViews all ask here.

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The command a terminal view ran: its `command`, else its title. Reads any value, valid or not. */
export function terminalCommand(view: { readonly command?: unknown; readonly title?: unknown }): string | undefined {
  return nonEmpty(view.command) ?? nonEmpty(view.title);
}

/** Whether the header's title already spells the command, so the card does not print it twice. */
export function titleIsCommand(view: { readonly command?: unknown; readonly title?: unknown }, title: string | undefined): boolean {
  const command = terminalCommand(view);
  return command !== undefined && command === title;
}
