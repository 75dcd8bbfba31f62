import { useCardContext } from '../../chrome/card-context';
import { useNarrowerThan } from '../../chrome/use-narrower-than';
import { DEFAULT_CHANGED_LINES_BUDGET } from '../../diff/diff-rows';
import { effectiveStatus } from '../../protocol/effective-status';
import type { DiffIntent } from '../../protocol/intent-types';
import { RawContent } from '../../content-blocks/raw-content';
import { diffCopyText } from './diff-copy-text';
import type { DiffCardModel } from './diff-model';
import { DiffRowsView } from './diff-rows-view';
import { DiffToolbar } from './diff-toolbar';
import { useDiffViewState } from './use-diff-view-state';

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
  /** Rows drawn before there is layout (server, tests); 40 unless set. */
  initialRows?: number;
}

/**
 * The diff card's body, `data-slot="diff"`: the toolbar (layout, wrap, copy patch) and the
 * virtualized rows of every file. The same for a pending call and a result (the header tells
 * them apart). With no file at all, a finished call says "No changes" and any other state
 * shows nothing. The tool's raw content follows when the card's diffs do not carry it (a
 * result without a view: "file created", "old_string was not found").
 */
export function DiffCardBody({ intent, model, budget, initialRows }: DiffCardBodyProps) {
  const { labels } = useCardContext();
  const { files } = model;
  const [narrow, diffRef] = useNarrowerThan(SPLIT_MIN_WIDTH);
  const splitFits = !narrow;
  const state = useDiffViewState(files, budget ?? DEFAULT_CHANGED_LINES_BUDGET, splitFits);
  const raw = intent.rawContent !== undefined && intent.rawContent.length > 0 ? <RawContent blocks={intent.rawContent} /> : null;
  if (files.length === 0) {
    return (
      <>
        {effectiveStatus(intent) === 'success' && <p data-slot="empty">{labels.fileNote['no-changes']}</p>}
        {raw}
      </>
    );
  }
  return (
    <>
      <div data-slot="diff" ref={diffRef}>
        <DiffToolbar
          layout={state.layout}
          splitFits={state.splitFits}
          onLayoutChange={state.setLayout}
          wrap={state.wrap}
          onWrapChange={state.setWrap}
          getPatchText={() => diffCopyText(model)}
        />
        <DiffRowsView state={state} initialRows={initialRows} />
      </div>
      {raw}
    </>
  );
}
