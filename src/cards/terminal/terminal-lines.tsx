import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../../react-base/use-isomorphic-layout-effect';
import { useCardContext } from '../../react-base/card-context';
import { INITIAL_ROWS, ROW_HEIGHT_PX, VirtualRowList, type VirtualRowListHandle } from '../../virtual';
import type { FindHit } from './find-in-lines';
import type { TerminalFeed } from './terminal-feed';
import { TerminalLine } from './terminal-line';
import { useOutputLocations } from './output-locations';
import { useLocationFocus } from './use-location-focus';
import { useSlotProps } from '../../react-base/slot-props';
import { showHitSideways } from './show-hit-sideways';

/** Closer than this to the bottom (px) counts as being at the end. */
const END_SLACK = ROW_HEIGHT_PX * 2;
/** Rows that fill the default 28rem box: before there is layout, more than this is taken to scroll. */
const ROWS_PER_BOX = 22;

/** A request to scroll a line into view; a new `key` repeats it for the same line. */
export interface RevealRequest {
  line: number;
  key: number;
}

/** Props of {@link TerminalLines}. */
export interface TerminalLinesProps {
  feed: TerminalFeed;
  /** The feed's version: a new one redraws. */
  version: number;
  /** Wrap long lines instead of scrolling sideways. */
  wrap: boolean;
  /** The command is running: stick to the end until the user scrolls up. */
  follow: boolean;
  /** Find hits by line, and the current one. */
  hitsByLine: ReadonlyMap<number, readonly FindHit[]>;
  currentHit: FindHit | undefined;
  /** Scrolls this line into view whenever it changes. */
  reveal: RevealRequest | undefined;
  /** Shown in the region when there are no lines. */
  emptyText: string;
  /** Rows taken to fill the viewport without layout; 23 unless set (see `INITIAL_ROWS`). */
  initialRows?: number;
  /** Move focus into the region once mounted (after "Show all lines"). */
  focusOnMount?: boolean;
  /** Ctrl/Cmd+F in the region: the browser's find cannot see rows that are not drawn. */
  onFindShortcut: () => void;
}

/** Where the view is: all of the output fits, the view is at its end, or away from it. */
type ScrollPlace = 'fits' | 'end' | 'away';

/** The view's place, or undefined without layout (server, jsdom, a hidden ancestor). */
function scrollPlace(element: HTMLElement): ScrollPlace | undefined {
  if (element.clientHeight === 0) return undefined;
  if (element.scrollHeight <= element.clientHeight + 1) return 'fits';
  return element.scrollHeight - element.scrollTop - element.clientHeight > END_SLACK ? 'away' : 'end';
}

/**
 * The output as a virtualized list of rows (see `VirtualRowList`) in a focusable, labelled
 * scroll region. It opens at its end, where a log's summary and its error are: the server and
 * the first client render draw the last rows, and the view stays at the end while output grows
 * (a running command, or the rest of a huge log parsed in the background) until the user
 * scrolls up. Below the output, in flow so it never covers a line, one button jumps to the
 * end, or, once there, back to the start.
 */
export function TerminalLines(props: TerminalLinesProps) {
  const slotProps = useSlotProps();
  const { feed, wrap } = props;
  const { labels } = useCardContext();
  const list = useRef<VirtualRowListHandle>(null);
  const count = feed.lineCount;
  const initialRows = props.initialRows ?? INITIAL_ROWS;

  const [pinned, setPinned] = useState(true);
  // Measured once there is layout; until then (and on the server) guessed from the rows alone.
  const [measuredPlace, setPlace] = useState<ScrollPlace | undefined>(undefined);
  const place = measuredPlace ?? (count <= ROWS_PER_BOX ? 'fits' : pinned ? 'end' : 'away');
  const lastTop = useRef(0);
  const followEnd = props.follow && pinned;

  const settle = (element: HTMLElement) => {
    if (pinned) {
      element.scrollTop = element.scrollHeight;
      lastTop.current = element.scrollTop;
    }
    const now = scrollPlace(element);
    if (now !== undefined) setPlace(now);
  };
  // New output (or the update that settles the command, which often brings the last of it);
  // rows measured taller later come through `onContentResize`.
  // At mount the list settles it once the browser has laid it out (its `onContentResize`): read
  // here, the scroll height would force a layout of the whole page inside the mount.
  const mounted = useRef(false);
  useIsomorphicLayoutEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && typeof ResizeObserver === 'function') return;
    const element = list.current?.element();
    if (element) settle(element);
  }, [props.version, pinned, props.follow]);

  const { reveal } = props;
  useEffect(() => {
    if (!reveal) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reveal (a find hit) unpins the log in the same step that scrolls the drawn list to it
    setPinned(false);
    list.current?.scrollToIndex(reveal.line, 'center');
    // Sideways too, once the hit's row is drawn (the scroll above draws it in the next commit).
    if (typeof requestAnimationFrame !== 'function') return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const element = list.current?.element();
        if (element) showHitSideways(element);
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [reveal]);

  useEffect(() => {
    // Only on mount: it answers the click that mounted this view.
    if (props.focusOnMount) list.current?.element()?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only, by design (above)
  }, []);

  const onScroll = () => {
    const element = list.current?.element();
    if (!element) return;
    const top = element.scrollTop;
    const now = scrollPlace(element);
    if (now !== undefined) setPlace(now);
    // Only a move up is the user's: growing output and following it only ever move down.
    if (now !== 'away') setPinned(true);
    else if (top < lastTop.current - 1) setPinned(false);
    lastTop.current = top;
  };

  // The file locations in the output are one Tab stop, the arrows moving among them.
  const locationFocus = useLocationFocus({
    locations: useOutputLocations()?.locations,
    lineCount: count,
    scrollTo: (line) => {
      setPinned(false);
      list.current?.scrollToIndex(line, 'auto');
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      props.onFindShortcut();
      return;
    }
    locationFocus.onKeyDown(event);
  };

  const jump = (toEnd: boolean) => {
    const element = list.current?.element();
    if (!element) return;
    setPinned(toEnd);
    element.scrollTop = toEnd ? element.scrollHeight : 0;
    // Rows near the end may be taller once measured (wrap): the virtualizer settles on the last one.
    if (count > 0) list.current?.scrollToIndex(toEnd ? count - 1 : 0, toEnd ? 'end' : 'start');
    // Keys that scroll (arrows, Page Down) act on the output next, not on the page.
    element.focus();
  };

  const current = props.currentHit;
  const atEnd = place === 'end';

  return (
    <div {...slotProps('output-frame')}>
      <VirtualRowList
        slotProps={slotProps}
        handleRef={list}
        count={count}
        rowsSlot="lines"
        initialRows={initialRows}
        layoutKey={wrap}
        startAtEnd
        empty={<p {...slotProps('waiting')}>{props.emptyText}</p>}
        onContentResize={settle}
        {...slotProps('output')}
        data-wrap={wrap ? '' : undefined}
        data-following={followEnd ? '' : undefined}
        // A labelled group, not a region: a chat shows many outputs, and landmarks must be unique.
        role="group"
        aria-label={labels.terminal.outputRegion}
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        onFocus={locationFocus.onFocus}
        onRowsDrawn={locationFocus.onRowsDrawn}
      >
        {(items, measureRow) => {
          const tabStop = locationFocus.tabStopIn(items.map((item) => item.index));
          return items.map((item) => (
            <TerminalLine
              key={item.key}
              index={item.index}
              line={feed.line(item.index)}
              stream={feed.lineStream(item.index)}
              hits={props.hitsByLine.get(item.index)}
              currentStart={current?.line === item.index ? current.start : -1}
              measureRef={measureRow}
              locationTabStop={tabStop?.line === item.index ? tabStop.ordinal : undefined}
            />
          ));
        }}
      </VirtualRowList>
      {place !== 'fits' && (
        <button type="button" {...slotProps(atEnd ? 'jump-to-start' : 'jump-to-end')} onClick={() => jump(!atEnd)}>
          <span aria-hidden="true">{atEnd ? '↑ ' : '↓ '}</span>
          {atEnd ? labels.terminal.jumpToStart : labels.terminal.jumpToEnd}
        </button>
      )}
    </div>
  );
}
