import type { VirtualItem } from '../../virtual';
import type { DiffFileModel, DiffLine, DiffRowSource, ExpandDirection } from '../../diff';
import { useHighlightedLines } from '../../highlight';
import { DiffFileHeader } from './diff-file-header';
import { DiffFileNotice } from './diff-file-notice';
import { DiffGapRow } from './diff-gap-row';
import { DiffHunkHeader } from './diff-hunk-header';
import { DiffUnreadLines } from './diff-unread-lines';
import { rowKey } from './diff-row-key';
import { DiffSplitRow } from './diff-split-row';
import { DiffUnifiedRow } from './diff-unified-row';
import { NO_DOCUMENTS, fileDocuments, visibleWindows } from './side-documents';
import { lineKey } from './use-diff-display-state';
import { useSettledWindows, type SideWindows } from './use-settled-windows';

const NO_WINDOWS: SideWindows = { old: { start: 0, end: 0 }, new: { start: 0, end: 0 } };

/** What the rows of a diff can ask for. */
export interface DiffRowActions {
  /** Shows or hides a file's lines. */
  onToggleFile: (file: number) => void;
  /** "Load diff" on a file over the budget. */
  onLoadFile: (file: number) => void;
  /** Reveals hidden context of a gap (see `expandContext`). */
  onExpandGap: (file: number, gap: number, direction: ExpandDirection) => void;
  /** Draws a long line whole, by its key. */
  onShowWholeLine: (key: string) => void;
}

/** Props of {@link DiffFileRows}. */
export interface DiffFileRowsProps {
  /** The file, as shown (with any revealed context). */
  file: DiffFileModel;
  /** The file's index in the diff. */
  fileIndex: number;
  /** The virtual items of this file that are drawn now, in order. */
  items: readonly VirtualItem[];
  /** All rows of the diff (the items index into them). */
  rows: DiffRowSource;
  /** The virtualizer's measuring ref. */
  measureRef: (element: Element | null) => void;
  /** Keys of long lines drawn whole. */
  wholeLines: ReadonlySet<string>;
  /** What the rows can ask for. */
  actions: DiffRowActions;
  /**
   * The list was drawn before this file came into view (the reader scrolled to it): its tokens
   * arrive in slices rather than inside the scroll's frame. The first screen (server markup,
   * hydration) still draws tokens of a preloaded grammar at once.
   */
  scrolledIn?: boolean;
}

/**
 * The drawn rows of one file. A component per file so that each file keeps its own two
 * highlighting documents (old and new, see `fileDocuments`) and highlights the lines on screen
 * first; the rows are still siblings in the one virtual list.
 */
export function DiffFileRows({
  file,
  fileIndex,
  items,
  rows,
  measureRef,
  wholeLines,
  actions,
  scrolledIn,
}: DiffFileRowsProps) {
  const drawnRows = items.map((item) => rows.at(item.index)).filter((row) => row !== undefined);
  // A collapsed file draws no code: its documents (every line of the file) are not built, nor
  // are a deferred file's hunks read for them.
  const drawsCode = drawnRows.some((row) => row.type === 'line' || row.type === 'pair');
  const windows = useSettledWindows(
    drawsCode ? visibleWindows(file, fileDocuments(file), drawnRows) : NO_WINDOWS,
    !scrolledIn,
  );
  const highlights = drawsCode || windows.old.end > windows.old.start || windows.new.end > windows.new.start;
  const documents = highlights ? fileDocuments(file) : NO_DOCUMENTS;
  // No language while no line of a side is drawn: a collapsed file must not load a grammar.
  const oldTokens = useHighlightedLines({
    lines: documents.old.lines,
    lang: windows.old.end > windows.old.start ? documents.old.lang : undefined,
    visibleStart: windows.old.start,
    visibleEnd: windows.old.end,
    tokenizeOnMount: !scrolledIn,
  });
  const newTokens = useHighlightedLines({
    lines: documents.new.lines,
    lang: windows.new.end > windows.new.start ? documents.new.lang : undefined,
    visibleStart: windows.new.start,
    visibleEnd: windows.new.end,
    tokenizeOnMount: !scrolledIn,
  });

  const tokensOf = (hunk: number, line: DiffLine | undefined, side: 'old' | 'new') => {
    if (!line) return undefined;
    if (side === 'old') {
      const at = documents.oldIndex(hunk, line);
      return at < 0 ? undefined : oldTokens.tokensFor(at);
    }
    const at = documents.newIndex(hunk, line);
    return at < 0 ? undefined : newTokens.tokensFor(at);
  };
  const wholeKeyOf = (line: DiffLine | undefined, side: 'old' | 'new') =>
    lineKey(fileIndex, side, side === 'old' ? line?.oldNumber : line?.newNumber);

  // A malformed patch can number two lines alike (overlapping hunks): keep keys unique anyway.
  const usedKeys = new Set<string>();
  return items.map((item) => {
    const row = rows.at(item.index);
    if (!row) return null;
    let key = rowKey(row, file);
    if (usedKeys.has(key)) key = `${key}#${item.index}`;
    usedKeys.add(key);
    switch (row.type) {
      case 'file-header':
        return (
          <DiffFileHeader
            key={key}
            index={item.index}
            measureRef={measureRef}
            file={file}
            fileIndex={fileIndex}
            collapsed={row.collapsed}
            onToggle={actions.onToggleFile}
          />
        );
      case 'load-diff':
      case 'file-note':
        return (
          <DiffFileNotice key={key} index={item.index} measureRef={measureRef} row={row} onLoad={actions.onLoadFile} />
        );
      case 'gap':
        return (
          <DiffGapRow
            key={key}
            index={item.index}
            measureRef={measureRef}
            file={file}
            fileIndex={fileIndex}
            gap={row.gap}
            onExpand={actions.onExpandGap}
          />
        );
      case 'hunk-header': {
        const hunk = file.hunks[row.hunk];
        return hunk ? <DiffHunkHeader key={key} index={item.index} measureRef={measureRef} hunk={hunk} /> : null;
      }
      case 'unread': {
        const unread = file.hunks[row.hunk]?.unread;
        return unread ? <DiffUnreadLines key={key} index={item.index} measureRef={measureRef} unread={unread} /> : null;
      }
      case 'line': {
        const lines = file.hunks[row.hunk]?.lines;
        const line = lines?.[row.line];
        if (!line) return null;
        const side = line.kind === 'delete' ? 'old' : 'new';
        const wholeKey = wholeKeyOf(line, side);
        return (
          <DiffUnifiedRow
            key={key}
            index={item.index}
            measureRef={measureRef}
            line={line}
            partner={line.kind === 'context' ? undefined : lines[row.partner]}
            tokens={tokensOf(row.hunk, line, side)}
            wholeKey={wholeKey}
            whole={wholeLines.has(wholeKey)}
            onShowWholeLine={actions.onShowWholeLine}
            unnumbered={file.hunks[row.hunk]?.unnumbered === true}
          />
        );
      }
      case 'pair': {
        const lines = file.hunks[row.hunk]?.lines;
        const oldLine = lines?.[row.oldIndex];
        const newLine = lines?.[row.newIndex];
        const oldWholeKey = wholeKeyOf(oldLine, 'old');
        const newWholeKey = wholeKeyOf(newLine, 'new');
        return (
          <DiffSplitRow
            key={key}
            index={item.index}
            measureRef={measureRef}
            oldLine={oldLine}
            oldTokens={tokensOf(row.hunk, oldLine, 'old')}
            oldWholeKey={oldWholeKey}
            oldWhole={wholeLines.has(oldWholeKey)}
            newLine={newLine}
            newTokens={tokensOf(row.hunk, newLine, 'new')}
            newWholeKey={newWholeKey}
            newWhole={wholeLines.has(newWholeKey)}
            onShowWholeLine={actions.onShowWholeLine}
            unnumbered={file.hunks[row.hunk]?.unnumbered === true}
          />
        );
      }
      default: {
        const unreachable: never = row;
        return unreachable;
      }
    }
  });
}
