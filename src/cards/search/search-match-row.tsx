import { useCardContext } from '../../chrome/card-context';
import { formatCount } from '../../format/format-count';
import { matchLine } from './match-line';
import type { SearchMatchRow } from './search-rows';
import { useSlotProps } from '../../chrome/slot-props';

/** Props of {@link SearchMatchRowView}. */
export interface SearchMatchRowViewProps {
  row: SearchMatchRow;
  /** The search's query, to mark hits with when a match has no `ranges`. */
  query: string | undefined;
  /** Opens or closes a file's group. */
  onToggleFile: (file: number) => void;
  /** The list's position of this row, for the virtualizer. */
  index: number;
  measureRef?: (element: Element | null) => void;
}

/**
 * One row of grep results: a file's header (a toggle with the path and its match count) or a
 * match (its line number, then the line with hits marked). With the host's `onOpenLocation`,
 * the line number is a button that opens the file at that line and covers the row.
 */
export function SearchMatchRowView({ row, query, onToggleFile, index, measureRef }: SearchMatchRowViewProps) {
  const slotProps = useSlotProps();
  const { labels, onOpenLocation } = useCardContext();
  if (row.kind === 'file') {
    return (
      <div {...slotProps('file-header')} data-state={row.open ? 'open' : 'closed'} data-index={index} ref={measureRef}>
        <button type="button" {...slotProps('file-toggle')} aria-expanded={row.open} onClick={() => onToggleFile(row.file)}>
          <bdi {...slotProps('file-path')}>{row.path}</bdi>
          <span {...slotProps('file-matches')}>{labels.search.fileMatches(formatCount(row.count))}</span>
        </button>
      </div>
    );
  }
  const { match, path } = row;
  const line = matchLine(match, query);
  const number = String(match.lineNumber);
  return (
    <div {...slotProps('match')} data-index={index} ref={measureRef}>
      {onOpenLocation ? (
        <button
          type="button"
          {...slotProps('open-location')}
          aria-label={labels.openLocation(path, number)}
          title={labels.openLocation(path, number)}
          onClick={() => onOpenLocation({ path, line: match.lineNumber })}
        >
          <span {...slotProps('line-number')}>{number}</span>
        </button>
      ) : (
        <span {...slotProps('line-number')}>{number}</span>
      )}
      {/* <bdi>: a line carrying U+202E must not reorder the row around it. */}
      <bdi {...slotProps('match-text')}>
        {line.cutStart && (
          <span {...slotProps('cut')} aria-hidden="true">
            …
          </span>
        )}
        {line.segments.map((segment, segmentIndex) =>
          segment.hit ? (
            <mark key={segmentIndex} {...slotProps('hit')}>
              {segment.text}
            </mark>
          ) : (
            segment.text
          ),
        )}
        {line.cutEnd && (
          <span {...slotProps('cut')} aria-hidden="true">
            …
          </span>
        )}
      </bdi>
    </div>
  );
}
