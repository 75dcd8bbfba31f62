/**
 * The lines of a command, one prompt row each, as DSH draws a multi-line command. A missing or
 * blank command is one empty line: a bare prompt, never a made-up command. A `\r` before a line
 * break is dropped.
 */
export function commandLines(command: string | undefined): string[] {
  if (command === undefined || command.trim() === '') return [''];
  const lines = command.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  // A final newline ends the last line; it does not start an empty one.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
