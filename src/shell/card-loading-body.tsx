import type { CSSProperties } from 'react';
import { useCardContext } from '../react-base/card-context';
import { useSlotProps } from '../react-base/slot-props';

/**
 * The body of a card drawn in the browser before its code is there: a line that says so, as a
 * polite status, under the card's header, until the code arrives (the card sends for it as it
 * mounts). The stylesheet shows the line only after 300 ms, so a load faster than that never
 * flashes it. (On the server and while hydrating, the card waits for its code instead.) Given the
 * rows the open body will draw, it is as tall as they are, up to the body's scroll box, so the card
 * does not grow by them when its code comes.
 */
export function CardLoadingBody({ rows }: { rows?: number }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const reserved = rows !== undefined && rows > 1 ? ({ '--tc-loading-rows': rows } as CSSProperties) : undefined;
  return (
    <p {...slotProps('loading')} role="status" aria-busy="true" style={reserved}>
      {labels.loadingCard}
    </p>
  );
}
