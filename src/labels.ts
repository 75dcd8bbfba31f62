import type { ToolStatus } from './protocol/intent-types';

/**
 * Every string a card shows or announces. English by default; pass a partial object as the
 * `labels` prop to translate or reword any of them.
 */
export interface ToolCardLabels {
  /** The status as text, beside its icon. */
  status: Record<ToolStatus, string>;
  /** The title of a card whose intent names neither a title nor a tool. */
  untitled: string;
  /** The copy button before and after a click, and when the clipboard refused. */
  copy: string;
  copied: string;
  copyFailed: string;
  /** Headings of the generic card's sections. */
  input: string;
  output: string;
  result: string;
  /** Heading of the tool's raw result content, when the card's own fields do not carry it. */
  toolOutput: string;
  /** Heading of a capped search's recovery footer ("Full result stored at …"). */
  searchFooter: string;
  /** The accessible name of the raw value a fallback card shows. */
  rawData: string;
  /** The error area's heading. */
  error: string;
  /** Notes shown above the raw data when an intent could not be drawn as asked. */
  unrecognizedCard: (card: string) => string;
  invalidIntent: (problems: string) => string;
  notAnObject: string;
  viewFailed: (card: string) => string;
  cardNotAvailable: (card: string) => string;
  /** The JSON tree. */
  itemCount: (count: string) => string;
  keyCount: (count: string) => string;
  showMoreItems: (shown: string, total: string) => string;
  showMoreChars: (hidden: string) => string;
  expand: string;
  collapse: string;
  /** Content blocks. */
  reasoning: string;
  image: (mimeType: string) => string;
  imageRefused: (mimeType: string) => string;
  imageAttachment: string;
  /** Accessible name of an audio player for a result's sound. */
  audio: (mimeType: string) => string;
  audioRefused: (mimeType: string) => string;
  resource: string;
  binaryResource: (size: string) => string;
  emptyResult: string;
  /** Accessible name of the list of files a call touches. */
  locations: string;
  /** After the drawn locations of a call that touched more: `+5 more files`. */
  moreLocations: (count: string) => string;
  /** Approval states. */
  approval: { requested: string; approved: string; denied: string };
  /** The buttons a host gets with `onApprove` / `onDeny`, and the name of their group. */
  approve: string;
  deny: string;
  approvalActions: (title: string) => string;
  /** The polite announcement when a card's status changes. */
  statusAnnouncement: (title: string, status: string) => string;
  /** Terminal: the accessible name of the scrollable output region. */
  terminalOutput: string;
  /** Terminal: the exit pill for an exit code, and for a `128 + n` code with the signal it means. */
  exitCode: (code: string) => string;
  exitCodeSignal: (code: string, signal: string) => string;
  /** Terminal: the exit pill when a signal ended the command (the signal by name). */
  exitSignal: (signal: string) => string;
  /** Terminal: the accessible marker read before each line that came from stderr. */
  stderr: string;
  /** Terminal: after a line that changed style more often than a line may show (the rest is in one style). */
  lineStylesMerged: (count: string) => string;
  /** Terminal: after a line whose cursor moves asked for more blank cells than were drawn. */
  lineMovesClipped: string;
  /** Terminal: scrolls to the end of the output (the newest lines) from anywhere above it. */
  jumpToEnd: string;
  /** Terminal: scrolls from the end of the output back to its first line. */
  jumpToStart: string;
  /** Terminal and read: the collapsed preview's button that opens the whole output or file window. */
  showAllLines: (count: string) => string;
  /** Terminal and read: the toggle between wrapping long lines and scrolling sideways. */
  wrapLines: string;
  /** Terminal: the find box's label and placeholder. */
  findInOutput: string;
  findPlaceholder: string;
  /** Terminal: the buttons that step to the next and previous hit. */
  findNext: string;
  findPrevious: string;
  /** Terminal: where the find box is, e.g. `3 of 12` (`total` ends in `+` when capped). */
  findHits: (current: string, total: string) => string;
  findNoHits: string;
  /** Terminal: the notice when the host cut the output; `lines`/`bytes` are the omitted counts when known. */
  outputTruncated: (lines: string | undefined, bytes: string | undefined) => string;
  /** Terminal: before the path where the host kept the whole output. */
  fullOutputAt: string;
  /** Terminal: the two copy buttons above the output. */
  copyCommand: string;
  copyOutput: string;
  /** Terminal: shown while a command runs and has printed nothing yet. */
  waitingForOutput: string;
  /** Diff: the accessible name of the scrollable diff region. */
  diffRegion: string;
  /** Diff: the group of layout buttons, and its two layouts. */
  diffLayout: string;
  unifiedView: string;
  splitView: string;
  /** Diff: copies the change as a unified diff. */
  copyPatch: string;
  /** Diff: the file count in the card's summary (`+12 −3 · 2 files`). */
  diffFileCount: (count: string) => string;
  /** Diff: added and removed line counts as words, for screen readers (the `+12 −3` is drawn). */
  changeCounts: (additions: string, deletions: string) => string;
  /** Diff: read before a changed line, so its kind never rests on colour alone. */
  addedLine: string;
  removedLine: string;
  /** Diff: a file's status, beside its path. */
  // Keys spelled here, not borrowed from the diff model: labels stay free of the model's types, and
  // the diff views' `labels.fileStatus[file.status]` fails to compile if the model gains a status.
  fileStatus: Record<'added' | 'deleted' | 'modified' | 'renamed' | 'copied' | 'binary' | 'mode-changed', string>;
  /** Diff: the badge of a binary file whose status is another word (a renamed binary file). */
  binaryBadge: string;
  /** Diff: what a file with no lines to show says instead. */
  fileNote: Record<'no-changes' | 'binary' | 'renamed' | 'copied' | 'mode-changed' | 'empty', string>;
  /** Diff: read between a renamed file's old and new paths (an arrow is drawn). */
  renamedTo: string;
  /** Diff: a mode change, e.g. `100644 → 100755`. */
  modeChange: (oldMode: string, newMode: string) => string;
  /** Diff: a rename's or a copy's similarity index. */
  similarity: (percent: string) => string;
  /** Diff: a file's line endings, when some or all lines end with CRLF. */
  lineEndings: { crlf: string; mixed: string };
  /** Diff: read after a line that ended with CRLF (a symbol is drawn). */
  carriageReturn: string;
  /** Diff: after the last line of a side that has no newline after it. */
  noNewlineAtEnd: string;
  /** Diff: the badge of a file too costly to align line by line, and its explanation. */
  approximateDiff: string;
  approximateDiffHint: string;
  /** Diff: a file over the changed-lines budget, hidden until loaded. */
  largeDiff: (count: string) => string;
  loadDiff: string;
  /** Diff: unchanged lines hidden between hunks, and the buttons that reveal them. */
  hiddenLines: (count: string) => string;
  /** Diff: read before an excerpt whose place in its file is unknown (a gap marker is drawn). */
  excerptGap: string;
  expandUp: string;
  expandDown: string;
  expandAll: string;
  /** Read: the accessible name of the scrollable file window. */
  fileContents: (path: string) => string;
  /** Read: the button above the code that copies it without line numbers. */
  copyContent: string;
  /** Read: the header's range; `first` and `last` are line numbers, `total` the file's line count when known. */
  lineRange: (first: string, last: string, total: string | undefined) => string;
  /** Read: the header's range when the window holds no line. */
  noLinesInRange: (total: string | undefined) => string;
  /** Read: the body of a window that starts after the file's last line. */
  pastEndOfFile: (offset: string, total: string) => string;
  /** Read: the body of a window of a file with no lines. */
  emptyFile: string;
  /** Read: the body of an empty window when nothing says why. */
  noLinesInWindow: string;
  /** Read: the header's language when the file is drawn as plain text. */
  plainText: string;
  /** Read: the header's warning that the window holds bidi or zero-width characters. */
  hiddenCharacters: (count: string) => string;
  /** Read: what the warning means (its tooltip and description). */
  hiddenCharactersDetail: string;
  /** Read: a hidden character's marker, read aloud and shown on hover (`U+202E`, `RIGHT-TO-LEFT OVERRIDE`). */
  hiddenCharacter: (codePoint: string, name: string) => string;
  /** Month names, January first, for dates drawn without the locale (`10 Jul 2025`). */
  monthNames: readonly string[];
  /** The button that opens a file in the host (`onOpenLocation`); `line` is set when the target is a line. */
  openLocation: (path: string, line: string | undefined) => string;
  /**
   * Terminal: the name of a file location's button in the output, holding the text it shows
   * (`Open src/a.ts:12:5`; an ESLint row's `Open 12:5 in src/a.ts`), as speech input needs.
   */
  openOutputLocation: (text: string, path: string) => string;
  /** Terminal: a file location's tooltip and description (`Open src/a.ts at line 12, column 5`); `line` and `column` when given. */
  outputLocationDetail: (path: string, line: string | undefined, column: string | undefined) => string;
  /** Search: the header's count; `capped` when the host cut the results (the file count is then not the whole). */
  searchMatchSummary: (matches: string, files: string, capped: boolean) => string;
  /** Search (paths): the header's count. */
  searchPathSummary: (paths: string) => string;
  /** Search: the header pill when the host cut the results, e.g. `showing 40 of 112`. */
  searchShowing: (shown: string, total: string) => string;
  /** Search: the note above capped results. */
  searchTruncated: (shown: string, total: string) => string;
  /** Search: the accessible name of the scrollable results. */
  searchResults: string;
  /** Search: a file group's match count. */
  searchFileMatches: (count: string) => string;
  /** Search: shown when nothing matched, for each shape. */
  searchNoMatches: string;
  searchNoPaths: string;
  /** Search (paths): the toggle between a flat list and a folder tree. */
  searchTreeView: string;
  /** Search (paths): a folder's count of the paths beneath it. */
  searchFolderCount: (count: string) => string;
  /** Web search: the header's count of sources; `capped` when the host cut the list. */
  webSourceCount: (count: string, capped: boolean) => string;
  /** Web search: the headings of the answer and of the sources. */
  webAnswer: string;
  webSources: string;
  /** Web search: the note when the host cut the sources. */
  webSearchTruncated: string;
  /** Web search: shown when there are no sources. */
  webNoSources: string;
  /** Web fetch: the status pill's tooltip. */
  httpStatus: string;
  /** Web fetch: the note when the host cut the page. */
  webFetchTruncated: string;
  /** Web fetch: the heading of the page content, and the button that shows all of it or the preview again. */
  webContent: string;
  webShowContent: (chars: string) => string;
  webHideContent: string;
  /** Web fetch: shown when the fetch returned no content. */
  webNoContent: string;
  /** Markdown: what stands in for an image, which is never loaded. */
  markdownImage: (alt: string) => string;

  // One meaning per signal (issue 12): the approval request, what each Copy copies, a running card's time.
  /** Approval: the line above what a call waiting for approval asks to run. */
  approvalRequest: string;
  /** The header's Copy, named by what it copies (the card's main thing). */
  copyWhat: {
    commandAndOutput: string;
    matches: string;
    paths: string;
    pageContent: string;
    url: string;
    answerAndSources: string;
    result: string;
    input: string;
    rawData: string;
  };
  /** A running card's time, from the host's `startedAt` and `<ToolCardHost now>`: `running 12 s`. */
  runningFor: (duration: string) => string;
  /** A running card's start when the host passes no `now`: `started 12:03:04 UTC`. */
  startedAt: (time: string) => string;
  /** Diff: which hidden lines an expand button reveals, in its accessible name: `lines 20–31`. */
  hiddenLineSpan: (first: string, last: string) => string;
  /** Search: after the count of a capped result, how many of them are drawn: `112 matches · 40 shown`. */
  searchShown: (shown: string) => string;
  /** Diff: the note on a change that is proposed (pending or awaiting approval), not applied. */
  diffProposed: string;
}

/** The labels that are maps of strings (`status`, `approval`, …): a host may give some of their keys. */
type LabelGroupKey = {
  [K in keyof ToolCardLabels]: ToolCardLabels[K] extends (...args: never[]) => unknown
    ? never
    : ToolCardLabels[K] extends readonly unknown[]
      ? never
      : ToolCardLabels[K] extends object
        ? K
        : never;
}[keyof ToolCardLabels];

/** A host's partial labels laid over the defaults (the maps such as `status` merge key by key). */
export type PartialToolCardLabels = Partial<Omit<ToolCardLabels, LabelGroupKey>> & {
  [K in LabelGroupKey]?: Partial<ToolCardLabels[K]>;
};
