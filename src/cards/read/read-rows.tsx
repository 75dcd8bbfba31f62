import { displayCut } from '../../format/display-cut';
import { useEffect, useRef, type CSSProperties } from 'react';
import { useCardContext } from '../../chrome/card-context';
import { useHighlightedLines } from '../../highlight/use-highlighted-lines';
import { VIRTUAL_VIEWPORT_STYLE, useRowVirtualizer } from '../../virtual/use-row-virtualizer';
import { showHiddenCharacters } from './hidden-characters';
import { ReadRow } from './read-row';
import type { ReadModel } from './read-model';
import { useSlotProps } from '../../chrome/slot-props';

/** Estimated row height in px: the CSS line height (1.25rem at a 16px root). Rows are measured anyway. */
const READ_ROW_HEIGHT = 20;
/** Rows drawn before there is any layout: on the server, in jsdom, and in the first client render. */
const READ_INITIAL_ROWS = 40;
const OVERSCAN = 10;

/** Props of {@link ReadRows}. */
export interface ReadRowsProps {
  /** The window's model, from `readModelOf`. */
  model: ReadModel;
  /** The file's path, for the region's accessible name. */
  path: string;
  /** Wrap long lines instead of scrolling sideways. */
  wrap: boolean;
  /** Rows to draw without layout; 40 unless set. */
  initialRows?: number;
  /** Move focus into the region once mounted (after "Show all lines"). */
  focusOnMount?: boolean;
}

/** The gutter's width in digits, as a custom property the stylesheet reads. */
export function gutterStyle(model: ReadModel): CSSProperties {
  return { '--tc-read-number-digits': model.numberDigits } as CSSProperties;
}

/**
 * The window as a virtualized list of rows in a focusable, labelled scroll region
 * (`data-slot="file"`), highlighted as rows come into view. Only the rows on screen (plus a few)
 * are in the DOM, so a 50,000-line window mounts as fast as a short one; without layout the
 * first `initialRows` rows are drawn, so server markup and hydration match.
 */
export function ReadRows({ model, path, wrap, initialRows, focusOnMount }: ReadRowsProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const scrollRef = useRef<HTMLDivElement>(null);
  const { lines } = model;

  const virtualizer = useRowVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    rowHeight: READ_ROW_HEIGHT,
    initialRows: initialRows ?? READ_INITIAL_ROWS,
    overscan: OVERSCAN,
    layoutKey: wrap,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const totalSize = virtualizer.getTotalSize();

  const { tokensFor } = useHighlightedLines({
    lines: model.texts,
    lang: model.language,
    visibleStart: first?.index ?? 0,
    visibleEnd: last ? last.index + 1 : 0,
  });

  useEffect(() => {
    // Only on mount: it answers the click that mounted this view.
    if (focusOnMount) scrollRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only, by design (above)
  }, []);

  return (
    <div
      ref={scrollRef}
      {...slotProps('file')}
      data-wrap={wrap ? '' : undefined}
      role="group"
      aria-label={labels.read.fileContents(displayCut(showHiddenCharacters(path)))}
      tabIndex={0}
      style={{ ...VIRTUAL_VIEWPORT_STYLE, ...gutterStyle(model) }}
    >
      <div {...slotProps('code-rows')} style={{ paddingTop: first?.start ?? 0, paddingBottom: last ? totalSize - last.end : 0 }}>
        {items.map((item) => {
          const line = lines[item.index];
          return line ? <ReadRow key={item.key} index={item.index} line={line} tokens={tokensFor(item.index)} measureRef={virtualizer.measureElement} /> : null;
        })}
      </div>
    </div>
  );
}
