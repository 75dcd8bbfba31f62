import type { CSSProperties } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { formatCount } from '../../format/format-count';
import type { PathRow } from './path-tree';
import { useSlotProps } from '../../react-base/slot-props';
import { listItemProps } from './list-item-place';

/** Props of {@link SearchPathRowItem}. */
export interface SearchPathRowItemProps {
  row: PathRow;
  /** Opens or closes a folder (by path). */
  onToggleFolder: (path: string) => void;
  /** The list's position of this row, for the virtualizer. */
  index: number;
  measureRef?: (element: Element | null) => void;
  /** This row holds the list's one Tab stop (its button, else the row itself). */
  tabStop: boolean;
}

/**
 * One row of glob results: a folder (a toggle with its name and the count of paths beneath) or
 * a path. With the host's `onOpenLocation`, a path is a button that opens it. Each row is a
 * `listitem` of the results list at its depth's level, placed among its folder's rows.
 */
export function SearchPathRowItem({ row, onToggleFolder, index, measureRef, tabStop }: SearchPathRowItemProps) {
  const slotProps = useSlotProps();
  const { labels, onOpenLocation } = useCardContext();
  const tabIndex = tabStop ? 0 : -1;
  const depth = { '--tc-depth': row.depth } as CSSProperties;
  const item = listItemProps({ level: row.depth + 1, position: row.position, setSize: row.setSize });
  if (row.kind === 'folder') {
    return (
      <div
        {...slotProps('folder')}
        {...item}
        data-state={row.open ? 'open' : 'closed'}
        data-index={index}
        ref={measureRef}
        style={depth}
      >
        <button
          type="button"
          {...slotProps('folder-toggle')}
          aria-expanded={row.open}
          tabIndex={tabIndex}
          onClick={() => onToggleFolder(row.path)}
        >
          <bdi {...slotProps('folder-name')}>{`${row.name}/`}</bdi>
          <span {...slotProps('folder-count')}>{labels.search.folderCount(formatCount(row.count))}</span>
        </button>
      </div>
    );
  }
  const { path } = row;
  return (
    <div
      {...slotProps('path')}
      {...item}
      data-index={index}
      ref={measureRef}
      style={depth}
      tabIndex={onOpenLocation ? undefined : tabIndex}
    >
      {onOpenLocation ? (
        <button
          type="button"
          {...slotProps('open-location')}
          tabIndex={tabIndex}
          aria-label={labels.openLocation(path, undefined)}
          title={path}
          onClick={() => onOpenLocation({ path })}
        >
          <bdi {...slotProps('path-name')}>{row.name}</bdi>
        </button>
      ) : (
        <bdi {...slotProps('path-name')} title={row.name === path ? undefined : path}>
          {row.name}
        </bdi>
      )}
    </div>
  );
}
