import { memo, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { DiffRowSource } from '../../diff';
import { VirtualRowList, type VirtualItem, type VirtualRowListHandle } from '../../virtual';
import { DiffFileList } from './diff-file-list';
import { DiffFileRows, type DiffRowActions } from './diff-file-rows';
import { DiffPinnedFile, pinnedFileOf } from './diff-pinned-file';
import { lineNumberDigits } from './line-number-digits';
import type { DiffDisplayState } from './use-diff-display-state';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffRowList}. */
export interface DiffRowListProps {
  /** The card's view state (see `useDiffDisplayState`). */
  state: DiffDisplayState;
  /** Rows taken to fill the viewport without layout; 23 unless set (see `INITIAL_ROWS`). */
  initialRows?: number;
}

/** Consecutive drawn items of one file. */
interface FileItems {
  file: number;
  items: VirtualItem[];
}

/** The drawn items in runs of one file each, in order. */
function groupByFile(items: readonly VirtualItem[], rows: DiffRowSource): FileItems[] {
  const groups: FileItems[] = [];
  for (const item of items) {
    const file = rows.at(item.index)?.file;
    if (file === undefined) continue;
    const last = groups[groups.length - 1];
    if (last && last.file === file) last.items.push(item);
    else groups.push({ file, items: [item] });
  }
  return groups;
}

/**
 * The diff as one virtualized list of rows (file headers, hunk headers, gaps, lines) in a
 * focusable, labelled scroll region, `data-slot="changes"` with `data-layout` and `data-wrap`
 * (see `VirtualRowList`). Only the rows on screen are drawn, so a 150,000-line file costs a
 * screenful of elements. Without layout (server, jsdom, first client render) the first
 * `initialRows` rows are drawn, so hydration matches. The drawn rows are grouped by file (see
 * `DiffFileRows`) and stay siblings between two padding spacers. Memoized: the card around it
 * renders again when it learns its width, which changes no row.
 */
export const DiffRowList = memo(DiffRowListView);

function DiffRowListView({ state, initialRows }: DiffRowListProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const list = useRef<VirtualRowListHandle>(null);
  const { rows, files, wrap, layout } = state;
  // Heights change with the rows (a file opened, context revealed, the other layout) and with wrap.
  const layoutKey = useMemo(() => [rows, wrap], [rows, wrap]);

  // "Load diff" goes away once clicked: focus moves to its file's header rather than the page.
  const [focusFileHeader, setFocusFileHeader] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (focusFileHeader === undefined) return;
    list.current
      ?.element()
      ?.querySelector<HTMLElement>(`[data-slot="file-toggle"][data-file="${focusFileHeader}"]`)
      ?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-shot request, cleared once the committed DOM has its header to focus; the render it causes draws nothing new
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
  const style = { '--tc-diff-digits': lineNumberDigits(files) } as CSSProperties;
  // Files drawn after the list's first commit came into view by scrolling (see DiffFileRows).
  const listMounted = useRef(false);
  useEffect(() => {
    listMounted.current = true;
  }, []);

  // A file picked from the list: its header row scrolls to the top, then takes focus once drawn.
  const focusWhenDrawn = useRef<number | undefined>(undefined);
  const jumpToFile = (file: number) => {
    const index = rows.fileHeaderIndex(file);
    if (index < 0) return;
    focusWhenDrawn.current = file;
    list.current?.scrollToIndex(index, 'start');
  };
  const onRowsDrawn = (element: HTMLDivElement) => {
    const file = focusWhenDrawn.current;
    if (file === undefined) return;
    const toggle = element.querySelector<HTMLElement>(`[data-slot="file-toggle"][data-file="${file}"]`);
    if (!toggle) return;
    focusWhenDrawn.current = undefined;
    toggle.focus({ preventScroll: true });
  };

  return (
    <>
      {files.length > 1 && <DiffFileList files={files} onJump={jumpToFile} />}
      <VirtualRowList
        onRowsDrawn={onRowsDrawn}
        slotProps={slotProps}
        handleRef={list}
        count={rows.length}
        rowsSlot="rows"
        initialRows={initialRows}
        layoutKey={layoutKey}
        {...slotProps('changes')}
        data-layout={layout}
        data-wrap={wrap || layout === 'split' ? '' : undefined}
        role="group"
        aria-label={labels.diff.region}
        tabIndex={0}
        style={style}
        pinned={(firstVisible) => {
          const file = pinnedFileOf(rows, files, firstVisible);
          return file ? <DiffPinnedFile file={file} /> : undefined;
        }}
      >
        {(items, measureRow) =>
          groupByFile(items, rows).map((group) => {
            const file = files[group.file];
            return file ? (
              <DiffFileRows
                key={group.file}
                file={file}
                fileIndex={group.file}
                items={group.items}
                rows={rows}
                measureRef={measureRow}
                wholeLines={state.wholeLines}
                actions={actions}
                scrolledIn={listMounted.current}
              />
            ) : null;
          })
        }
      </VirtualRowList>
    </>
  );
}
