import { useCardContext } from '../../react-base/card-context';
import { useNarrowerThan } from '../../react-base/use-narrower-than';
import { DEFAULT_CHANGED_LINES_BUDGET } from '../../diff';
import { diffOpenParts } from './diff-open-parts';
import type { DiffIntent } from '../../protocol/intent-types';
import { RawContent } from '../../content-blocks/raw-content';
import { ViewContent } from '../../content-blocks/view-content';
import type { DiffCardModel } from './diff-card-model';
import { DiffRowList } from './diff-row-list';
import { DiffToolbar } from './diff-toolbar';
import { useDiffDisplayState } from './use-diff-display-state';
import { useSlotProps } from '../../react-base/slot-props';

/**
 * Narrower than this (px), side by side is two columns of a few characters each: the diff is
 * drawn unified and the layout choice is not offered.
 */
const SPLIT_MIN_WIDTH = 600;

/** Props of {@link DiffCardBody}. */
export interface DiffCardBodyProps {
  /** The `diff` render intent. */
  intent: DiffIntent;
  /** The card's model of the intent, shared with its header. */
  model: DiffCardModel;
  /** Changed lines over which a file starts collapsed behind "Load diff"; 400 unless set. */
  budget?: number;
  /** Rows taken to fill the viewport before there is layout (server, tests); 23 unless set (see `INITIAL_ROWS`). */
  initialRows?: number;
}

/**
 * The diff card's body, `data-slot="panel"`: the toolbar (layout, wrap; only when a file has lines) and the
 * virtualized rows of every file. A pending call's change (or one waiting for approval) is marked
 * proposed: `data-proposed` on `diff`, a "Proposed: not applied yet" note, a dashed edge. With no file at all, a
 * finished call says "No changes" and any other state
 * shows nothing. The view's own `content` follows (a presenter's note, as Markdown), then the
 * tool's raw content when the card's diffs do not carry it (a result without a view: "file
 * created", "old_string was not found").
 */
export function DiffCardBody({ intent, model, budget, initialRows }: DiffCardBodyProps) {
  const slotProps = useSlotProps();
  const { labels } = useCardContext();
  const { files } = model;
  const [narrow, diffRef] = useNarrowerThan(SPLIT_MIN_WIDTH);
  // Until the first width is known (the frame after the mount), the rows are the chosen layout's
  // (unified unless a reader chose) and the layout buttons hold their place unseen.
  const state = useDiffDisplayState(files, budget ?? DEFAULT_CHANGED_LINES_BUDGET, narrow !== true);
  // After the change: the view's own content (a presenter's note), then the tool's raw content.
  const after = (
    <>
      <ViewContent blocks={intent.content} />
      {intent.rawContent !== undefined && intent.rawContent.length > 0 && <RawContent blocks={intent.rawContent} />}
    </>
  );
  const { empty, toolbar: hasChangedLines, proposed } = diffOpenParts(intent, files, labels);
  if (files.length === 0) {
    return (
      <>
        {empty !== undefined && <p {...slotProps('empty')}>{empty}</p>}
        {after}
      </>
    );
  }
  return (
    <>
      <div {...slotProps('panel')} ref={diffRef} data-proposed={proposed ? '' : undefined}>
        {/* Layout and wrap act on changed lines: a change of none (a rename, "No changes") has nothing to lay out. */}
        {hasChangedLines && (
          <DiffToolbar
            layout={state.layout}
            splitFits={narrow === undefined ? undefined : state.splitFits}
            onLayoutChange={state.setLayout}
            wrap={state.wrap}
            onWrapChange={state.setWrap}
          />
        )}
        {proposed && <p {...slotProps('proposed-note')}>{labels.diff.proposed}</p>}
        <DiffRowList state={state} initialRows={initialRows} />
      </div>
      {after}
    </>
  );
}
