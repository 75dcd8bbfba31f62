import {
  forwardRef,
  useCallback,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ForwardedRef,
  type ReactNode,
  type Ref,
} from 'react';
import { resolveLabels } from '../labels/default-labels';
import { formatCount } from '../format/format-count';
import type { PartialToolCardLabels } from '../labels/tool-card-labels';
import type { OpenLocationRequest } from '../react-base/card-context';
import { DrawnNearViewportContext } from '../react-base/drawn-near-viewport';
import { useIsomorphicLayoutEffect } from '../react-base/use-isomorphic-layout-effect';
import { scrollItemIntoView, type ItemAlign } from './scroll-item-into-view';
import { readItemIds, type ItemIds } from './item-ids';
import { TranscriptEntry, type RenderTranscriptItem } from './transcript-entry';
import { initialItemCount } from './initial-item-count';
import { isHostItem, type TranscriptItem } from './transcript-item';
import { useFeedFocus } from './use-feed-focus';
import { useFollowEnd } from './use-follow-end';
import { useTranscriptVirtualizer } from './use-transcript-virtualizer';

/** A folded card's height in px, the estimate until an item is measured. */
const ITEM_HEIGHT_PX = 48;

/**
 * The bounds the scroll box draws with, even unstyled: without a bounded box every item is
 * "visible" and 10,000 cards are drawn. `overflow-anchor: none` leaves anchoring to the
 * virtualizer, which moves the scroll position by what an item above the viewport grew; the
 * browser's own anchoring would move it a second time.
 */
const VIEWPORT_STYLE: CSSProperties = { overflowY: 'auto', overflowAnchor: 'none', height: '100%', maxHeight: '100vh' };

/** What a host may ask of a {@link ToolTranscript} through its ref. */
export interface ToolTranscriptHandle {
  /** Scrolls the item with this id into view (`start` unless told); false when no item has it. */
  scrollToItem: (id: string, align?: ItemAlign) => boolean;
  /** Scrolls to the newest item and follows the end again. */
  jumpToLatest: () => void;
  /** The scroll element, once mounted. */
  element: () => HTMLDivElement | null;
}

/** Props of {@link ToolTranscript}. */
export interface ToolTranscriptProps<Host = unknown> {
  /**
   * The session in order: tool calls (intents or call records) and the host's own items, each with a stable, unique
   * `id`.
   */
  items: readonly TranscriptItem<Host>[];
  /** Draws a host item (`{ id, host }`): a chat message between the calls. */
  renderItem?: RenderTranscriptItem<Host>;
  /** Keep the newest item in view while the reader is at the bottom (default true). */
  follow?: boolean;
  /** Where the transcript opens: its newest items (`end`, the default while following) or its first. */
  startAt?: 'start' | 'end';
  /**
   * Items drawn without layout (server, jsdom, first client render): the first ones, or the last with `startAt="end"`.
   * Unless set, the items that fill about 1,000 px by their estimates (`estimateItemSize` each, an open card 480 px),
   * at most 20.
   */
  initialItems?: number;
  /** Estimated height of an item in px until it is measured (48: a folded card). */
  estimateItemSize?: number;
  /** Labels for the transcript's own words (`labels.transcript`) and for every card in it. */
  labels?: PartialToolCardLabels;
  /**
   * Handed to every call's card (`<ToolCard onOpenLocation>`): file locations in the output become buttons that call
   * it. Keep it of stable identity, or every drawn card redraws.
   */
  onOpenLocation?: (location: OpenLocationRequest) => void;
  /** Called when the reader opens or closes a call's card. */
  onOpenChange?: (id: string, open: boolean) => void;
  /** Added to the root element's classes. */
  className?: string;
  /** On the scroll box, after its bounds (a `height` here sizes the transcript). */
  style?: CSSProperties;
}

function ToolTranscriptView<Host>(
  props: ToolTranscriptProps<Host>,
  ref: ForwardedRef<ToolTranscriptHandle>,
): ReactNode {
  const { items, renderItem, follow = true } = props;
  const startAtEnd = (props.startAt ?? (follow ? 'end' : 'start')) === 'end';
  const estimateSize =
    typeof props.estimateItemSize === 'number' && props.estimateItemSize > 0 && Number.isFinite(props.estimateItemSize)
      ? props.estimateItemSize
      : ITEM_HEIGHT_PX;
  const labels = useMemo(() => resolveLabels(props.labels), [props.labels]);
  const count = items.length;

  // The ids, read on from the previous render's (a streamed update of the last item reads that
  // item alone): state derived from the previous render, as React's docs store it.
  const [readIds, setReadIds] = useState(() => ({ items, ids: readItemIds(items, undefined) }));
  let ids: ItemIds = readIds.ids;
  if (readIds.items !== items) {
    ids = readItemIds(items, readIds.ids);
    setReadIds({ items, ids });
  }
  // What callbacks run after a commit (a toggle, a scroll request) read: this render's ids and items.
  const latest = useRef({ ids, items });
  useIsomorphicLayoutEffect(() => {
    latest.current = { ids, items };
  });
  // Read by TanStack while it measures, in this very render: its identity follows the keys array,
  // which a streamed update or an appended item keeps (a new one makes TanStack recompute every
  // item's offset), and it reads the render's own keys.
  const { keys } = ids;
  const keyOf = useCallback((index: number) => keys[index] ?? `at:${index}`, [keys]);

  const [openByKey, setOpenByKey] = useState<ReadonlyMap<string, boolean>>(() => new Map());
  const onOpenChangeRef = useRef(props.onOpenChange);
  useIsomorphicLayoutEffect(() => {
    onOpenChangeRef.current = props.onOpenChange;
  });
  const setOpen = useCallback(
    (index: number, open: boolean) => {
      const item = latest.current.items[index];
      if (item === undefined || isHostItem(item)) return;
      setOpenByKey((previous) => new Map(previous).set(keyOf(index), open));
      onOpenChangeRef.current?.(item.id, open);
    },
    [keyOf],
  );
  const isOpen = (index: number): boolean => {
    const item = items[index];
    if (item === undefined || isHostItem(item)) return false;
    return openByKey.get(keyOf(index)) ?? item.defaultOpen === true;
  };

  // Numbers only: a host's JSON may hold anything here, and comparing an object can throw.
  const initialItems =
    typeof props.initialItems === 'number' && Number.isFinite(props.initialItems)
      ? Math.max(1, Math.floor(props.initialItems))
      : initialItemCount(count, isOpen, startAtEnd, estimateSize);

  const scrollRef = useRef<HTMLDivElement>(null);
  const feedRef = useRef<HTMLDivElement>(null);
  const [keep, setKeep] = useState<number | undefined>(undefined);
  const list = useTranscriptVirtualizer({
    count,
    scrollRef,
    estimateSize,
    initialItems,
    startAtEnd,
    keyOf,
    keep,
    onFirstLayout: () => {
      const element = scrollRef.current;
      if (startAtEnd && element) element.scrollTop = element.scrollHeight;
    },
  });
  const { virtualizer } = list;
  const followEnd = useFollowEnd({
    enabled: follow,
    count,
    totalSize: list.totalSize,
    scrollRef,
    positioned: list.positioned,
  });
  const focus = useFeedFocus({
    count,
    feedRef,
    scrollToIndex: (index) => {
      if (scrollRef.current) scrollItemIntoView(scrollRef.current, virtualizer, index, 'auto');
    },
    toggle: (index) => setOpen(index, !isOpen(index)),
  });
  if (focus.active !== keep) setKeep(focus.active);

  useImperativeHandle(
    ref,
    () => ({
      scrollToItem: (id, align = 'start') => {
        const index = latest.current.ids.indexOf.get(id);
        if (index === undefined || !scrollRef.current) return false;
        scrollItemIntoView(scrollRef.current, virtualizer, index, align);
        return true;
      },
      jumpToLatest: followEnd.jumpToLatest,
      element: () => scrollRef.current,
    }),
    [virtualizer, followEnd.jumpToLatest],
  );

  const first = list.items[0];
  const last = list.items[list.items.length - 1];
  const spacers: CSSProperties = {
    position: 'relative',
    paddingTop: first?.start ?? 0,
    paddingBottom: last ? Math.max(0, list.totalSize - last.end) : 0,
  };
  const tabStop = focus.active ?? first?.index;
  const entry = (index: number, keptAt: number | undefined) => {
    const item = items[index]!;
    return (
      <TranscriptEntry
        key={keyOf(index)}
        item={item}
        index={index}
        setSize={count}
        tabStop={tabStop === index}
        open={isOpen(index)}
        onOpenChange={setOpen}
        renderItem={renderItem}
        labels={labels}
        cardLabels={props.labels}
        onOpenLocation={props.onOpenLocation}
        measure={list.measureItem}
        keptAt={keptAt}
      />
    );
  };

  return (
    <div data-transcript="" className={props.className}>
      {(ids.duplicates > 0 || ids.missing > 0) && (
        <p data-slot="feed-note" role="note">
          {ids.duplicates > 0 && labels.transcript.duplicateIds(formatCount(ids.duplicates))}
          {ids.duplicates > 0 && ids.missing > 0 && ' '}
          {ids.missing > 0 && labels.transcript.missingIds(formatCount(ids.missing))}
        </p>
      )}
      <div
        ref={scrollRef}
        data-slot="viewport"
        data-following={followEnd.following ? '' : undefined}
        onScroll={followEnd.onScroll}
        style={{ ...VIEWPORT_STYLE, ...props.style }}
      >
        <div
          ref={feedRef}
          role="feed"
          data-slot="feed"
          aria-label={labels.transcript.feed}
          onKeyDown={focus.onKeyDown}
          onFocus={focus.onFocus}
          style={spacers}
        >
          {/* Every item drawn is near the viewport: its card draws its preview without reading its box. */}
          <DrawnNearViewportContext.Provider value>
            {/* One array, keyed by id: an item moving between the flow and the kept place keeps its element (and focus). */}
            {[
              ...list.items.map((slot) => entry(slot.index, undefined)),
              ...(list.kept === undefined ? [] : [entry(list.kept.index, list.kept.start)]),
            ]}
          </DrawnNearViewportContext.Provider>
        </div>
      </div>
      {!followEnd.following && follow && (
        <button type="button" data-slot="jump-to-latest" onClick={followEnd.jumpToLatest}>
          {labels.transcript.jumpToLatest}
          {followEnd.newItems > 0 && (
            <>
              {' '}
              <span data-slot="new-count">{labels.transcript.newItems(formatCount(followEnd.newItems))}</span>
            </>
          )}
        </button>
      )}
    </div>
  );
}

/**
 * A whole agent session, virtualized: tool calls (drawn as `<ToolCard>`s) and the host's own
 * items (`renderItem`), of measured, changing heights, with only those near the viewport in the
 * DOM. It is a WAI-ARIA feed (`role="feed"`, each item an `article` with `aria-posinset` and
 * `aria-setsize`) and one Tab stop: ↑/↓, j/k, Page Up/Down, Home and End move between items,
 * Enter and Space open or close the focused card, and the focused item stays drawn. While the
 * reader is at the bottom it follows the newest item; scrolled up, it holds still and offers
 * "Jump to latest" with the count of new items. An item above the viewport that changes height
 * leaves what the reader sees where it was. Without layout (server, jsdom, first client render)
 * it draws the first `initialItems` items, or the last when it starts at its end.
 */
export const ToolTranscript = /* @__PURE__ */ forwardRef(ToolTranscriptView) as <Host = unknown>(
  props: ToolTranscriptProps<Host> & { ref?: Ref<ToolTranscriptHandle> },
) => ReactNode;
