import { useEffect, useState } from 'react';
import { useCardContext } from '../../react-base/card-context';
import type { ReadIntent } from '../../protocol/intent-types';
import { RawContent } from '../../content-blocks/raw-content';
import { ViewContent } from '../../content-blocks/view-content';
import { ReadPreview } from './read-preview';
import { READ_PREVIEW_HEAD_LINES, READ_PREVIEW_TAIL_LINES } from './read-preview-rows';
import { ReadRows } from './read-rows';
import { ReadToolbar } from './read-toolbar';
import { readOpenParts } from './read-open-parts';
import type { ReadModel } from './read-model';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link ReadCardBody}. */
export interface ReadCardBodyProps {
  /** The read intent to draw. */
  intent: ReadIntent;
  /** The card's model of the intent. */
  model: ReadModel;
  /** The card is open: the whole window; closed: a preview of its first lines. */
  open: boolean;
  /** Opens the card ("Show all N lines" in the preview). */
  onShowAll: () => void;
  /** Lines the collapsed preview shows from the start; 8 unless set. */
  previewLines?: number;
  /** Lines the collapsed preview shows from the end, as the terminal's does; 4 unless set. */
  previewTailLines?: number;
  /** Rows taken to fill the viewport before there is layout (server, tests); 23 unless set (see `INITIAL_ROWS`). */
  initialRows?: number;
}

/**
 * The read card's body. Open: the toolbar (wrap; over ten lines or with a long line) and the virtualized, numbered,
 * highlighted window. Closed: the first and last lines with "Show all" between them. An empty window says why (past the
 * end, an empty file); a pending, running or failed read without lines draws nothing of its own, since the
 * header already says how it stands. Then the view's `content` blocks that are not the
 * window's text (an image, a resource) and the tool's raw content.
 */
export function ReadCardBody(props: ReadCardBodyProps) {
  const slotProps = useSlotProps();
  const { intent, model, open } = props;
  const { labels } = useCardContext();
  const [wrap, setWrap] = useState(false);
  const [focusRowsOnOpen, setFocusRowsOnOpen] = useState(false);

  // "Show all lines" moves focus into the window it opens, once; a later open from the header must not.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request must reach the committed render that opens (the window focuses then), and is cleared after it, once
    if (open && focusRowsOnOpen) setFocusRowsOnOpen(false);
  }, [open, focusRowsOnOpen]);

  const raw = (
    <>
      <ViewContent blocks={model.contentLeft} />
      {intent.rawContent !== undefined && intent.rawContent.length > 0 && <RawContent blocks={intent.rawContent} />}
    </>
  );
  const parts = readOpenParts(intent, model, labels);
  if (model.range.kind === 'empty') {
    if (!open) return null;
    // A read with no lines may still have the tool's own words (an error, "file not found").
    if (parts.emptyText === undefined) return raw;
    return (
      <>
        <p {...slotProps('empty')} data-empty={model.range.reason}>
          {parts.emptyText}
        </p>
        {raw}
      </>
    );
  }

  if (!open) {
    const showAll = () => {
      setFocusRowsOnOpen(true);
      props.onShowAll();
    };
    return (
      <ReadPreview
        model={model}
        lines={props.previewLines ?? READ_PREVIEW_HEAD_LINES}
        tailLines={props.previewTailLines ?? READ_PREVIEW_TAIL_LINES}
        onShowAll={showAll}
      />
    );
  }

  return (
    <div {...slotProps('panel')}>
      {parts.toolbar && <ReadToolbar wrap={wrap} onWrapChange={setWrap} />}
      <ReadRows
        model={model}
        path={intent.path}
        wrap={wrap}
        initialRows={props.initialRows}
        focusOnMount={focusRowsOnOpen}
      />
      {raw}
    </div>
  );
}
