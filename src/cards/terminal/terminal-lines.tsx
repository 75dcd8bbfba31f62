import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIsomorphicLayoutEffect } from '../../chrome/use-isomorphic-layout-effect';
import { useCardContext } from '../../chrome/card-context';
import { VIRTUAL_VIEWPORT_STYLE, useRowVirtualizer } from '../../virtual/use-row-virtualizer';
import type { FindHit } from './find-in-lines';
import type { TerminalFeed } from './terminal-feed';
import { TerminalLine } from './terminal-line';
import { useSlotProps } from '../../chrome/slot-props';

/** Estimated row height in px: the CSS line height (1.25rem at a 16px root). Rows are measured anyway. */
const ROW_HEIGHT = 20;
/** Rows drawn before there is any layout: on the server, in jsdom, and in the first client render. */
const INITIAL_ROWS = 40;
const OVERSCAN = 10;
/** Closer than this to the bottom (px) counts as being at the end. */
const END_SLACK = ROW_HEIGHT * 2;

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
  /** Rows to draw without layout; 40 unless set. */
  initialRows?: number;
  /** Move focus into the region once mounted (after "Show all lines"). */
  focusOnMount?: boolean;
  /** Ctrl/Cmd+F in the region: the browser's find cannot see rows that are not drawn. */
  onFindShortcut: () => void;
}

function distanceFromEnd(element: HTMLElement): number {
  return element.scrollHeight - element.scrollTop - element.clientHeight;
}

/**
 * The output as a virtualized list of rows (@tanstack/react-virtual) in a focusable, labelled
 * scroll region. Rows stay in normal flow between two padding spacers, so in no-wrap mode the
 * list is as wide as its longest drawn row and scrolls sideways. Without layout (server, jsdom,
 * first client render) the viewport counts as `initialRows` rows tall, so those rows are in the
 * markup and hydration matches. While `follow`, the view sticks to the end; scrolling up unpins
 * it and offers "Jump to end".
 */
export function TerminalLines(props: TerminalLinesProps) {
  const slotProps = useSlotProps();
  const { feed, wrap } = props;
  const { labels } = useCardContext();
  const scrollRef = useRef<HTMLDivElement>(null);
  const count = feed.lineCount;

  const virtualizer = useRowVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    rowHeight: ROW_HEIGHT,
    initialRows: props.initialRows ?? INITIAL_ROWS,
    overscan: OVERSCAN,
    layoutKey: wrap,
  });

  const [pinned, setPinned] = useState(true);
  const [awayFromEnd, setAwayFromEnd] = useState(false);
  const lastTop = useRef(0);
  const followEnd = props.follow && pinned;
  const totalSize = virtualizer.getTotalSize();

  // The update that settles a command often brings its last output too: a view that was
  // following scrolls to that end once more as it stops following.
  const wasFollowing = useRef(followEnd);
  useIsomorphicLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    if (followEnd || (wasFollowing.current && pinned)) {
      element.scrollTop = element.scrollHeight;
      lastTop.current = element.scrollTop;
    }
    wasFollowing.current = followEnd;
    setAwayFromEnd(distanceFromEnd(element) > END_SLACK);
  }, [props.version, followEnd, totalSize]);

  const { reveal } = props;
  useEffect(() => {
    if (!reveal) return;
    setPinned(false);
    virtualizer.scrollToIndex(reveal.line, { align: 'center' });
  }, [reveal, virtualizer]);

  useEffect(() => {
    // Only on mount: it answers the click that mounted this view.
    if (props.focusOnMount) scrollRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mount only, by design (above)
  }, []);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const top = element.scrollTop;
    const away = distanceFromEnd(element) > END_SLACK;
    setAwayFromEnd(away);
    // Only a move up is the user's: growing output and following it only ever move down.
    if (!away) setPinned(true);
    else if (top < lastTop.current - 1) setPinned(false);
    lastTop.current = top;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
      event.preventDefault();
      props.onFindShortcut();
    }
  };

  const jumpToEnd = () => {
    const element = scrollRef.current;
    if (!element) return;
    setPinned(true);
    element.scrollTop = element.scrollHeight;
    // Rows near the end may be taller once measured (wrap): the virtualizer settles on the last one.
    if (count > 0) virtualizer.scrollToIndex(count - 1, { align: 'end' });
    // The button goes away once at the end; focus stays in the output rather than on the page.
    element.focus();
  };

  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const current = props.currentHit;

  return (
    <div {...slotProps('output-frame')}>
      <div
        ref={scrollRef}
        {...slotProps('output')}
        data-wrap={wrap ? '' : undefined}
        data-following={followEnd ? '' : undefined}
        // A labelled group, not a region: a chat shows many outputs, and landmarks must be unique.
        role="group"
        aria-label={labels.terminal.outputRegion}
        tabIndex={0}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
        style={VIRTUAL_VIEWPORT_STYLE}
      >
        {count === 0 ? (
          <p {...slotProps('waiting')}>{props.emptyText}</p>
        ) : (
          <div {...slotProps('lines')} style={{ paddingTop: first?.start ?? 0, paddingBottom: last ? totalSize - last.end : 0 }}>
            {items.map((item) => (
              <TerminalLine
                key={item.key}
                index={item.index}
                line={feed.line(item.index)}
                stream={feed.lineStream(item.index)}
                hits={props.hitsByLine.get(item.index)}
                currentStart={current?.line === item.index ? current.start : -1}
                measureRef={virtualizer.measureElement}
              />
            ))}
          </div>
        )}
      </div>
      {awayFromEnd && (
        <button type="button" {...slotProps('jump-to-end')} onClick={jumpToEnd}>
          <span aria-hidden="true">↓ </span>
          {labels.terminal.jumpToEnd}
        </button>
      )}
    </div>
  );
}
