import { memo, type Ref } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { UnreadPatchLines } from '../../diff';
import { formatCount } from '../../format/format-count';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffUnreadLines}. */
export interface DiffUnreadLinesProps {
  /** The row's index in the list (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The virtualizer's measuring ref. */
  measureRef: Ref<HTMLDivElement> | undefined;
  /** The text after the hunk. */
  unread: UnreadPatchLines;
}

/**
 * The text after a hunk that ended before its header's counts, `data-slot="unread-lines"`: a note
 * saying why, then the lines exactly as the patch holds them, prefixes and all, as plain text.
 * They are not drawn as changes: a line without a diff prefix could be anything, and guessing
 * would show a change the patch does not make.
 */
export const DiffUnreadLines = /* @__PURE__ */ memo(function DiffUnreadLines({
  index,
  measureRef,
  unread,
}: DiffUnreadLinesProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const count = unread.lines.length + unread.more;
  return (
    <div {...slotProps('unread-lines')} data-index={index} ref={measureRef}>
      <p {...slotProps('unread-note')}>{labels.diff.hunkCutShort(formatCount(count))}</p>
      <pre {...slotProps('unread-text')} data-more={unread.more > 0 ? unread.more : undefined}>
        {unread.lines.join('\n')}
      </pre>
      {unread.more > 0 && <p {...slotProps('unread-note')}>{labels.diff.moreUnreadLines(formatCount(unread.more))}</p>}
    </div>
  );
});
