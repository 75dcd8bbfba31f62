import type { VirtualItem } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useCardContext } from '../../chrome/card-context';
import { VIRTUAL_VIEWPORT_STYLE, useRowVirtualizer } from '../../virtual/use-row-virtualizer';
import { DiffFileRows, type DiffRowActions } from './diff-file-rows';
import { LINE_HEIGHT } from './diff-row-key';
import { lineNumberDigits } from './line-number-digits';
import type { DiffViewState } from './use-diff-view-state';
import { useSlotProps } from '../../chrome/slot-props';

/** Rows drawn before there is any layout: on the server, in jsdom, and in the first client render. */
const INITIAL_ROWS = 40;
const OVERSCAN = 10;

/** Props of {@link DiffRowsView}. */
export interface DiffRowsViewProps {
  /** The card's view state (see `useDiffViewState`). */
  state: DiffViewState;
  /** Rows to draw without layout; 40 unless set. */
  initialRows?: number;
}

/** Consecutive drawn items of one file. */
interface FileItems {
  file: number;
  items: VirtualItem[];
}

/**
 * The diff as one virtualized list of rows (file headers, hunk headers, gaps, lines) in a
 * focusable, labelled scroll region, `data-slot="changes"` with `data-layout` and `data-wrap`.
 * Only the rows on screen are drawn, so a 150,000-line file costs a screenful of elements.
 * Without layout (server, jsdom, first client render) the first `initialRows` rows are drawn, so
 * hydration matches. The drawn rows are grouped by file (see `DiffFileRows`) and stay siblings
 * between two padding spacers.
 */
export function DiffRowsView({ state, initialRows }: DiffRowsViewProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { rows, files, wrap, layout } = state;
  // Heights change with the rows (a file opened, context revealed, the other layout) and with wrap.
  const layoutKey = useMemo(() => [rows, wrap], [rows, wrap]);
  const virtualizer = useRowVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    rowHeight: LINE_HEIGHT,
    initialRows: initialRows ?? INITIAL_ROWS,
    overscan: OVERSCAN,
    layoutKey,
  });

  // "Load diff" goes away once clicked: focus moves to its file's header rather than the page.
  const [focusFileHeader, setFocusFileHeader] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (focusFileHeader === undefined) return;
    scrollRef.current?.querySelector<HTMLElement>(`[data-slot="file-toggle"][data-file="${focusFileHeader}"]`)?.focus();
    setFocusFileHeader(undefined);
  }, [focusFileHeader]);

  const { toggleFile, expandGap, showWholeLine } = state;
  const onLoadFile = useCallback(
    (file: number) => {
      toggleFile(file);
      setFocusFileHeader(file);
    },
    [toggleFile],
  );
  const actions: DiffRowActions = useMemo(
    () => ({ onToggleFile: toggleFile, onLoadFile, onExpandGap: expandGap, onShowWholeLine: showWholeLine }),
    [toggleFile, onLoadFile, expandGap, showWholeLine],
  );

  const items = virtualizer.getVirtualItems();
  const groups: FileItems[] = [];
  for (const item of items) {
    const file = rows[item.index]?.file;
    if (file === undefined) continue;
    const last = groups[groups.length - 1];
    if (last && last.file === file) last.items.push(item);
    else groups.push({ file, items: [item] });
  }
  const first = items[0];
  const last = items[items.length - 1];
  const totalSize = virtualizer.getTotalSize();
  const style = { '--tc-diff-digits': lineNumberDigits(files) } as CSSProperties;

  return (
    <div
      ref={scrollRef}
      {...slotProps('changes')}
      data-layout={layout}
      data-wrap={wrap || layout === 'split' ? '' : undefined}
      role="group"
      aria-label={labels.diff.region}
      tabIndex={0}
      style={{ ...VIRTUAL_VIEWPORT_STYLE, ...style }}
    >
      <div {...slotProps('rows')} style={{ paddingTop: first?.start ?? 0, paddingBottom: last ? totalSize - last.end : 0 }}>
        {groups.map((group) => {
          const file = files[group.file];
          return file ? (
            <DiffFileRows
              key={group.file}
              file={file}
              fileIndex={group.file}
              items={group.items}
              rows={rows}
              measureRef={virtualizer.measureElement}
              wholeLines={state.wholeLines}
              actions={actions}
            />
          ) : null;
        })}
      </div>
    </div>
  );
}
