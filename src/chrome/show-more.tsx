import { useState } from 'react';
import { formatCount } from '../format/format-count';
import { useCardContext } from '../react-base/card-context';
import { useSlotProps } from '../react-base/slot-props';

/**
 * How many of `total` items a list shows: the first `pageSize`, and `pageSize` more per
 * `showMore`. 100,000 web sources or 200,000 content blocks were all mounted at once (a million
 * elements, 4 s, 1 GB); a page keeps the first paint bounded by the page, whatever the input.
 */
export function usePagedCount(total: number, pageSize: number): { shown: number; showMore: () => void } {
  const [pages, setPages] = useState(1);
  return { shown: Math.min(total, pages * pageSize), showMore: () => setPages((count) => count + 1) };
}

/** Props of {@link ShowMoreButton}. */
export interface ShowMoreButtonProps {
  /** Items drawn now. */
  shown: number;
  /** Items in all. */
  total: number;
  onClick: () => void;
}

/**
 * The button under a paged list that draws the next page: `data-slot="show-more"`, with
 * `data-shown` and `data-total`, saying how many are shown. Nothing when all are.
 */
export function ShowMoreButton({ shown, total, onClick }: ShowMoreButtonProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  if (shown >= total) return null;
  return (
    <button type="button" {...slotProps('show-more')} data-shown={shown} data-total={total} onClick={onClick}>
      {labels.showMoreItems(formatCount(shown), formatCount(total))}
    </button>
  );
}
