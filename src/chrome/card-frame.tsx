import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { displayPath } from '../host/host-paths';
import { useHostPaths } from '../host/tool-card-host';
import type { HeaderModel } from '../protocol/header-model';
import { formatCount } from '../format/format-count';
import { displayCut } from '../format/display-cut';
import { formatDuration } from '../format/format-duration';
import { useCardContext } from './card-context';
import { CopyButton } from './copy-button';
import { ChevronIcon, KindIcon, StatusIcon, type IconKind } from './icons';

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
  /** Extra header content a card adds after the title (a command's cwd, a path). */
  headerExtra?: ReactNode;
  /** Called by the Approve button of a call waiting for approval; no button without it. */
  onApprove?: () => void;
  /** Called by the Deny button of a call waiting for approval; no button without it. */
  onDeny?: () => void;
  /** Keep the body drawn while closed (a card that shows a preview when collapsed). */
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

/**
 * The chrome every card shares: the root with its data attributes, a header (kind icon, title,
 * tool, status as text and icon, duration, copy, collapse toggle), the error area, the body, and
 * a polite live region that announces status changes.
 */
export function CardFrame(props: CardFrameProps) {
  const { labels, classNames } = useCardContext();
  const host = useHostPaths();
  const { header, open } = props;
  const bodyId = useId();
  const titleId = useId();
  // Names are cut for display (a 2M-character title would be megabytes of markup); the intent keeps them whole.
  const title = displayCut(header.title ?? header.tool ?? labels.untitled);
  const tool = header.tool === undefined ? undefined : displayCut(header.tool);
  const approvalReason = header.approval?.reason === undefined ? undefined : displayCut(header.approval.reason);
  const requestReason = header.approval?.requestReason === undefined ? undefined : displayCut(header.approval.requestReason);
  const statusText = labels.status[header.status];

  // Announce changes only: a card that mounts settled must not speak, or a replayed chat of
  // fifty cards would read fifty statuses aloud.
  const [announcement, setAnnouncement] = useState('');
  const previousStatus = useRef(header.status);
  useEffect(() => {
    if (previousStatus.current === header.status) return;
    previousStatus.current = header.status;
    setAnnouncement(labels.statusAnnouncement(title, statusText));
  }, [header.status, title, statusText, labels]);

  return (
    <div
      data-toolcard=""
      data-card={props.card}
      data-status={header.status}
      data-state={open ? 'open' : 'closed'}
      data-tool={tool}
      data-theme={props.theme}
      data-unstyled={props.unstyled ? '' : undefined}
      role="group"
      aria-labelledby={titleId}
      className={joinClassNames(classNames.root, props.className)}
      style={props.style}
    >
      <div data-slot="header" className={classNames.header}>
        {/* The title and what describes it wrap inside this part; status and Copy stay beside it,
            in the same place on every card, however long the title. */}
        <div data-slot="header-main">
          <button
            type="button"
            data-slot="toggle"
            className={classNames.toggle}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => props.onOpenChange(!open)}
          >
            <ChevronIcon />
            <span data-slot="icon" className={classNames.icon}>
              <KindIcon kind={props.icon} />
            </span>
            {/* <bdi>: a title carrying U+202E must not reorder the header around it. */}
            <bdi data-slot="title" id={titleId} className={classNames.title}>
              {title}
            </bdi>
            {tool !== undefined && tool !== title && (
              <bdi data-slot="tool" className={classNames.tool}>
                {tool}
              </bdi>
            )}
          </button>
          {props.headerExtra}
          {header.durationMs !== undefined && (
            <span data-slot="duration" className={classNames.duration}>
              {formatDuration(header.durationMs)}
            </span>
          )}
        </div>
        {header.approval && (
          <span data-slot="approval" data-approval={header.approval.state} title={approvalReason ?? requestReason}>
            {labels.approval[header.approval.state]}
            {approvalReason ? `: ${approvalReason}` : ''}
          </span>
        )}
        {requestReason && (
          // Why the call needs a person's yes (AI SDK 7): worth reading before answering, and after.
          <span data-slot="approval-request-reason">{requestReason}</span>
        )}
        {/* Status and Copy move as one: on a phone they go under the title together, never apart. */}
        <div data-slot="header-aside">
          <span data-slot="status" data-status={header.status} className={classNames.status}>
            <StatusIcon status={header.status} />
            <span data-slot="status-text">{statusText}</span>
          </span>
          <CopyButton getText={props.getCopyText} />
        </div>
      </div>
      {header.error !== undefined && (
        <div data-slot="error" className={classNames.error}>
          <strong data-slot="error-heading">{labels.error}: </strong>
          <span data-slot="error-text">{displayCut(header.error, MAX_ERROR_CHARS)}</span>
        </div>
      )}
      {header.approval?.state === 'requested' && (props.onApprove || props.onDeny) && (
        <div data-slot="approval-actions" role="group" aria-label={labels.approvalActions(title)}>
          {props.onApprove && (
            <button type="button" data-slot="approve" onClick={props.onApprove}>
              {labels.approve}
            </button>
          )}
          {props.onDeny && (
            <button type="button" data-slot="deny" onClick={props.onDeny}>
              {labels.deny}
            </button>
          )}
        </div>
      )}
      {(header.locations.length > 0 || header.moreLocations > 0) && (
        <ul data-slot="locations" aria-label={labels.locations}>
          {header.locations.map((location, index) => (
            <li key={index} data-slot="location">
              <bdi title={displayCut(location.path)}>
                {location.line === undefined
                  ? displayCut(displayPath(location.path, host))
                  : `${displayCut(displayPath(location.path, host))}:${location.line}`}
              </bdi>
            </li>
          ))}
          {header.moreLocations > 0 && <li data-slot="more-locations">{labels.moreLocations(formatCount(header.moreLocations))}</li>}
        </ul>
      )}
      <div data-slot="body" id={bodyId} className={classNames.body} hidden={!open && !props.keepBodyWhenClosed}>
        {open || props.keepBodyWhenClosed ? props.children : null}
      </div>
      <span data-slot="announcer" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </span>
    </div>
  );
}
