import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useCardContext } from '../../react-base/card-context';
import { displayDirectory, resolveCwd, resolveOutputPath } from '../../host/host-paths';
import { useHostPaths } from '../../host/tool-card-host';
import { ViewContent } from '../../content-blocks/view-content';
import { RawContent } from '../../content-blocks/raw-content';
import { terminalOpenParts } from './terminal-open-parts';
import { CommandRows } from './command-rows';
import { effectiveStatus } from '../../protocol/effective-status';
import type { TerminalIntent } from '../../protocol/intent-types';
import { terminalOutputText } from './terminal-copy-text';
import type { TerminalModel } from './terminal-model';
import { TerminalLines, type RevealRequest } from './terminal-lines';
import { feedPreviewLines, TerminalPreview } from './terminal-preview';
import { PREVIEW_HEAD_LINES, PREVIEW_TAIL_LINES, previewLines, previewLocatedLines } from './preview-lines';
import { TerminalToolbar } from './terminal-toolbar';
import { TerminalTruncated } from './terminal-truncated';
import { useTerminalFeed } from './use-terminal-feed';
import { useFindInOutput } from './use-find-in-output';
import { OutputLocationsContext, type OutputLocations } from './output-locations';
import { TerminalLocations } from './terminal-locations';
import { useSlotProps } from '../../react-base/slot-props';

/** Props of {@link TerminalCardBody}. */
export interface TerminalCardBodyProps {
  intent: TerminalIntent;
  /** The card's model of the intent. */
  model: TerminalModel;
  /** The card is open: the whole output; closed: the head-and-tail preview. */
  open: boolean;
  /** Opens the card ("Show all N lines" in the preview). */
  onShowAll: () => void;
  /** Lines the collapsed preview shows from the start; 5 unless set. */
  previewHeadLines?: number;
  /** Lines the collapsed preview shows from the end; 5 unless set. */
  previewTailLines?: number;
  /** Rows taken to fill the viewport before there is layout (server, tests); 23 unless set (see `INITIAL_ROWS`). */
  initialRows?: number;
}

/**
 * The terminal card's body. Open: the description, the command's prompt rows (while pending and
 * not waiting for approval, or when it spans several lines or is missing), the host's truncation note, the toolbar
 * (find, wrap, copy) and the virtualized output. Closed: a
 * head-and-tail preview. After the output: a presenter's Markdown content and the tool's raw
 * content, when the card has them (a generic result view, a persistent shell's reply). One screen per card lives across
 * renders and across open/closed, fed
 * only what the output appended.
 */
export function TerminalCardBody(props: TerminalCardBodyProps) {
  const slotProps = useSlotProps();
  const { intent, model, open } = props;
  const { labels, onOpenLocation } = useCardContext();
  const host = useHostPaths();
  const headLines = props.previewHeadLines ?? PREVIEW_HEAD_LINES;
  const tailLines = props.previewTailLines ?? PREVIEW_TAIL_LINES;
  // Collapsed, the card reads only the head and the tail of its output, when that is exact.
  const preview = useMemo(
    () =>
      open
        ? undefined
        : previewLines(
            model.rawOutput,
            model.source.kind === 'segments' ? model.source.segments : undefined,
            headLines,
            tailLines,
          ),
    [open, model.rawOutput, model.source, headLines, tailLines],
  );
  const { feed, version, changedFrom } = useTerminalFeed(model.feed, model.source, preview === undefined, !open);
  const cwd = resolveCwd(intent.cwd, host);
  // Locations are found lazily, per drawn row, and kept for the card's life whatever the host's callback.
  const locations = useMemo(
    () => new TerminalLocations(preview ? previewLocatedLines(preview) : feed),
    [feed, preview],
  );
  const outputLocations = useMemo((): OutputLocations | undefined => {
    if (onOpenLocation === undefined) return undefined;
    return {
      locations,
      open: ({ path, line, column }) => {
        const resolvedPath = resolveOutputPath(path, cwd, host);
        onOpenLocation({
          path,
          ...(line !== undefined && { line }),
          ...(column !== undefined && { column }),
          ...(resolvedPath !== undefined && { resolvedPath }),
        });
      },
    };
  }, [locations, onOpenLocation, cwd, host]);
  // Always provided (undefined without the host's callback), so giving or dropping it remounts nothing.
  const withLocations = (children: ReactNode) => (
    <OutputLocationsContext.Provider value={outputLocations}>{children}</OutputLocationsContext.Provider>
  );
  const find = useFindInOutput(feed, version, changedFrom);
  const [wrap, setWrap] = useState(false);
  const [reveal, setReveal] = useState<RevealRequest | undefined>(undefined);
  const [focusOutput, setFocusOutput] = useState(false);
  const findInput = useRef<HTMLInputElement>(null);

  const status = effectiveStatus(intent);
  const running = status === 'running';
  const { command } = model;

  const revealLine = (line: number | undefined) => {
    if (line !== undefined) setReveal((previous) => ({ line, key: (previous?.key ?? 0) + 1 }));
  };

  // A new query scrolls to its first hit; growing output under the same query does not.
  const firstHitLine = find.result.hits[0]?.line;
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a reveal request per committed query: the output scrolls to the hit after the find box's render commits
    if (find.query !== '') revealLine(firstHitLine);
    // Only a query change: `firstHitLine` is read as of that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [find.query]);

  // "Show all lines" moves focus into the output it opens, once; a later open from the header must not.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the request must reach the committed render that opens (the output focuses then), and is cleared after it, once
    if (open && focusOutput) setFocusOutput(false);
  }, [open, focusOutput]);

  if (!open) {
    const lines = preview ?? feedPreviewLines(feed, headLines, tailLines);
    if (lines.lineCount === 0) return null;
    const showAll = () => {
      setFocusOutput(true);
      props.onShowAll();
    };
    return withLocations(<TerminalPreview lines={lines} onShowAll={showAll} />);
  }

  const parts = terminalOpenParts(
    intent,
    command,
    model.rawOutput,
    feed.lineCount,
    (index) => feed.lineText(index).length,
  );
  const viewContent = intent.content !== undefined && intent.content.length > 0 ? intent.content : undefined;
  const rawContent = intent.rawContent !== undefined && intent.rawContent.length > 0 ? intent.rawContent : undefined;
  return withLocations(
    <>
      {parts.description !== undefined && <p {...slotProps('description')}>{parts.description}</p>}
      {parts.commandRows !== undefined && (
        <CommandRows
          command={command}
          cwd={cwd === undefined ? undefined : displayDirectory(cwd, host)}
          cwdTitle={cwd}
        />
      )}
      {intent.truncated !== undefined && <TerminalTruncated truncated={intent.truncated} />}
      {parts.output ? (
        <div {...slotProps('panel')}>
          {parts.toolbar && (
            <TerminalToolbar
              find={find}
              onStep={(direction) => revealLine(find.step(direction)?.line)}
              inputRef={findInput}
              wrap={wrap}
              onWrapChange={setWrap}
              command={command}
              getOutputText={() => terminalOutputText(model)}
            />
          )}
          <TerminalLines
            feed={feed}
            version={version}
            wrap={wrap}
            follow={running}
            hitsByLine={find.byLine}
            currentHit={find.current}
            reveal={reveal}
            emptyText={running ? labels.terminal.waitingForOutput : labels.emptyResult}
            initialRows={props.initialRows}
            focusOnMount={focusOutput}
            onFindShortcut={() => findInput.current?.focus()}
          />
        </div>
      ) : (
        parts.empty && <p {...slotProps('empty')}>{labels.emptyResult}</p>
      )}
      <ViewContent blocks={viewContent} />
      {rawContent !== undefined && <RawContent blocks={rawContent} />}
    </>,
  );
}
