import { useMemo } from 'react';
import type { ToolCardSlot } from '../shell/tool-card-slots';
import { useCardContext } from './card-context';

/** What a part spreads on its element: its public `data-slot` name and the host's class for it. */
export interface SlotProps {
  'data-slot': ToolCardSlot;
  className: string | undefined;
}

/**
 * Builds a part's {@link SlotProps}; `className` is the part's own class, joined before the host's.
 * Only a slot some card's list names type-checks, so a part cannot draw a slot the README's table
 * and `classNames` do not know.
 */
export type SlotPropsOf = (slot: ToolCardSlot, className?: string) => SlotProps;

/**
 * The props every part of a card spreads where it names its slot (`<div {...slotProps('toolbar')}>`),
 * so a class the host passes in `classNames` under a slot's name reaches every element of that slot.
 */
export function useSlotProps(): SlotPropsOf {
  const { classNames } = useCardContext();
  return useMemo(
    () => (slot, className) => {
      const hostClass = classNames[slot];
      return {
        'data-slot': slot,
        className: className && hostClass ? `${className} ${hostClass}` : (className ?? hostClass),
      };
    },
    [classNames],
  );
}
