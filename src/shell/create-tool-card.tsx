import { useEffect, useMemo, type CSSProperties, type ReactNode } from 'react';
import { headerPartOf } from './card-header-parts';
import type { CardPlan } from './card-plan';
import type { CardSet } from '../cards/card-definition';
import type { LoadingRoom } from '../cards/loading-room';
import { loadCard } from './card-loads';
import {
  CardContext,
  type CardContextValue,
  type HeadingLevel,
  type OpenLocationRequest,
} from '../react-base/card-context';
import type { ToolCardClassNames } from './tool-card-slots';
import { CardFrame } from '../chrome/card-frame';
import { CardLoadingBody } from './card-loading-body';
import { WaitForCardCode } from './wait-for-card-code';
import { CardContainment } from './card-containment';
import { lazyEntryOf, useCardLoad } from './use-card-load';
import { useRetainedPlan } from './use-retained-plan';
import { fallbackNote, RawDataBody } from '../chrome/raw-data-body';
import { useControllableOpen } from '../react-base/use-controllable-open';
import { DrawBoundary } from '../chrome/draw-boundary';
import { stringifyJson } from '../json-tree';
import { resolveLabels } from '../labels/default-labels';
import type { PartialToolCardLabels, ToolCardLabels } from '../labels/tool-card-labels';
import type { RenderIntent } from '../protocol/intent-types';
import { thrownMessage } from '../protocol/thrown-message';
import { checkedCardSet, checkedClassNames, checkedProps, checkedStyle } from './tool-card-props';

/** Props of {@link ToolCard}. */
export interface ToolCardProps {
  /**
   * The render intent (docs/protocol.md). Any value is accepted: what is not a valid intent is shown raw, with a note.
   */
  // `RenderIntent | unknown` would collapse to `unknown`; `{}` keeps the union, so editors offer the intent's fields.
  intent: RenderIntent | (unknown & {}) | null | undefined;
  /** Whether the body is shown (controlled). */
  open?: boolean;
  /** Whether the body is shown at first (uncontrolled); `true` unless set. */
  defaultOpen?: boolean;
  /** Hears every open or close request. */
  onOpenChange?: (open: boolean) => void;
  /** Added to the root element's classes. */
  className?: string;
  /** Classes per part, by `data-slot` name. */
  classNames?: ToolCardClassNames;
  /** Applied to the root element last. */
  style?: CSSProperties;
  /** Drop the kit's styles from this card (`data-unstyled`), for hosts that style every slot themselves. */
  unstyled?: boolean;
  /** Force the light or dark palette (`data-theme`); by default it follows `prefers-color-scheme`. */
  theme?: 'light' | 'dark';
  /** Any user-visible string, to translate or reword; English by default. */
  labels?: PartialToolCardLabels;
  /** Opens a file in the host (an editor, a viewer); absent, search results are plain text and nothing navigates. */
  onOpenLocation?: (location: OpenLocationRequest) => void;
  /** Approves a call waiting for approval (`approval.state: "requested"`): shows an Approve button. */
  onApprove?: () => void;
  /** Denies a call waiting for approval: shows a Deny button. */
  onDeny?: () => void;
  /**
   * Makes the card's title a heading of this level (`<h3>` for 3), for hosts whose page outline
   * has a place for each call; Markdown headings inside the card start one level below. Absent,
   * the card is still an `article` named by its title.
   */
  headingLevel?: HeadingLevel;
}

/** What {@link createToolCard} builds a `<ToolCard>` from. */
export interface CreateToolCardOptions {
  /** The cards it draws, by card name; an intent for any other card shows its raw data with a note. */
  cards: CardSet;
}

/**
 * Draws the body of a planned view. The card's `Body` is called as a function, not rendered as an
 * element, so that {@link DrawBoundary} can contain a throw on the server (see there); its hooks
 * then belong to the boundary's inner component, which {@link bodyDrawKey} remounts whenever
 * this calls another view.
 */
function drawBody(
  plan: Extract<CardPlan, { type: 'card' }>,
  open: boolean,
  onOpenChange: (open: boolean) => void,
): ReactNode {
  const { definition } = plan;
  if (!open && definition.previewsWhenClosed === undefined) return null;
  return definition.Body({ intent: plan.intent, model: plan.model, open, onShowAll: () => onOpenChange(true) });
}

/** Which view {@link drawBody} calls: a card that previews stays mounted while closed, the others do not. */
function bodyDrawKey(plan: Extract<CardPlan, { type: 'card' }>, open: boolean): string {
  return plan.definition.previewsWhenClosed !== undefined ? plan.card : `${plan.card}:${open ? 'open' : 'closed'}`;
}

function headerExtra(plan: CardPlan): ReactNode {
  const drawn = headerPartOf(plan);
  if (drawn?.part.Header === undefined) return null;
  const { Header } = drawn.part;
  return <Header intent={drawn.intent} model={drawn.model} title={plan.header.title} />;
}

function rawCopyText(raw: unknown): string {
  return typeof raw === 'string' ? raw : stringifyJson(raw);
}

/** The copy button's text; a card whose copy text fails to build copies its raw data instead. */
function copyTextOf(plan: CardPlan): string {
  const drawn = headerPartOf(plan);
  const raw = drawn?.intent ?? (plan.type === 'card' ? plan.intent : plan.raw);
  try {
    return drawn !== undefined ? drawn.part.copyText(drawn.model, drawn.intent) : rawCopyText(raw);
  } catch {
    try {
      return rawCopyText(raw);
    } catch {
      return '';
    }
  }
}

/** What the header Copy is called: what it copies, by the card's rule. */
function copyLabelOf(plan: CardPlan, labels: ToolCardLabels): string {
  const drawn = headerPartOf(plan);
  if (drawn === undefined) return labels.copyWhat.rawData;
  try {
    return drawn.part.copyLabel?.(drawn.model, drawn.intent, labels) ?? labels.copy;
  } catch {
    return labels.copy;
  }
}

/** Whether a folded card whose code is still loading draws its header part's preview (as the loaded card will). */
function previewsWhileLoading(plan: CardPlan): boolean {
  const part = plan.type === 'loading' ? plan.headerPart : undefined;
  if (part?.part.LoadingPreview === undefined) return false;
  try {
    return part.part.previewsWhenClosed?.(part.model, part.intent) === true;
  } catch {
    return false;
  }
}

/**
 * The room an open card whose code is still loading will take, by its header part; `undefined` when it cannot say.
 */
function loadingRoomOf(plan: Extract<CardPlan, { type: 'loading' }>, labels: ToolCardLabels): LoadingRoom | undefined {
  const part = plan.headerPart;
  if (part?.part.loadingRoom === undefined) return undefined;
  try {
    return part.part.loadingRoom(part.model, part.intent, labels);
  } catch {
    return undefined;
  }
}

/**
 * What a card whose code is still loading shows in its body: open, a loading line keeping the open body's room;
 * folded, its header part's preview.
 */
function loadingBody(
  plan: Extract<CardPlan, { type: 'loading' }>,
  open: boolean,
  onOpenChange: (open: boolean) => void,
  labels: ToolCardLabels,
): ReactNode {
  const LoadingPreview = plan.headerPart?.part.LoadingPreview;
  if (open) return <CardLoadingBody room={loadingRoomOf(plan, labels)} />;
  if (plan.headerPart === undefined || LoadingPreview === undefined) return <CardLoadingBody />;
  const { intent, model } = plan.headerPart;
  // A preview that throws leaves the folded card its header; the loaded card shows what it can.
  return (
    <DrawBoundary
      resetKey={plan}
      fallback={() => null}
      drawKey="loading-preview"
      draw={() => <LoadingPreview intent={intent} model={model} onShowAll={() => onOpenChange(true)} />}
    />
  );
}

/** The raw card that replaces a view whose frame failed to draw in the browser. */
function failedPlan(plan: CardPlan, error: unknown): CardPlan {
  if (plan.type === 'raw') return plan;
  return {
    type: 'raw',
    raw: plan.type === 'card' ? plan.intent : plan.raw,
    reason: { type: 'draw-failed', card: plan.card, message: thrownMessage(error) },
    header: plan.header,
    icon: plan.icon,
  };
}

/**
 * Builds a `<ToolCard>` that draws the given cards. `ToolCard` itself is
 * `createToolCard({ cards: builtInCards })`; a host that draws only some cards (or adds its own)
 * passes its own set, and its bundle holds only those cards. The set is read once, here; options
 * that are not `{ cards }` give a `<ToolCard>` that draws every intent as raw data, never a throw.
 */
export function createToolCard(options: CreateToolCardOptions): (props: ToolCardProps) => ReactNode {
  // Read once, here: options that are not an object, or a set that cannot be read, draw every intent raw.
  const cards = checkedCardSet(options);
  /**
   * Renders one tool call from its render intent. Pure: the same intent gives the same markup on
   * the server and in the browser. Never throws: an unknown or malformed intent, or a view that
   * fails, shows the raw data in a generic card with a visible note, and a prop of the wrong type
   * is ignored.
   */
  return function ToolCard(givenProps: ToolCardProps) {
    return (
      <CardContainment>
        <PlannedToolCard {...checkedProps(givenProps)} cards={cards} />
      </CardContainment>
    );
  };
}

/**
 * A `<ToolCard>` inside its containment: plans the card and draws it. Everything that depends on
 * the card's code is planned here, inside the boundary, so a hydration retried from the boundary
 * once the code came plans again with it.
 */
function PlannedToolCard(props: ToolCardProps & { cards: CardSet }) {
  const { intent, cards } = props;
  const labels: ToolCardLabels = useMemo(() => resolveLabels(props.labels), [props.labels]);
  const context: CardContextValue = useMemo(
    () => ({
      labels,
      classNames: checkedClassNames(props.classNames),
      onOpenLocation: props.onOpenLocation,
      headingLevel: props.headingLevel,
    }),
    [labels, props.classNames, props.onOpenLocation, props.headingLevel],
  );
  const style = useMemo(() => checkedStyle(props.style), [props.style]);
  // The lazy card the intent asks for, and where its load stands: the plan is made again when it settles.
  const lazyEntry = useMemo(() => lazyEntryOf(cards, intent), [cards, intent]);
  const load = useCardLoad(lazyEntry);
  const plan = useRetainedPlan({ intent, cards, load });
  const [open, setOpen] = useControllableOpen(props.open, props.defaultOpen ?? true, props.onOpenChange);
  // A browser render sends for the code at once, open or folded: the card is drawn in full as soon as it can be.
  const loadingEntry = plan.type === 'loading' ? plan.entry : undefined;
  useEffect(() => {
    if (loadingEntry !== undefined) void loadCard(loadingEntry);
  }, [loadingEntry]);
  // A server renderer must send the real card, so it waits for the code here. It retries only
  // the component that suspended, so that is this one, which then plans again with the code
  // there. (Hydration waits in WaitForCardCode below: a browser retries from the boundary.)
  if (plan.type === 'loading' && typeof window === 'undefined') throw loadCard(plan.entry);
  const drawFrame = (plan: CardPlan) => {
    const card = plan.type === 'raw' ? 'generic' : plan.card;
    const drawFailedBody = () => (
      <RawDataBody raw={plan.type === 'card' ? plan.intent : plan.raw} note={labels.drawFailed(card)} />
    );
    return (
      <CardFrame
        card={card}
        header={plan.header}
        icon={plan.icon}
        open={open}
        onOpenChange={setOpen}
        getCopyText={() => copyTextOf(plan)}
        copyLabel={copyLabelOf(plan, labels)}
        headerExtra={headerExtra(plan)}
        keepBodyWhenClosed={
          plan.type === 'card'
            ? plan.definition.previewsWhenClosed?.(plan.model, plan.intent) === true
            : previewsWhileLoading(plan)
        }
        className={props.className}
        style={style}
        unstyled={props.unstyled}
        theme={props.theme}
        onApprove={props.onApprove}
        onDeny={props.onDeny}
      >
        {plan.type === 'raw' ? (
          <RawDataBody raw={plan.raw} note={fallbackNote(plan.reason, labels)} />
        ) : plan.type === 'loading' ? (
          loadingBody(plan, open, setOpen, labels)
        ) : (
          <DrawBoundary
            resetKey={plan}
            fallback={drawFailedBody}
            drawKey={bodyDrawKey(plan, open)}
            draw={() => drawBody(plan, open, setOpen)}
          />
        )}
      </CardFrame>
    );
  };

  return (
    <CardContext.Provider value={context}>
      <WaitForCardCode entry={plan.type === 'loading' ? plan.entry : undefined} cards={cards}>
        {/* The model was built (and any failure caught) by planCard; this boundary is the browser's last resort for a header that still throws: the raw card replaces the whole frame. */}
        <DrawBoundary
          resetKey={plan}
          fallback={(error) => drawFrame(failedPlan(plan, error))}
          drawKey="frame"
          draw={() => drawFrame(plan)}
        />
      </WaitForCardCode>
    </CardContext.Provider>
  );
}
