import type { ToolStatus } from '../protocol/intent-types';

/**
 * Every string a card shows or announces: the words every card shares at the top, each card's
 * own words in its group (`terminal`, `diff`, `read`, `search`, `web`, `generic`, and `transcript` for
 * `<ToolTranscript>`). English by
 * default; pass a pack (`toolcards/labels/ko`…) or a partial object as the `labels` prop.
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
  /** Heading of the section that holds a call's result content. */
  result: string;
  /** Heading of the tool's raw result content, when the card's own fields do not carry it. */
  toolOutput: string;
  /** The accessible name of the raw value a fallback card shows. */
  rawData: string;
  /** The error area's heading. */
  error: string;
  /** Notes shown above the raw data when an intent could not be drawn as asked. */
  unrecognizedCard: (card: string) => string;
  invalidIntent: (problems: string) => string;
  notAnObject: string;
  drawFailed: (card: string) => string;
  cardNotAvailable: (card: string) => string;
  /** The note of a card whose code failed to load (a lazy card's chunk), over its raw data. */
  cardLoadFailed: (card: string) => string;
  /** The body of a card whose code is still loading. */
  loadingCard: string;
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
  /** After the first line of a title or command that spans several: `+2 lines` (the lines not shown). */
  moreLines: (count: string) => string;
  /** Approval states. */
  approval: { requested: string; approved: string; denied: string };
  /** The buttons a host gets with `onApprove` / `onDeny`, and the name of their group. */
  approve: string;
  deny: string;
  approvalActions: (title: string) => string;
  /** The polite announcement when a card's status changes. */
  statusAnnouncement: (title: string, status: string) => string;
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
  /**
   * A duration's units (the header's time, a running card's `running 12 s`); the numbers come
   * formatted (`1.2`, `05`), the same on every machine.
   */
  duration: {
    /** Under a second: `420 ms`. */
    milliseconds: (count: string) => string;
    /** Under a minute: `1.2 s`, `12 s`. */
    seconds: (count: string) => string;
    /** Under an hour: `2m 05s`. */
    minutes: (minutes: string, seconds: string) => string;
    /** An hour or more: `1h 02m`. */
    hours: (hours: string, minutes: string) => string;
  };
  /** A running card's start when the host passes no `now`: `started 12:03:04 UTC`. */
  startedAt: (time: string) => string;
  /** Terminal and read: the collapsed preview's button that opens the whole output or file window. */
  showAllLines: (count: string) => string;
  /** Terminal and read: the toggle between wrapping long lines and scrolling sideways. */
  wrapLines: string;
  /** A date drawn without the locale (`10 Jul 2025`): `year` has four digits, `month` is 1 to 12. */
  date: (date: { year: string; month: number; day: number }) => string;
  /** The button that opens a file in the host (`onOpenLocation`); `line` is set when the target is a line. */
  openLocation: (path: string, line: string | undefined) => string;
  /** Markdown: what stands in for an image, which is never loaded. */
  markdownImage: (alt: string) => string;
  /** The generic card's own words. */
  generic: {
    /** Headings of the generic card's input and output sections. */
    input: string;
    output: string;
  };
  /** The terminal card's own words. */
  terminal: {
    /** The accessible name of the scrollable output region. */
    outputRegion: string;
    /** The exit pill for an exit code, and for a `128 + n` code with the signal it means. */
    exitCode: (code: string) => string;
    exitCodeSignal: (code: string, signal: string) => string;
    /** The exit pill when a signal ended the command (the signal by name). */
    exitSignal: (signal: string) => string;
    /** The accessible marker read before each line that came from stderr. */
    stderr: string;
    /** After a line that changed style more often than a line may show (the rest is in one style). */
    lineStylesMerged: (count: string) => string;
    /** After a line whose cursor moves asked for more blank cells than were drawn. */
    lineMovesClipped: string;
    /** After a line too long to draw whole (the count of characters not drawn; Copy output has them). */
    lineCharsHidden: (count: string) => string;
    /** Scrolls to the end of the output (the newest lines) from anywhere above it. */
    jumpToEnd: string;
    /** Scrolls from the end of the output back to its first line. */
    jumpToStart: string;
    /**
     * The name of a file location's button in the output, holding the text it shows
     * (`Open src/a.ts:12:5`; an ESLint row's `Open 12:5 in src/a.ts`), as speech input needs.
     */
    openOutputLocation: (text: string, path: string) => string;
    /**
     * A file location's tooltip and description (`Open src/a.ts at line 12, column 5`); `line` and `column` when given.
     */
    outputLocationDetail: (path: string, line: string | undefined, column: string | undefined) => string;
    /** The find box's label and placeholder. */
    findInOutput: string;
    findPlaceholder: string;
    /** The buttons that step to the next and previous hit. */
    findNext: string;
    findPrevious: string;
    /** Where the find box is, e.g. `3 of 12` (`total` ends in `+` when capped). */
    findHits: (current: string, total: string) => string;
    findNoHits: string;
    /** The notice when the host cut the output; `lines`/`bytes` are the omitted counts when known. */
    outputTruncated: (lines: string | undefined, bytes: string | undefined) => string;
    /** Before the path where the host kept the whole output. */
    fullOutputAt: string;
    /** The two copy buttons above the output. */
    copyCommand: string;
    copyOutput: string;
    /** Shown while a command runs and has printed nothing yet. */
    waitingForOutput: string;
  };
  /** The read card's own words. */
  read: {
    /** The accessible name of the scrollable file window. */
    fileContents: (path: string) => string;
    /** The button above the code that copies it without line numbers. */
    copyContent: string;
    /** The header's range; `first` and `last` are line numbers, `total` the file's line count when known. */
    lineRange: (first: string, last: string, total: string | undefined) => string;
    /** The header's range when the window holds no line. */
    noLinesInRange: (total: string | undefined) => string;
    /** The body of a window that starts after the file's last line. */
    pastEndOfFile: (offset: string, total: string) => string;
    /** The body of a window of a file with no lines. */
    emptyFile: string;
    /** The body of an empty window when nothing says why. */
    noLinesInWindow: string;
    /** The header's language when the file is drawn as plain text. */
    plainText: string;
    /** The header's warning that the window holds bidi or zero-width characters. */
    hiddenCharacters: (count: string) => string;
    /** What the warning means (its tooltip and description). */
    hiddenCharactersDetail: string;
    /** A hidden character's marker, read aloud and shown on hover (`U+202E`, `RIGHT-TO-LEFT OVERRIDE`). */
    hiddenCharacter: (codePoint: string, name: string) => string;
  };
  /** The diff card's own words. */
  diff: {
    /** The accessible name of the scrollable diff region. */
    region: string;
    /** The group of layout buttons, and its two layouts. */
    layout: string;
    unified: string;
    split: string;
    /** Copies the change as a unified diff. */
    copyPatch: string;
    /** The file count in the card's summary (`+12 −3 · 2 files`). */
    fileCount: (count: string) => string;
    /** The list of a multi-file diff's files, to jump to one: `Files (5)`. */
    fileList: (count: string) => string;
    /** Added and removed line counts as words, for screen readers (the `+12 −3` is drawn). */
    changeCounts: (additions: string, deletions: string) => string;
    /** Read before a changed line, so its kind never rests on colour alone. */
    addedLine: string;
    removedLine: string;
    /** A file's status, beside its path. */
    // Keys spelled here, not borrowed from the diff model: labels stay free of the model's types, and
    // the diff views' `labels.fileStatus[file.status]` fails to compile if the model gains a status.
    fileStatus: Record<'added' | 'deleted' | 'modified' | 'renamed' | 'copied' | 'binary' | 'mode-changed', string>;
    /** The badge of a binary file whose status is another word (a renamed binary file). */
    binaryBadge: string;
    /** What a file with no lines to show says instead. */
    fileNote: Record<'no-changes' | 'binary' | 'renamed' | 'copied' | 'mode-changed' | 'empty', string>;
    /** Read between a renamed file's old and new paths (an arrow is drawn). */
    renamedTo: string;
    /** A mode change, e.g. `100644 → 100755`. */
    modeChange: (oldMode: string, newMode: string) => string;
    /** A rename's or a copy's similarity index. */
    similarity: (percent: string) => string;
    /** A file's line endings, when some or all lines end with CRLF. */
    lineEndings: { crlf: string; mixed: string };
    /** Read after a line that ended with CRLF (a symbol is drawn). */
    carriageReturn: string;
    /** After the last line of a side that has no newline after it. */
    noNewlineAtEnd: string;
    /** The badge of a file too costly to align line by line, and its explanation. */
    approximate: string;
    approximateHint: string;
    /** A file over the changed-lines budget, hidden until loaded. */
    largeFile: (count: string) => string;
    loadDiff: string;
    /** Unchanged lines hidden between hunks, and the buttons that reveal them. */
    hiddenLines: (count: string) => string;
    /** Which hidden lines an expand button reveals, in its accessible name: `lines 20–31`. */
    hiddenLineSpan: (first: string, last: string) => string;
    /** The note on a change that is proposed (pending or awaiting approval), not applied. */
    proposed: string;
    /** Read before an excerpt whose place in its file is unknown (a gap marker is drawn). */
    excerptGap: string;
    /** Over the text after a hunk that ended before its header's counts, on lines that are not diff lines. */
    hunkCutShort: (lines: string) => string;
    /** Under that text when it was longer than the card keeps. */
    moreUnreadLines: (count: string) => string;
    expandUp: string;
    expandDown: string;
    expandAll: string;
  };
  /** The search card's own words. */
  search: {
    /** Heading of a capped search's recovery footer ("Full result stored at …"). */
    footer: string;
    /** The header's count; `capped` when the host cut the results (the file count is then not the whole). */
    matchSummary: (matches: string, files: string, capped: boolean) => string;
    /** The header's count. */
    pathSummary: (paths: string) => string;
    /** The header pill when the host cut the results, e.g. `showing 40 of 112`. */
    /** After the count of a capped result, how many of them are drawn: `112 matches · 40 shown`. */
    shown: (shown: string) => string;
    showing: (shown: string, total: string) => string;
    /** The note above capped results. */
    truncated: (shown: string, total: string) => string;
    /** The accessible name of the scrollable results. */
    results: string;
    /** A file group's match count. */
    fileMatches: (count: string) => string;
    /** Shown when nothing matched, for each shape. */
    noMatches: string;
    noPaths: string;
    /** The toggle between a flat list and a folder tree. */
    folderTree: string;
    /** A folder's count of the paths beneath it. */
    folderCount: (count: string) => string;
  };
  /** The words of `<ToolTranscript>`, the virtualized list of a session's calls. Counts come formatted. */
  transcript: {
    /** The feed's accessible name. */
    feed: string;
    /** A tool call's name in the feed, with its place: `Tool call 12 of 840`. */
    callPosition: (position: string, total: string) => string;
    /** A host item's name in the feed when it names none itself: `Item 3 of 840`. */
    itemPosition: (position: string, total: string) => string;
    /** The button that scrolls back to the newest item once the reader scrolled up. */
    jumpToLatest: string;
    /** Beside it, how many items arrived since. */
    newItems: (count: string) => string;
    /** The note over a transcript whose items share ids or lack them (their places keep them apart meanwhile). */
    duplicateIds: (count: string) => string;
    missingIds: (count: string) => string;
    /** The title of the generic card drawn in place of an item that threw. */
    itemFailed: string;
  };
  /** The web card's own words. */
  web: {
    /** Web search: the header's count of sources; `capped` when the host cut the list. */
    sourceCount: (count: string, capped: boolean) => string;
    /** Web search: the headings of the answer and of the sources. */
    answer: string;
    sources: string;
    /** Web search: the note when the host cut the sources. */
    searchTruncated: string;
    /** Web search: shown when there are no sources. */
    noSources: string;
    /** Web fetch: the status pill's tooltip. */
    httpStatus: string;
    /** Web fetch: the note when the host cut the page. */
    fetchTruncated: string;
    /** Web fetch: the heading of the page content, and the button that shows all of it or the preview again. */
    content: string;
    showContent: (chars: string) => string;
    hideContent: string;
    /** Web fetch: shown when the fetch returned no content. */
    noContent: string;
  };
}

/** Any part of `T`, at any depth: a function or a list is given whole, a group key by key. */
type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown
    ? T[K]
    : T[K] extends readonly unknown[]
      ? T[K]
      : T[K] extends object
        ? DeepPartial<T[K]>
        : T[K];
};

/**
 * A host's labels laid over a full set (English unless a pack is passed): any key at any depth,
 * e.g. `{ copy: 'Copier', terminal: { jumpToEnd: 'Aller à la fin' } }`; the rest stay as they were.
 */
export type PartialToolCardLabels = DeepPartial<ToolCardLabels>;
