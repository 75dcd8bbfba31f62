import { useId, type ReactNode } from 'react';
import { useSlotProps } from '../react-base/slot-props';

/** Props of {@link CardSection}. */
export interface CardSectionProps {
  /** `data-section`: which part of the card this is (`input`, `result`, `answer`…). */
  name: string;
  /** The visible title, which also names the group for assistive technology. */
  heading: string;
  children: ReactNode;
}

/**
 * One titled part of a card body. A labelled group, not a `<section>` landmark or an `<h4>`:
 * a chat holds many cards whose parts share names ("Input"), and landmarks must be unique and
 * headings must fit the host page's outline, neither of which a card can know.
 */
export function CardSection({ name, heading, children }: CardSectionProps) {
  const slotProps = useSlotProps();
  const headingId = useId();
  return (
    <div {...slotProps('section')} data-section={name} role="group" aria-labelledby={headingId}>
      <div {...slotProps('section-heading')} id={headingId}>
        {heading}
      </div>
      {children}
    </div>
  );
}
