import { useMemo, useState } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { SearchMatchesIntent } from '../../protocol/intent-types';
import { SearchMatchRowItem } from './search-match-row';
import { SearchRowList } from './search-row-list';
import { searchMatchRows } from './search-rows';
import { useSlotProps } from '../../react-base/slot-props';
import { searchOpenParts } from './search-open-parts';

/** Props of {@link SearchMatchesBody}. */
export interface SearchMatchesBodyProps {
  intent: SearchMatchesIntent;
  /** Rows drawn before there is layout when virtualized; 60 unless set. */
  initialRows?: number;
}

/**
 * Grep results: each file a collapsible group of its matches, all in one (virtualized past a few hundred rows) list.
 */
export function SearchMatchesBody({ intent, initialRows }: SearchMatchesBodyProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const [closed, setClosed] = useState<ReadonlySet<number>>(() => new Set());
  const rows = useMemo(() => searchMatchRows(intent.files, closed), [intent.files, closed]);
  const toggle = (file: number) =>
    setClosed((previous) => {
      const next = new Set(previous);
      if (!next.delete(file)) next.add(file);
      return next;
    });
  const { empty } = searchOpenParts(intent, labels);
  if (intent.files.length === 0) return empty === undefined ? null : <p {...slotProps('empty')}>{empty}</p>;
  return (
    <SearchRowList
      count={rows.count}
      label={labels.search.results}
      initialRows={initialRows}
      pinned={(firstVisible) => {
        const row = rows.rowAt(firstVisible);
        // While a file's own header row is at the top, nothing needs pinning.
        if (row === undefined || row.kind === 'file') return undefined;
        return (
          <div {...slotProps('pinned-file')}>
            <bdi {...slotProps('pinned-file-path')}>{row.path}</bdi>
          </div>
        );
      }}
      renderRow={(index, measureRef, tabStop) => {
        const row = rows.rowAt(index);
        if (row === undefined) return null;
        const key = row.kind === 'file' ? `f${row.file}` : `m${row.file}:${row.index}`;
        return (
          <SearchMatchRowItem
            key={key}
            row={row}
            query={intent.query}
            onToggleFile={toggle}
            index={index}
            measureRef={measureRef}
            tabStop={tabStop}
          />
        );
      }}
    />
  );
}
