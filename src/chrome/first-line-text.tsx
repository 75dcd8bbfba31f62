import { displayCut } from '../format/display-cut';
import { formatCount } from '../format/format-count';
import type { FirstLine } from '../format/first-line';
import { BreakableText } from './breakable-text';
import { useCardContext } from '../react-base/card-context';
import { useSlotProps } from '../react-base/slot-props';

/**
 * A text of several lines in a one-line place (a header's title or command): its first line and
 * "+2 lines". The other lines stay in the markup, visually hidden, so the accessible name, a
 * search of the page and a copy of the header carry the whole text; "+2 lines" is hidden from
 * assistive technology, which reads those lines instead.
 */
export function FirstLineText({ lines }: { lines: FirstLine }) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  return (
    <>
      <BreakableText text={displayCut(lines.first)} />
      {/* A space of its own: some name computations drop the line break that starts the rest. */}{' '}
      <span {...slotProps('hidden-lines')}>{displayCut(lines.rest)}</span>
      <span {...slotProps('more-lines')} aria-hidden="true">
        {labels.moreLines(formatCount(lines.more))}
      </span>
    </>
  );
}
