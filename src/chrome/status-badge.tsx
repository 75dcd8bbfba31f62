import type { ToolCardLabels } from '../labels/tool-card-labels';
import { httpStatusText } from '../protocol/http-status';
import type { StatusDetail, StatusPill } from '../protocol/status-pill';
import { useCardContext } from '../react-base/card-context';
import { StatusIcon } from './icons';
import { useSlotProps } from '../react-base/slot-props';

/** The detail as the pill shows it: `exit 2`, `exit 137 (SIGKILL)`, `SIGTERM`, `404 Not Found`. */
function detailText(detail: StatusDetail, labels: ToolCardLabels): string {
  switch (detail.type) {
    case 'exit':
      return detail.signal === undefined
        ? labels.terminal.exitCode(String(detail.code))
        : labels.terminal.exitCodeSignal(String(detail.code), detail.signal);
    case 'signal':
      return detail.signal;
    case 'http':
      return httpStatusText(detail.status);
  }
}

/** The words of a pill, for the pill itself and for the live region's announcement. */
export function statusPillText(pill: StatusPill, labels: ToolCardLabels): { word: string; detail: string | undefined } {
  const word = pill.approval === undefined ? labels.status[pill.status] : labels.approval[pill.approval];
  return { word, detail: pill.detail === undefined ? undefined : detailText(pill.detail, labels) };
}

/**
 * The header's one status pill, `data-slot="status"`: the status (or the approval that replaces it)
 * and, in the same pill, what explains it: "Failed · exit 2", "Cancelled · SIGTERM", "Failed ·
 * 404 Not Found". `data-status` is the lifecycle status, `data-approval` the approval shown instead.
 */
export function StatusBadge({ pill }: { pill: StatusPill }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { word, detail } = statusPillText(pill, labels);
  // The icon follows what the words say: a call awaiting approval waits, a denied one was stopped.
  const icon = pill.approval === 'requested' ? 'pending' : pill.approval === 'denied' ? 'cancelled' : pill.status;
  return (
    <span
      {...slotProps('status')}
      data-status={pill.status}
      data-approval={pill.approval}
      data-detail={pill.detail?.type}
    >
      <StatusIcon status={icon} />
      <span {...slotProps('status-text')}>{word}</span>
      {detail !== undefined && (
        <>
          <span {...slotProps('status-separator')} aria-hidden="true">
            {'·'}
          </span>
          <span {...slotProps('status-detail')}>{detail}</span>
        </>
      )}
    </span>
  );
}
