import { memo, useMemo, type Ref } from 'react';
import { type DiffLine, MAX_LINE_CHARS } from '../../diff';
import type { LineTokens } from '../../highlight';
import { DiffLineCode } from './diff-line-code';
import { wordChanges } from './word-changes';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link DiffSplitRow}: per side a line (absent for an empty cell), its tokens and its long-line state. */
export interface DiffSplitRowProps {
  /** The row's index in the list (`data-index`, which the virtualizer measures by). */
  index: number;
  /** The virtualizer's measuring ref. */
  measureRef: Ref<HTMLDivElement> | undefined;
  /** The old side's line; absent for an empty cell. */
  oldLine: DiffLine | undefined;
  /** The old line's tokens from the old document. */
  oldTokens: LineTokens | undefined;
  /** The old line's key for "draw whole". */
  oldWholeKey: string;
  /** The old line is drawn whole. */
  oldWhole: boolean;
  /** The new side's line; absent for an empty cell. */
  newLine: DiffLine | undefined;
  /** The new line's tokens from the new document. */
  newTokens: LineTokens | undefined;
  /** The new line's key for "draw whole". */
  newWholeKey: string;
  /** The new line is drawn whole. */
  newWhole: boolean;
  /** Draws a long line whole, by its key. */
  onShowWholeLine: (key: string) => void;
  /** The row's hunk is an excerpt at an unknown place: no numbers. */
  unnumbered?: boolean;
}

/**
 * A split-layout row: `data-slot="line-pair"` holding two `data-slot="side"` cells
 * (`data-side="old|new"`, `data-kind="add|delete|context|empty"`). A context line fills both
 * sides; its old copy is hidden from screen readers, which would otherwise read it twice.
 */
export const DiffSplitRow = /* @__PURE__ */ memo(function DiffSplitRow(props: DiffSplitRowProps) {
  const slotProps = useSlotProps();
  const { oldLine, newLine } = props;
  const changes = useMemo(() => (oldLine && newLine ? wordChanges(oldLine, newLine) : undefined), [oldLine, newLine]);
  // Not when the copy holds a "show whole line" button: a hidden region must not take focus.
  const hideOld =
    oldLine !== undefined && oldLine === newLine && (props.oldWhole || oldLine.text.length <= MAX_LINE_CHARS);
  return (
    <div {...slotProps('line-pair')} data-index={props.index} ref={props.measureRef}>
      <div
        {...slotProps('side')}
        data-side="old"
        data-kind={oldLine?.kind ?? 'empty'}
        aria-hidden={hideOld ? true : undefined}
      >
        <DiffLineCode
          line={oldLine}
          columns="old"
          tokens={props.oldTokens}
          ranges={changes?.old}
          wholeKey={props.oldWholeKey}
          whole={props.oldWhole}
          onShowWholeLine={props.onShowWholeLine}
          unnumbered={props.unnumbered}
        />
      </div>
      <div {...slotProps('side')} data-side="new" data-kind={newLine?.kind ?? 'empty'}>
        <DiffLineCode
          line={newLine}
          columns="new"
          tokens={props.newTokens}
          ranges={changes?.new}
          wholeKey={props.newWholeKey}
          whole={props.newWhole}
          onShowWholeLine={props.onShowWholeLine}
          unnumbered={props.unnumbered}
        />
      </div>
    </div>
  );
});
