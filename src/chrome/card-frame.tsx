import {
  createElement,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { displayPath } from '../host/host-paths';
import { useHostNow, useHostPaths } from '../host/tool-card-host';
import { errorWithoutLead } from '../protocol/error-lead';
import type { HeaderModel } from '../protocol/header-model';
import { formatCount } from '../format/format-count';
import { displayCut } from '../format/display-cut';
import { firstLine } from '../format/first-line';
import { BreakableText } from './breakable-text';
import { FirstLineText } from './first-line-text';
import { ApprovalRequest } from './approval-request';
import { useCardContext } from '../react-base/card-context';
import { CopyButton } from './copy-button';
import { headerTime } from './header-time';
import type { IconKind } from '../protocol/icon-kind';
import { ChevronIcon, KindIcon } from './icons';
import { StatusBadge, statusPillText } from './status-badge';
import { useSlotProps } from '../react-base/slot-props';
import { useDrawnWhenNear } from './use-near-viewport';

/** Props of {@link CardFrame}. */
export interface CardFrameProps {
  /** The card actually drawn (`generic` for every fallback). */
  card: string;
  header: HeaderModel;
  /** The kind icon before the title. */
  icon: IconKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Builds the text the copy button copies. */
  getCopyText: () => string;
  /** The copy button's accessible name, saying what it copies ("Copy diff as patch"). */
  copyLabel?: string;
  /** Extra header content a card adds after the title (a command's cwd, a path). */
  headerExtra?: ReactNode;
  /** Called by the Approve button of a call waiting for approval; no button without it. */
  onApprove?: () => void;
  /** Called by the Deny button of a call waiting for approval; no button without it. */
  onDeny?: () => void;
  /**
   * Keep the body drawn while closed (a card that shows a preview when collapsed). In a browser the
   * preview is drawn once the card is on screen or near it, so a transcript of hundreds of folded
   * cards builds only the previews someone can see; server markup and hydration always have it.
   */
  keepBodyWhenClosed?: boolean;
  className?: string;
  style?: CSSProperties;
  unstyled?: boolean;
  theme?: 'light' | 'dark';
  children: ReactNode;
}

/** An error message is prose, often a stack trace: drawn up to the same length as a raw text's preview. */
const MAX_ERROR_CHARS = 20_000;

function joinClassNames(...names: (string | undefined)[]): string | undefined {
  const joined = names.filter(Boolean).join(' ');
  return joined || undefined;
}

/** Whether a click landed on something of its own (a button, a link, a field) or selected text. */
function clickHasOtherPurpose(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (target.closest('button, a, input, select, textarea, summary, [role="button"], [tabindex]') !== null) return true;
  const selection = typeof window === 'undefined' ? null : window.getSelection();
  return selection !== null && !selection.isCollapsed;
}

/**
 * The chrome every card shares: an `article` named by its title, with its data attributes; a
 * header (collapse toggle with kind icon and title, optionally inside a heading of the host's
 * level; one row of details: the tool name, the card's own details and the time; Copy; the one
 * status pill, last, so statuses line up down a transcript); the approval request; the error area;
 * the body; and a polite live region that announces status changes. A click anywhere on the header's free space toggles, as
 * the toggle does; the toggle stays the one keyboard target.
 */
export function CardFrame(props: CardFrameProps) {
  const slotProps = useSlotProps();
  const { labels, classNames, headingLevel } = useCardContext();
  const host = useHostPaths();
  const now = useHostNow();
  const { header, open } = props;
  const bodyId = useId();
  // Names are cut for display (a 2M-character title would be megabytes of markup); the intent keeps them whole.
  const fullTitle = header.title ?? header.tool ?? labels.untitled;
  const title = displayCut(fullTitle);
  // A title of several lines (a multi-line command) shows its first line and "+2 lines".
  const titleLines = useMemo(() => firstLine(fullTitle), [fullTitle]);
  const tool = header.tool === undefined ? undefined : displayCut(header.tool);
  // The tool name beside a title of its own; a card titled by its tool name says it once.
  const showTool = tool !== undefined && tool !== title;
  const approvalReason = header.approval?.reason === undefined ? undefined : displayCut(header.approval.reason);
  const requestReason =
    header.approval?.requestReason === undefined ? undefined : displayCut(header.approval.requestReason);
  const { word, detail } = statusPillText(header.pill, labels);
  const statusText = detail === undefined ? word : `${word} ${detail}`;
  const time = headerTime(header, now, labels);
  const root = useRef<HTMLElement>(null);
  const showBody =
    useDrawnWhenNear(root, !open && props.keepBodyWhenClosed === true) && (open || props.keepBodyWhenClosed === true);

  // Announce changes only: a card that mounts settled must not speak, or a replayed chat of
  // fifty cards would read fifty statuses aloud.
  const [announcement, setAnnouncement] = useState('');
  const previousStatus = useRef(statusText);
  useEffect(() => {
    if (previousStatus.current === statusText) return;
    previousStatus.current = statusText;
    setAnnouncement(labels.statusAnnouncement(title, statusText));
  }, [title, statusText, labels]);

  const toggle = (
    <button
      type="button"
      {...slotProps('toggle')}
      // Named by the title alone, as sent (as the article is): not by the details row, which is
      // outside it since issue 27. A title of several lines is named by its content instead (its
      // first line, then the rest visually hidden): a label must hold the words a sighted user
      // sees in the button (WCAG 2.5.3), and "+2 lines" is not in the command.
      aria-label={titleLines === undefined ? title : undefined}
      aria-expanded={open}
      aria-controls={bodyId}
      onClick={() => props.onOpenChange(!open)}
    >
      <ChevronIcon />
      <span {...slotProps('icon')}>
        <KindIcon kind={props.icon} />
      </span>
      {/* <bdi>: a title carrying U+202E must not reorder the header around it. */}
      <bdi {...slotProps('title')} title={titleLines === undefined ? undefined : title}>
        {titleLines === undefined ? <BreakableText text={title} /> : <FirstLineText lines={titleLines} />}
      </bdi>
    </button>
  );
  const onHeaderClick = (event: MouseEvent<HTMLElement>) => {
    if (!clickHasOtherPurpose(event)) props.onOpenChange(!open);
  };

  return (
    <article
      ref={root}
      data-toolcard=""
      data-card={props.card}
      data-status={header.status}
      data-state={open ? 'open' : 'closed'}
      data-tool={tool}
      data-theme={props.theme}
      data-unstyled={props.unstyled ? '' : undefined}
      // The title as sent, like the toggle's name: a name read from the drawn title would take in
      // what the stylesheet draws there (a terminal's `$` prompt, whose empty alt text not every
      // name computation reads).
      aria-label={title}
      className={joinClassNames(classNames.root, props.className)}
      style={props.style}
    >
      {/* The header's free space is a mouse shortcut for the toggle, which keyboards reach on their own. */}
      <div {...slotProps('header')} onClick={onHeaderClick}>
        {/* The title and what describes it wrap inside this part; status and Copy stay beside it,
            in the same place on every card, however long the title. */}
        <div {...slotProps('header-main')}>
          {headingLevel === undefined ? toggle : createElement(`h${headingLevel}`, slotProps('heading'), toggle)}
          {/* Outside the toggle, so the toggle is named by the title alone; one row the stylesheet can
              move under the title on a narrow or folded card (issue 27). */}
          {(showTool || props.headerExtra != null || time !== undefined) && (
            <div {...slotProps('header-details')}>
              {showTool && <bdi {...slotProps('tool')}>{tool}</bdi>}
              {props.headerExtra}
              {time !== undefined && (
                <span {...slotProps('duration')} data-running={header.durationMs === undefined ? '' : undefined}>
                  {time}
                </span>
              )}
            </div>
          )}
        </div>
        {/* Copy and status move as one, beside the title's line (under an open card's title on a
            phone). The status is last, so "Copied" never moves it: statuses line up down a transcript. */}
        <div {...slotProps('header-aside')}>
          <CopyButton getText={props.getCopyText} label={props.copyLabel} />
          <StatusBadge pill={header.pill} />
        </div>
      </div>
      {header.approval && (
        <ApprovalRequest
          approval={header.approval}
          title={title}
          subject={titleLines === undefined ? undefined : title}
          requestReason={requestReason}
          reason={approvalReason}
          onApprove={props.onApprove}
          onDeny={props.onDeny}
        />
      )}
      {header.error !== undefined && (
        <div {...slotProps('error')}>
          <strong {...slotProps('error-heading')}>{labels.error}: </strong>
          <span {...slotProps('error-text')}>
            {displayCut(errorWithoutLead(header.error, labels.error), MAX_ERROR_CHARS)}
          </span>
        </div>
      )}
      {(header.locations.length > 0 || header.moreLocations > 0) && (
        <ul {...slotProps('locations')} aria-label={labels.locations}>
          {header.locations.map((location, index) => (
            <li key={index} {...slotProps('location')}>
              <bdi title={displayCut(location.path)}>
                {location.line === undefined
                  ? displayCut(displayPath(location.path, host))
                  : `${displayCut(displayPath(location.path, host))}:${location.line}`}
              </bdi>
            </li>
          ))}
          {header.moreLocations > 0 && (
            <li {...slotProps('more-locations')}>{labels.moreLocations(formatCount(header.moreLocations))}</li>
          )}
        </ul>
      )}
      <div {...slotProps('body')} id={bodyId} hidden={!open && !props.keepBodyWhenClosed}>
        {showBody ? props.children : null}
      </div>
      <span {...slotProps('announcer')} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </article>
  );
}
