import { commandLines } from './command-lines';

/** Props of {@link CommandRows}. */
export interface CommandRowsProps {
  /** The command; absent or blank draws a bare prompt. */
  command: string | undefined;
  /** The directory shown before the first prompt (already resolved and shortened). */
  cwd: string | undefined;
  /** The full directory, for the tooltip. */
  cwdTitle?: string;
}

/**
 * The command as a terminal shows it, `data-slot="command-line"`: one `data-slot="command-row"`
 * per line, each after a `$` prompt; only the first carries the cwd. The prompt is not read
 * aloud or copied; the rows are separated by newlines, so copying gives the command back.
 */
export function CommandRows({ command, cwd, cwdTitle }: CommandRowsProps) {
  const lines = commandLines(command);
  return (
    <pre data-slot="command-line" data-multiline={lines.length > 1 ? '' : undefined}>
      {lines.map((line, index) => (
        <span data-slot="command-row" key={index}>
          {index === 0 && cwd !== undefined && (
            <bdi data-slot="prompt-cwd" title={cwdTitle}>
              {cwd}
            </bdi>
          )}
          <span data-slot="prompt" aria-hidden="true">
            {index === 0 && cwd !== undefined ? ' $ ' : '$ '}
          </span>
          <bdi>{line}</bdi>
          {index < lines.length - 1 ? '\n' : null}
        </span>
      ))}
    </pre>
  );
}
