import { useMemo } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { useSlotProps } from '../../react-base/slot-props';
import { formatCount } from '../../format/format-count';
import type { TerminalIntent } from '../../protocol/intent-types';
import type { CardLoadingPreviewProps } from '../card-definition';
import { drawnLine } from './drawn-line';
import { PREVIEW_HEAD_LINES, PREVIEW_TAIL_LINES, previewLines, type PreviewLine } from './preview-lines';
import { terminalRawOutput } from './terminal-copy-text';
import type { TerminalHeaderModel } from './terminal-header-model';

/** A line's text as its row draws it, without its colours. */
function plainText({ line }: PreviewLine): string {
  return drawnLine(line)
    .line.spans.map((span) => span.text)
    .join('');
}

/**
 * The folded terminal card before its code arrives: the preview the loaded card draws (the same
 * head and tail lines, the same "Show all" between them, in the same slots), its lines as plain
 * text, so the card keeps its size when the code comes and colours it. An output whose preview
 * needs the whole output parsed (cursor moves up, an open string) waits for the code instead.
 */
export function TerminalLoadingPreview({
  model,
  onShowAll,
}: CardLoadingPreviewProps<TerminalIntent, TerminalHeaderModel>) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { source } = model;
  const lines = useMemo(
    () =>
      previewLines(
        terminalRawOutput(source),
        source.kind === 'segments' ? source.segments : undefined,
        PREVIEW_HEAD_LINES,
        PREVIEW_TAIL_LINES,
      ),
    [source],
  );
  if (lines === undefined || lines.lineCount === 0) return null;
  const folded = lines.tail.length > 0 || lines.lineCount > lines.head.length;
  const drawn = (line: PreviewLine) => (
    <div key={line.index} {...slotProps('line')} data-index={line.index} data-stream={line.stream}>
      {line.stream === 'stderr' && <span {...slotProps('stream-label')}>{`${labels.terminal.stderr} `}</span>}
      {plainText(line)}
    </div>
  );
  return (
    <div {...slotProps('preview')} data-folded={folded ? '' : undefined}>
      {lines.head.map(drawn)}
      {folded && (
        <button type="button" {...slotProps('show-all')} onClick={onShowAll}>
          {labels.showAllLines(formatCount(lines.lineCount))}
        </button>
      )}
      {lines.tail.map(drawn)}
    </div>
  );
}
