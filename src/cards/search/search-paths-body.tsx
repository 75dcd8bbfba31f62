import { useMemo, useState } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { SearchPathsIntent } from '../../protocol/intent-types';
import { buildPathTree, pathTreeRows, type PathRow } from './path-tree';
import { SearchPathRowItem } from './search-path-row';
import { SearchRowList } from './search-row-list';
import { useSlotProps } from '../../react-base/slot-props';
import { searchOpenParts } from './search-open-parts';

/** Props of {@link SearchPathsBody}. */
export interface SearchPathsBodyProps {
  intent: SearchPathsIntent;
  /** Rows drawn before there is layout when virtualized; 60 unless set. */
  initialRows?: number;
}

/** Glob results: the paths as the host sent them, or (a toggle) as a folder tree with counts. */
export function SearchPathsBody({ intent, initialRows }: SearchPathsBodyProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const [tree, setTree] = useState(false);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const folders = useMemo(() => (tree ? buildPathTree(intent.paths) : undefined), [tree, intent.paths]);
  const rows: PathRow[] = useMemo(
    () =>
      folders
        ? pathTreeRows(folders, closed)
        : intent.paths.map((path, index) => ({
            kind: 'file' as const,
            path,
            name: path,
            depth: 0,
            position: index + 1,
            setSize: intent.paths.length,
          })),
    [folders, closed, intent.paths],
  );
  const toggle = (path: string) =>
    setClosed((previous) => {
      const next = new Set(previous);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  const { empty } = searchOpenParts(intent, labels);
  if (intent.paths.length === 0) return empty === undefined ? null : <p {...slotProps('empty')}>{empty}</p>;
  return (
    <>
      <div {...slotProps('toolbar')}>
        <button type="button" {...slotProps('tree-toggle')} aria-pressed={tree} onClick={() => setTree(!tree)}>
          {labels.search.folderTree}
        </button>
      </div>
      <SearchRowList
        count={rows.length}
        label={labels.search.results}
        initialRows={initialRows}
        renderRow={(index, measureRef, tabStop) => {
          const row = rows[index];
          if (row === undefined) return null;
          return (
            <SearchPathRowItem
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
