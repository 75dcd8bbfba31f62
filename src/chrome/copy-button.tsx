import { useEffect, useRef, useState } from 'react';
import { useCardContext } from '../react-base/card-context';
import { CopyIcon } from './icons';
import type { ToolCardSlot } from '../shell/tool-card-slots';
import { useSlotProps } from '../react-base/slot-props';

/** How long "Copied" stays before the button reads "Copy" again. */
const FEEDBACK_MS = 2000;

type CopyState = 'idle' | 'copied' | 'failed';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** Builds the text on click, so a huge card pays for it only when someone copies. */
  getText: () => string;
  /** What is copied, for the accessible name (e.g. "Copy output"); defaults to the copy label. */
  label?: string;
  slot?: ToolCardSlot;
  /**
   * Draw the label as the button's words, without the copy icon: for a copy beside another one
   * (a toolbar's "Copy command", "Copy output"), so no two identical icons sit side by side.
   */
  textOnly?: boolean;
}

/** A labelled button that writes text to the clipboard and says "Copied" when it did. */
export function CopyButton({ getText, label, slot = 'copy', textOnly = false }: CopyButtonProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    clearTimeout(timer.current);
    let next: CopyState = 'failed';
    try {
      if (typeof navigator !== 'undefined' && navigator.clipboard) {
        await navigator.clipboard.writeText(getText());
        next = 'copied';
      }
    } catch {
      next = 'failed';
    }
    setState(next);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  };

  const text =
    state === 'copied'
      ? labels.copied
      : state === 'failed'
        ? labels.copyFailed
        : textOnly
          ? (label ?? labels.copy)
          : labels.copy;
  return (
    <button
      type="button"
      {...slotProps(slot)}
      data-copied={state === 'copied' ? '' : undefined}

      aria-label={state === 'idle' ? (label ?? labels.copy) : text}
      title={label ?? labels.copy}
      onClick={onClick}
    >
      {!textOnly && <CopyIcon copied={state === 'copied'} />}
      <span {...slotProps('copy-text')}>{text}</span>
    </button>
  );
}
