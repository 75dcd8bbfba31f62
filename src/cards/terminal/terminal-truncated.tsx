import { useCardContext } from '../../react-base/card-context';
import { formatCount } from '../../format/format-count';
import type { TerminalTruncation } from '../../protocol/intent-types';
import { useSlotProps } from '../../react-base/slot-props';

/** The note that the host cut the output: what it omitted, and where the whole output is kept. */
export function TerminalTruncated({ truncated }: { truncated: TerminalTruncation }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  if (truncated === false) return null;
  const details = truncated === true ? {} : truncated;
  const lines = details.omittedLines !== undefined ? formatCount(details.omittedLines) : undefined;
  const bytes = details.omittedBytes !== undefined ? formatCount(details.omittedBytes) : undefined;
  const path =
    details.fullOutputPath !== undefined && details.fullOutputPath !== '' ? details.fullOutputPath : undefined;
  return (
    <p {...slotProps('truncated')} role="note">
      {labels.terminal.outputTruncated(lines, bytes)}
      {path !== undefined && (
        <>
          {' '}
          {labels.terminal.fullOutputAt} <code {...slotProps('full-output-path')}>{path}</code>
        </>
      )}
    </p>
  );
}
