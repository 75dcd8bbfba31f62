import type { ToolApproval, ToolStatus } from '../protocol/intent-types';

/** What an AI SDK part's `state` says about the call, in the protocol's terms. */
export interface AiSdkLifecycle {
  /** The status to show; `undefined` when the call settled and its view decides. */
  status: ToolStatus | undefined;
  /** The part carries a result (`output`), preliminary or final. */
  hasOutput: boolean;
  /** The call failed without a result (`output-error`). */
  isError: boolean;
  /** The SDK's error message. */
  error: string | undefined;
  /** Human-in-the-loop state. */
  approval: ToolApproval | undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The approval an AI SDK `approval` object records, by its `approved` answer. */
function approvalOf(value: unknown): ToolApproval | undefined {
  if (!isRecord(value)) return undefined;
  const state = value.approved === true ? 'approved' : value.approved === false ? 'denied' : 'requested';
  const approval: ToolApproval = { state };
  if (typeof value.reason === 'string' && value.reason.length > 0) approval.reason = value.reason;
  // AI SDK 7 says why a call needs approval.
  if (typeof value.requestReason === 'string' && value.requestReason.length > 0)
    approval.requestReason = value.requestReason;
  return approval;
}

function withState(approval: ToolApproval | undefined, state: ToolApproval['state']): ToolApproval {
  return { ...approval, state };
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Maps an AI SDK 5/6 tool part's `state` to a status, faithfully: input still streaming is
 * `pending`; input complete is `running`; an approval asked for is `pending`, approved is
 * `running`, refused is `cancelled`; a preliminary output is `running`, a final one settled;
 * `output-error` is `error` with the SDK's `errorText`; `output-denied` is `cancelled` with the
 * refusal's reason. A state this version does not know is read by its fields: `errorText`
 * makes it an error, an `output` settles it, and otherwise the call is still `running`.
 */
export function aiSdkLifecycle(part: Record<string, unknown>): AiSdkLifecycle {
  const approval = approvalOf(part.approval);
  const none = { hasOutput: false, isError: false, error: undefined };
  switch (part.state) {
    case 'input-streaming':
      return { ...none, status: 'pending', approval: undefined };
    case 'input-available':
      return { ...none, status: 'running', approval: undefined };
    case 'approval-requested':
      return { ...none, status: 'pending', approval: withState(approval, 'requested') };
    case 'approval-responded': {
      // The answer is on `approval.approved`; a part without one is still waiting for it.
      const status =
        approval?.state === 'approved' ? 'running' : approval?.state === 'denied' ? 'cancelled' : 'pending';
      return { ...none, status, approval: approval ?? { state: 'requested' } };
    }
    case 'output-available':
      return { ...none, hasOutput: true, status: part.preliminary === true ? 'running' : undefined, approval };
    case 'output-error':
      return { ...none, isError: true, error: textOf(part.errorText), status: 'error', approval };
    case 'output-denied':
      return { ...none, status: 'cancelled', approval: withState(approval, 'denied') };
    default: {
      const error = textOf(part.errorText);
      if (error !== undefined) return { ...none, isError: true, error, status: 'error', approval };
      if (part.output !== undefined) return { ...none, hasOutput: true, status: undefined, approval };
      return { ...none, status: 'running', approval };
    }
  }
}
