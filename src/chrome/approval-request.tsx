import type { HeaderModel } from '../protocol/header-model';
import { useCardContext } from '../react-base/card-context';
import { useSlotProps } from '../react-base/slot-props';

/** Props of {@link ApprovalRequest}. */
export interface ApprovalRequestProps {
  approval: NonNullable<HeaderModel['approval']>;
  /** The card's title (a command, a path), cut for display only when huge: the name of the Approve/Deny group. */
  title: string;
  /**
   * What the call will run, shown whole: only for a title of several lines, whose header shows the
   * first; a one-line title is already whole in the header right above.
   */
  subject: string | undefined;
  /** Why the call needs a yes, and why it was denied, cut for display only when huge. */
  requestReason: string | undefined;
  reason: string | undefined;
  onApprove?: () => void;
  onDeny?: () => void;
}

/**
 * The approval area under the header, full width. While the call waits: the request first (that
 * it waits, what will run when the header cannot show it whole, and why), then the choices,
 * Approve the primary one (`data-variant="primary"`). The command is said once: the header's title
 * names it, so the request does not repeat a one-line title.
 * Once answered: the reasons, if any, as sentences; the status pill already says which answer.
 */
export function ApprovalRequest({
  approval,
  title,
  subject,
  requestReason,
  reason,
  onApprove,
  onDeny,
}: ApprovalRequestProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const requested = approval.state === 'requested';
  if (!requested && requestReason === undefined && reason === undefined) return null;
  return (
    <div {...slotProps('approval')} data-approval={approval.state}>
      {requested && (
        <p {...slotProps('approval-request')}>
          <span {...slotProps('approval-request-label')}>{labels.approvalRequest}</span>
          {subject !== undefined && (
            <>
              {' '}
              {/* <bdi>, as for the title: a command carrying U+202E must not reorder the sentence. */}
              <bdi {...slotProps('approval-subject')}>{subject}</bdi>
            </>
          )}
        </p>
      )}
      {requestReason !== undefined && <p {...slotProps('approval-request-reason')}>{requestReason}</p>}
      {reason !== undefined && <p {...slotProps('approval-reason')}>{reason}</p>}
      {requested && (onApprove || onDeny) && (
        <div {...slotProps('approval-actions')} role="group" aria-label={labels.approvalActions(title)}>
          {onApprove && (
            <button type="button" {...slotProps('approve')} data-variant="primary" onClick={onApprove}>
              {labels.approve}
            </button>
          )}
          {onDeny && (
            <button type="button" {...slotProps('deny')} data-variant="secondary" onClick={onDeny}>
              {labels.deny}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
