import { useCardContext } from '../../react-base/card-context';
import { formatCount } from '../../format/format-count';
import { matchLine, type MatchLineModel } from './match-line';
import { textColumns } from './text-columns';
import type { CSSProperties } from 'react';
import type { SearchMatchRow } from './search-rows';
import { useSlotProps } from '../../react-base/slot-props';
import { listItemProps } from './list-item-place';

/** Where the file name starts in a path (after the last `/` or `\\`). */
function nameStart(path: string): number {
  return Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1;
}

function fileName(path: string): string {
  return path.slice(nameStart(path));
}

/** The folder part of a path, without its trailing separator (`''` for a bare name). */
function folderOf(path: string): string {
  return path.slice(0, Math.max(0, nameStart(path) - 1));
}

// The indentation mark's width with its margin, and a cut's `…`, in columns.
const INDENT_COLUMNS = 2;
const CUT_COLUMNS = 1;

/** The lead's and the rest of the row's widths in columns: the variables the stylesheet sizes the lead by. */
function lineColumns(line: MatchLineModel): CSSProperties {
  const marks =
    (line.indent > 0 ? INDENT_COLUMNS : 0) + (line.cutStart ? CUT_COLUMNS : 0) + (line.cutEnd ? CUT_COLUMNS : 0);
  const rest = line.segments.reduce((sum, segment) => sum + textColumns(segment.text), marks);
  return { '--tc-lead-columns': textColumns(line.lead), '--tc-rest-columns': rest } as CSSProperties;
}

/** Props of {@link SearchMatchRowItem}. */
export interface SearchMatchRowItemProps {
  row: SearchMatchRow;
  /** The search's query, to mark hits with when a match has no `ranges`. */
  query: string | undefined;
  /** Opens or closes a file's group. */
  onToggleFile: (file: number) => void;
  /** The list's position of this row, for the virtualizer. */
  index: number;
  measureRef?: (element: Element | null) => void;
  /** This row holds the list's one Tab stop (its button, else the row itself). */
  tabStop: boolean;
}

/**
 * One row of grep results: a file's header (a toggle with the path and its match count) or a
 * match (its line number, then the line with hits marked). With the host's `onOpenLocation`,
 * the line number is a button that opens the file at that line and covers the row. Each row is a
 * `listitem` of the results list: a file's header at level 1, its matches at level 2.
 */
export function SearchMatchRowItem({ row, query, onToggleFile, index, measureRef, tabStop }: SearchMatchRowItemProps) {
  const slotProps = useSlotProps();
  const { labels, onOpenLocation } = useCardContext();
  const tabIndex = tabStop ? 0 : -1;
  if (row.kind === 'file') {
    return (
      <div
        {...slotProps('file-header')}
        {...listItemProps({ level: 1, position: row.file + 1, setSize: row.fileCount })}
        data-state={row.open ? 'open' : 'closed'}
        data-index={index}
        ref={measureRef}
      >
        <button
          type="button"
          {...slotProps('file-toggle')}
          aria-expanded={row.open}
          tabIndex={tabIndex}
          onClick={() => onToggleFile(row.file)}
        >
          {/* The file name first, then its folder: a narrow row cuts the folder, never the name. */}
          <bdi {...slotProps('file-path')} title={row.path}>
            <span {...slotProps('file-name')}>{fileName(row.path)}</span>
            {folderOf(row.path) !== '' && <span {...slotProps('directory')}>{` ${folderOf(row.path)}`}</span>}
          </bdi>
          <span {...slotProps('file-matches')}>{labels.search.fileMatches(formatCount(row.count))}</span>
        </button>
      </div>
    );
  }
  const { match, path } = row;
  const line = matchLine(match, query);
  const number = String(match.lineNumber);
  return (
    <div
      {...slotProps('match')}
      {...listItemProps({ level: 2, position: row.index + 1, setSize: row.matchCount })}
      data-index={index}
      ref={measureRef}
      tabIndex={onOpenLocation ? undefined : tabIndex}
    >
      {onOpenLocation ? (
        <button
          type="button"
          {...slotProps('open-location')}
          tabIndex={tabIndex}
          aria-label={labels.openLocation(path, number)}
          title={labels.openLocation(path, number)}
          onClick={() => onOpenLocation({ path, line: match.lineNumber })}
        >
          <span {...slotProps('line-number')}>{number}</span>
        </button>
      ) : (
        <span {...slotProps('line-number')}>{number}</span>
      )}
      {/*
       * <bdi>: a line carrying U+202E must not reorder the row around it. Every piece inside is an
       * inline box, so the row's text (what a selection copies, `innerText`) is the line's, with no
       * break between pieces. The columns let the stylesheet give the lead way first on a narrow row.
       */}
      <bdi {...slotProps('match-text')} style={lineColumns(line)}>
        {line.cutStart && (
          <span {...slotProps('cut')} aria-hidden="true">
            …
          </span>
        )}
        {line.indent > 0 && <span {...slotProps('indent')} data-columns={line.indent} aria-hidden="true" />}
        {line.lead !== '' && <span {...slotProps('before-hit')}>{line.lead}</span>}
        <span {...slotProps('from-hit')}>
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
        </span>
      </bdi>
    </div>
  );
}
