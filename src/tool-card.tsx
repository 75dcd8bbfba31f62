import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { planCard, type CardPlan, type HeaderModel } from './card-plan';
import { DiffCardBody } from './cards/diff/diff-card';
import { diffCopyText } from './cards/diff/diff-copy-text';
import { DiffHeader } from './cards/diff/diff-header';
import { genericCopyText } from './cards/generic/generic-copy-text';
import { GenericCardBody } from './cards/generic/generic-card';
import { ReadCardBody } from './cards/read/read-card';
import { readCopyText } from './cards/read/read-copy-text';
import { ReadHeader } from './cards/read/read-header';
import { readWindowOf } from './cards/read/read-window';
import { SearchCardBody } from './cards/search/search-card';
import { searchCopyText } from './cards/search/search-copy-text';
import { SearchHeader } from './cards/search/search-header';
import { TerminalCardBody } from './cards/terminal/terminal-card';
import { hasTerminalOutput, terminalCopyText } from './cards/terminal/terminal-copy-text';
import { TerminalHeader } from './cards/terminal/terminal-header';
import { WebCardBody } from './cards/web/web-card';
import { webCopyText } from './cards/web/web-copy-text';
import { WebHeader } from './cards/web/web-header';
import { CardContext, type CardContextValue, type OpenLocationRequest, type ToolCardClassNames } from './chrome/card-context';
import { CardFrame } from './chrome/card-frame';
import { fallbackNote, RawDataBody } from './chrome/raw-data-body';
import { useControllableOpen } from './chrome/use-controllable-open';
import { ViewBoundary } from './chrome/view-boundary';
import { stringifyJson } from './json-tree/stringify-json';
import { resolveLabels } from './default-labels';
import type { PartialToolCardLabels, ToolCardLabels } from './labels';
import type { RenderIntent } from './protocol/intent-types';

/** Props of {@link ToolCard}. */
export interface ToolCardProps {
  /** The render intent (docs/protocol.md). Any value is accepted: what is not a valid intent is shown raw, with a note. */
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
}

/**
 * Draws the body of a valid intent, by its card. The views are called as functions, not
 * rendered as elements, so that {@link ViewBoundary} can contain a throw on the server (see there);
 * their hooks then belong to the boundary's inner component, which {@link bodyViewKey} remounts
 * whenever this calls another view. The `never` check makes a new card a compile error here.
 */
function drawCardBody(intent: RenderIntent, open: boolean, onOpenChange: (open: boolean) => void): ReactNode {
  switch (intent.card) {
    case 'generic':
      return open ? GenericCardBody({ intent }) : null;
    case 'terminal':
      // Drawn while closed too: the collapsed card shows a head-and-tail preview.
      return TerminalCardBody({ intent, open, onShowAll: () => onOpenChange(true) });
    case 'read':
      // Drawn while closed too: the collapsed card shows the window's first lines.
      return ReadCardBody({ intent, open, onShowAll: () => onOpenChange(true) });
    case 'diff':
      return open ? DiffCardBody({ intent }) : null;
    case 'search':
      return open ? SearchCardBody({ intent }) : null;
    case 'web':
      return open ? WebCardBody({ intent }) : null;
    default: {
      const unreachable: never = intent;
      return unreachable;
    }
  }
}

/** Which view {@link drawCardBody} calls: the terminal and read views stay mounted while closed, the others do not. */
function bodyViewKey(intent: RenderIntent, open: boolean): string {
  return intent.card === 'terminal' || intent.card === 'read' ? intent.card : `${intent.card}:${open ? 'open' : 'closed'}`;
}

/** What a card adds to the shared header, after the title. */
function cardHeaderExtra(intent: RenderIntent, header: HeaderModel): ReactNode {
  switch (intent.card) {
    case 'terminal':
      return <TerminalHeader intent={intent} title={header.title} />;
    case 'read':
      return <ReadHeader intent={intent} title={header.title} />;
    case 'diff':
      return <DiffHeader intent={intent} />;
    case 'search':
      return <SearchHeader intent={intent} title={header.title} />;
    case 'web':
      return <WebHeader intent={intent} title={header.title} />;
    case 'generic':
      return null;
    default: {
      const unreachable: never = intent;
      return unreachable;
    }
  }
}

/** Whether a card draws a preview while collapsed. */
function keepsBodyWhenClosed(intent: RenderIntent): boolean {
  if (intent.card === 'read') return readWindowOf(intent).lines.length > 0;
  return intent.card === 'terminal' && hasTerminalOutput(intent);
}

function copyTextOf(plan: CardPlan): string {
  if (plan.type === 'raw') return typeof plan.raw === 'string' ? plan.raw : stringifyJson(plan.raw);
  const { intent } = plan;
  switch (intent.card) {
    case 'generic':
      return genericCopyText(intent);
    case 'terminal':
      return terminalCopyText(intent);
    case 'read':
      return readCopyText(readWindowOf(intent).lines);
    case 'diff':
      return diffCopyText(intent);
    case 'search':
      return searchCopyText(intent);
    case 'web':
      return webCopyText(intent);
    default: {
      const unreachable: never = intent;
      return unreachable;
    }
  }
}

function drawnCard(plan: CardPlan): string {
  return plan.type === 'raw' ? 'generic' : plan.intent.card;
}

/**
 * Renders one tool call from its render intent. Pure: the same intent gives the same markup on
 * the server and in the browser. Never throws: an unknown or malformed intent, or a view that
 * fails, shows the raw data in a generic card with a visible note.
 */
export function ToolCard(props: ToolCardProps) {
  const { intent } = props;
  const labels: ToolCardLabels = useMemo(() => resolveLabels(props.labels), [props.labels]);
  const context: CardContextValue = useMemo(
    () => ({ labels, classNames: props.classNames ?? {}, onOpenLocation: props.onOpenLocation }),
    [labels, props.classNames, props.onOpenLocation],
  );
  const plan = useMemo(() => planCard(intent), [intent]);
  const [open, setOpen] = useControllableOpen(props.open, props.defaultOpen ?? true, props.onOpenChange);

  const failedView = () => (
    <RawDataBody raw={intent} note={labels.viewFailed(plan.type === 'view' ? plan.intent.card : 'generic')} />
  );

  return (
    <CardContext.Provider value={context}>
      <CardFrame
        card={drawnCard(plan)}
        header={plan.header}
        open={open}
        onOpenChange={setOpen}
        getCopyText={() => copyTextOf(plan)}
        headerExtra={plan.type === 'view' ? cardHeaderExtra(plan.intent, plan.header) : null}
        keepBodyWhenClosed={plan.type === 'view' && keepsBodyWhenClosed(plan.intent)}
        className={props.className}
        style={props.style}
        unstyled={props.unstyled}
        theme={props.theme}
        onApprove={props.onApprove}
        onDeny={props.onDeny}
      >
        {plan.type === 'raw' ? (
          <RawDataBody raw={plan.raw} note={fallbackNote(plan.reason, labels)} />
        ) : (
          <ViewBoundary
            resetKey={intent}
            fallback={failedView}
            viewKey={bodyViewKey(plan.intent, open)}
            draw={() => drawCardBody(plan.intent, open, setOpen)}
          />
        )}
      </CardFrame>
    </CardContext.Provider>
  );
}
