import type { ReactNode } from 'react';
import type { ToolStatus } from '../protocol/intent-types';
import type { IconKind } from '../protocol/icon-kind';
import { useSlotProps } from '../react-base/slot-props';
import type { ToolCardSlot } from '../shell/tool-card-slots';

const KIND_PATHS: Record<IconKind, ReactNode> = {
  read: <path d="M4 4h11l5 5v11H4zM14 4v6h6M8 13h8M8 17h6" />,
  edit: <path d="M4 20h4L19 9l-4-4L4 16zM13 7l4 4" />,
  delete: <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />,
  move: <path d="M4 12h14M14 7l5 5-5 5" />,
  search: <path d="M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20" />,
  execute: <path d="M4 5h16v14H4zM7 10l3 2-3 2M12 15h5" />,
  terminal: <path d="M4 5h16v14H4zM7 10l3 2-3 2M12 15h5" />,
  fetch: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18" />,
  // A box of three dots, "some tool": not edit's pencil, which would claim the call changed a file.
  other: <path d="M4 5h16v14H4zM8 12h.01M12 12h.01M16 12h.01" />,
};

const STATUS_PATHS: Record<ToolStatus, ReactNode> = {
  pending: <circle cx="12" cy="12" r="8" strokeDasharray="3 3" />,
  running: <path d="M12 4a8 8 0 1 1-8 8" />,
  success: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  error: <path d="M12 3l10 18H2zM12 10v5M12 18v.5" />,
  cancelled: <path d="M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM6.5 6.5l11 11" />,
};

function Svg({ children, slot }: { children: ReactNode; slot: ToolCardSlot }) {
  const slotProps = useSlotProps();
  return (
    <svg
      {...slotProps(slot)}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** The icon of a card's kind (decorative: the title says what the card is). */
export function KindIcon({ kind }: { kind: IconKind }) {
  return <Svg slot="kind-icon">{KIND_PATHS[kind]}</Svg>;
}

/** The icon beside a status's text (decorative: the text carries the meaning). */
export function StatusIcon({ status }: { status: ToolStatus }) {
  return <Svg slot="status-icon">{STATUS_PATHS[status]}</Svg>;
}

/** The chevron of the collapse toggle. */
export function ChevronIcon() {
  return <Svg slot="chevron">{<path d="M9 6l6 6-6 6" />}</Svg>;
}

/** The copy button's icon. */
export function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <Svg slot="copy-icon">
      {copied ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M9 9h11v11H9zM5 15H4V4h11v1" />}
    </Svg>
  );
}
