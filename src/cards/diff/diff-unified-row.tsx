import { memo, useMemo, type Ref } from 'react';
import type { DiffLine } from '../../diff';
import type { LineTokens } from '../../highlight';
import { DiffLineCode } from './diff-line-code';
import { wordChanges } from './word-changes';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffUnifiedRow}. */
export interface DiffUnifiedRowProps {
  /** The row's index in the list (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The virtualizer's measuring ref. */
  measureRef: Ref<HTMLDivElement> | undefined;
  /** The line. */
  line: DiffLine;
  /** The changed line paired with this one, for word highlighting. */
  partner: DiffLine | undefined;
  /** The line's syntax tokens from its side's document, once they have arrived. */
  tokens: LineTokens | undefined;
  /** The line's key for "draw whole" (see `lineKey`). */
  wholeKey: string;
  /** Draw the line whole even past `MAX_LINE_CHARS`. */
  whole: boolean;
  /** Draws a long line whole, by its key. */
  onShowWholeLine: (key: string) => void;
  /** The line's hunk is an excerpt at an unknown place: no numbers. */
  unnumbered?: boolean;
}

/** A unified-layout row: `data-slot="line"` with `data-kind="add|delete|context"`. */
export const DiffUnifiedRow = /* @__PURE__ */ memo(function DiffUnifiedRow(props: DiffUnifiedRowProps) {
  const slotProps = useSlotProps();
  const { line, partner } = props;
  const ranges = useMemo(() => {
    if (!partner) return undefined;
    const changes = line.kind === 'delete' ? wordChanges(line, partner) : wordChanges(partner, line);
    return line.kind === 'delete' ? changes?.old : changes?.new;
  }, [line, partner]);
  return (
    <div {...slotProps('line')} data-kind={line.kind} data-index={props.index} ref={props.measureRef}>
      <DiffLineCode
        line={line}
        columns="both"
        tokens={props.tokens}
        ranges={ranges}
        wholeKey={props.wholeKey}
        whole={props.whole}
        onShowWholeLine={props.onShowWholeLine}
        unnumbered={props.unnumbered}
      />
    </div>
  );
});
