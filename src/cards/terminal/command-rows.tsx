import { commandLines } from './command-lines';
import { useSlotProps } from '../../react-base/slot-props';

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
  const slotProps = useSlotProps();
  const lines = commandLines(command);
  return (
    <pre {...slotProps('command-line')} data-multiline={lines.length > 1 ? '' : undefined}>
      {lines.map((line, index) => (
        <span {...slotProps('command-row')} key={index}>
          {index === 0 && cwd !== undefined && (
            <bdi {...slotProps('prompt-cwd')} title={cwdTitle}>
              {cwd}
            </bdi>
          )}
          <span {...slotProps('prompt')} aria-hidden="true">
            {index === 0 && cwd !== undefined ? ' $ ' : '$ '}
          </span>
          <bdi>{line}</bdi>
          {index < lines.length - 1 ? '\n' : null}
        </span>
      ))}
    </pre>
  );
}
