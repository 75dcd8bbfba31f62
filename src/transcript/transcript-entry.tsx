import { memo, type CSSProperties, type ReactNode } from 'react';
import { DrawBoundary } from '../chrome/draw-boundary';
import { formatCount } from '../format/format-count';
import type { ToolCardLabels } from '../labels/tool-card-labels';
import { ToolCard } from '../shell/tool-card';
import { isHostItem, type TranscriptItem } from './transcript-item';
import { callIntent } from './call-intent';

/** Draws a host item of a transcript (a chat message). */
export type RenderTranscriptItem<Host> = (host: Host, index: number) => ReactNode;

/** Props of {@link TranscriptEntry}. */
interface TranscriptEntryProps<Host> {
  item: TranscriptItem<Host>;
  index: number;
  setSize: number;
  /** The item holds the feed's one Tab stop. */
  tabStop: boolean;
  /** Its card is open (calls only). */
  open: boolean;
  onOpenChange: (index: number, open: boolean) => void;
  renderItem: RenderTranscriptItem<Host> | undefined;
  labels: ToolCardLabels;
  cardLabels: ToolCardProps['labels'];
  /** Handed to every call's card: its locations are buttons that open them. */
  onOpenLocation: ToolCardProps['onOpenLocation'];
  measure: (element: Element | null) => void;
  /** Drawn out of flow (the focused item, scrolled far away), at this top. */
  keptAt: number | undefined;
}

type ToolCardProps = Parameters<typeof ToolCard>[0];

function entryName<Host>(item: TranscriptItem<Host>, index: number, setSize: number, labels: ToolCardLabels): string {
  const position = formatCount(index + 1);
  const total = formatCount(setSize);
  if (!isHostItem(item)) return labels.transcript.callPosition(position, total);
  return typeof item.label === 'string' && item.label !== ''
    ? item.label
    : labels.transcript.itemPosition(position, total);
}

/**
 * Called inside the boundary as a plain function, so a host's `renderItem` or an intent getter that throws is caught on
 * the server too.
 */
function drawEntry<Host>(props: TranscriptEntryProps<Host>): ReactNode {
  const { item, index, renderItem } = props;
  if (isHostItem(item)) return renderItem?.(item.host, index) ?? null;
  return (
    <ToolCard
      intent={callIntent(item)}
      open={props.open}
      onOpenChange={(open) => props.onOpenChange(index, open)}
      labels={props.cardLabels}
      onOpenLocation={props.onOpenLocation}
    />
  );
}

/**
 * One item of the feed: an `article` that says its place (`aria-posinset`/`aria-setsize`), holding
 * the call's card or the host's own item. An item that throws while drawing gets the generic card
 * with the raw item in its place (the kit's `DrawBoundary`), never a broken feed.
 */
function TranscriptEntryView<Host>(props: TranscriptEntryProps<Host>): ReactNode {
  const { item, index, setSize, labels, keptAt, tabStop, measure } = props;
  const style: CSSProperties | undefined =
    keptAt === undefined
      ? undefined
      : { position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${keptAt}px)` };
  return (
    <div
      role="article"
      data-slot="feed-item"
      data-index={index}
      data-item={isHostItem(item) ? 'host' : 'call'}
      data-kept={keptAt === undefined ? undefined : ''}
      aria-posinset={index + 1}
      aria-setsize={setSize}
      aria-label={entryName(item, index, setSize, labels)}
      tabIndex={tabStop ? 0 : -1}
      ref={measure}
      style={style}
    >
      <DrawBoundary
        resetKey={item}
        drawKey="entry"
        fallback={() => (
          <ToolCard
            intent={{
              card: 'generic',
              title: labels.transcript.itemFailed,
              rawInput: isHostItem(item) ? item.host : item,
            }}
            labels={props.cardLabels}
          />
        )}
        draw={() => drawEntry(props)}
      />
    </div>
  );
}

/** Memoized: a streamed update of one item redraws that item alone. */
export const TranscriptEntry = /* @__PURE__ */ memo(TranscriptEntryView) as typeof TranscriptEntryView;
