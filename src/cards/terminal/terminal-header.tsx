import { useMemo } from 'react';
import { FirstLineText } from '../../chrome/first-line-text';
import { displayCut } from '../../format/display-cut';
import { firstLine } from '../../format/first-line';
import { displayDirectory, resolveCwd } from '../../host/host-paths';
import { useHostPaths } from '../../host/tool-card-host';
import type { TerminalIntent } from '../../protocol/intent-types';
import { titleIsCommand as isTitleTheCommand } from '../../protocol/terminal-command';
import type { TerminalHeaderModel } from './terminal-header-model';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link TerminalHeader}. */
export interface TerminalHeaderProps {
  intent: TerminalIntent;
  /** The card's model of the intent. */
  model: TerminalHeaderModel;
  /** The title the card's header shows, to avoid printing the command twice. */
  title: string | undefined;
}

/**
 * What a terminal adds to the header after the title: the command after a `$` prompt and the
 * cwd; a command of several lines as its first line and "+2 lines", the whole of it in the
 * `title` and the accessible text. How the command ended (exit code, signal) is the status pill's detail, not a pill of
 * its own. When the title IS the command (a DSH pending view, or a result with no
 * title), the title slot keeps showing it and the command is not repeated here; the wrapper
 * then carries `data-title-is-command`, which the stylesheet uses to draw the title as a command.
 */
export function TerminalHeader({ intent, model, title }: TerminalHeaderProps) {
  const slotProps = useSlotProps();
  const { command } = model;
  const titleIsCommand = isTitleTheCommand(intent, title);
  const host = useHostPaths();
  const cwd = resolveCwd(intent.cwd, host);
  // The header holds one line: a multi-line command shows its first and "+2 lines" (the body has them all).
  const commandLines = useMemo(() => (command === undefined ? undefined : firstLine(command)), [command]);
  if (!titleIsCommand && command === undefined && cwd === undefined) return null;
  return (
    <span {...slotProps('meta')} data-title-is-command={titleIsCommand ? '' : undefined}>
      {command !== undefined && !titleIsCommand && (
        <code {...slotProps('command')} title={displayCut(command)}>
          <span {...slotProps('prompt')} aria-hidden="true">
            {'$ '}
          </span>
          {/* <bdi>, as for the title: a command or path carrying U+202E must not reorder the header. */}
          <bdi>{commandLines === undefined ? displayCut(command) : <FirstLineText lines={commandLines} />}</bdi>
        </code>
      )}
      {cwd !== undefined && (
        <bdi {...slotProps('cwd')} title={displayCut(cwd)}>
          {displayCut(displayDirectory(cwd, host))}
        </bdi>
      )}
    </span>
  );
}
