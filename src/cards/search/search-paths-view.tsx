import { useMemo, useState } from 'react';
import { useCardContext } from '../../chrome/card-context';
import type { SearchPathsIntent } from '../../protocol/intent-types';
import { buildPathTree, pathTreeRows, type PathRow } from './path-tree';
import { SearchPathRowView } from './search-path-row';
import { SearchRowList } from './search-row-list';

/** Props of {@link SearchPathsView}. */
export interface SearchPathsViewProps {
  intent: SearchPathsIntent;
  /** Rows drawn before there is layout when virtualized; 60 unless set. */
  initialRows?: number;
}

/** Glob results: the paths as the host sent them, or (a toggle) as a folder tree with counts. */
export function SearchPathsView({ intent, initialRows }: SearchPathsViewProps) {
  const { labels } = useCardContext();
  const [tree, setTree] = useState(false);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const folders = useMemo(() => (tree ? buildPathTree(intent.paths) : undefined), [tree, intent.paths]);
  const rows: PathRow[] = useMemo(
    () => (folders ? pathTreeRows(folders, closed) : intent.paths.map((path) => ({ kind: 'file' as const, path, name: path, depth: 0 }))),
    [folders, closed, intent.paths],
  );
  const toggle = (path: string) =>
    setClosed((previous) => {
      const next = new Set(previous);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  if (intent.paths.length === 0) return <p data-slot="empty">{labels.searchNoPaths}</p>;
  return (
    <>
      <div data-slot="search-toolbar">
        <button type="button" data-slot="search-view-toggle" aria-pressed={tree} onClick={() => setTree(!tree)}>
          {labels.searchTreeView}
        </button>
      </div>
      <SearchRowList
        count={rows.length}
        label={labels.searchResults}
        initialRows={initialRows}
        renderRow={(index, measureRef, tabStop) => {
          const row = rows[index];
          if (row === undefined) return null;
          return (
            <SearchPathRowView
              key={`${row.kind}:${row.path}:${index}`}
              row={row}
              onToggleFolder={toggle}
              index={index}
              measureRef={measureRef}
              tabStop={tabStop}
            />
          );
        }}
      />
    </>
  );
}
