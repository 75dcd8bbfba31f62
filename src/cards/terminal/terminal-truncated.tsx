import { useCardContext } from '../../chrome/card-context';
import { formatCount } from '../../format/format-count';
import type { TerminalTruncation } from '../../protocol/intent-types';

/** The note that the host cut the output: what it omitted, and where the whole output is kept. */
export function TerminalTruncated({ truncated }: { truncated: TerminalTruncation }) {
  const { labels } = useCardContext();
  if (truncated === false) return null;
  const details = truncated === true ? {} : truncated;
  const lines = details.omittedLines !== undefined ? formatCount(details.omittedLines) : undefined;
  const bytes = details.omittedBytes !== undefined ? formatCount(details.omittedBytes) : undefined;
  const path = details.fullOutputPath !== undefined && details.fullOutputPath !== '' ? details.fullOutputPath : undefined;
  return (
    <p data-slot="truncated" role="note">
      {labels.outputTruncated(lines, bytes)}
      {path !== undefined && (
        <>
          {' '}
          {labels.fullOutputAt} <code data-slot="full-output-path">{path}</code>
        </>
      )}
    </p>
  );
}
