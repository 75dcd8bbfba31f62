import type { CSSProperties } from 'react';
import { useCardContext } from '../../chrome/card-context';
import { formatCount } from '../../format/format-count';
import type { PathRow } from './path-tree';

/** Props of {@link SearchPathRowView}. */
export interface SearchPathRowViewProps {
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
 * a path. With the host's `onOpenLocation`, a path is a button that opens it.
 */
export function SearchPathRowView({ row, onToggleFolder, index, measureRef, tabStop }: SearchPathRowViewProps) {
  const { labels, onOpenLocation } = useCardContext();
  const tabIndex = tabStop ? 0 : -1;
  const depth = { '--tc-depth': row.depth } as CSSProperties;
  if (row.kind === 'folder') {
    return (
      <div data-slot="search-folder" data-state={row.open ? 'open' : 'closed'} data-index={index} ref={measureRef} style={depth}>
        <button type="button" data-slot="search-folder-toggle" aria-expanded={row.open} tabIndex={tabIndex} onClick={() => onToggleFolder(row.path)}>
          <bdi data-slot="search-folder-name">{`${row.name}/`}</bdi>
          <span data-slot="search-folder-count">{labels.searchFolderCount(formatCount(row.count))}</span>
        </button>
      </div>
    );
  }
  const { path } = row;
  return (
    <div data-slot="search-path" data-index={index} ref={measureRef} style={depth} tabIndex={onOpenLocation ? undefined : tabIndex}>
      {onOpenLocation ? (
        <button
          type="button"
          data-slot="open-location"
          tabIndex={tabIndex}
          aria-label={labels.openLocation(path, undefined)}
          title={path}
          onClick={() => onOpenLocation({ path })}
        >
          <bdi data-slot="search-path-name">{row.name}</bdi>
        </button>
      ) : (
        <bdi data-slot="search-path-name" title={row.name === path ? undefined : path}>
          {row.name}
        </bdi>
      )}
    </div>
  );
}
