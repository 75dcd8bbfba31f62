import type { DiffFileStatus } from './diff/diff-model';
import type { DiffFileNote } from './diff/diff-rows';
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
  resource: string;
  binaryResource: (size: string) => string;
  emptyResult: string;
  /** Accessible name of the list of files a call touches. */
  locations: string;
  /** Approval states. */
  approval: { requested: string; approved: string; denied: string };
  /** The polite announcement when a card's status changes. */
  statusAnnouncement: (title: string, status: string) => string;
  /** Accessible name of the card region. */
  cardLabel: (title: string) => string;
  /** Terminal: the accessible name of the scrollable output region. */
  terminalOutput: string;
  /** Terminal: the exit pill for an exit code, and for a `128 + n` code with the signal it means. */
  exitCode: (code: string) => string;
  exitCodeSignal: (code: string, signal: string) => string;
  /** Terminal: the exit pill when a signal ended the command (the signal by name). */
  exitSignal: (signal: string) => string;
  /** Terminal: the accessible marker read before each line that came from stderr. */
  stderr: string;
  /** Terminal: scrolls back to the newest output after the user scrolled up. */
  jumpToEnd: string;
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
  fileStatus: Record<DiffFileStatus, string>;
  /** Diff: the badge of a binary file whose status is another word (a renamed binary file). */
  binaryBadge: string;
  /** Diff: what a file with no lines to show says instead. */
  fileNote: Record<DiffFileNote, string>;
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
}

/** The English labels every card starts from. */
export const DEFAULT_LABELS: ToolCardLabels = {
  status: { pending: 'Pending', running: 'Running', success: 'Done', error: 'Failed', cancelled: 'Cancelled' },
  untitled: 'Tool call',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  input: 'Input',
  output: 'Output',
  result: 'Result',
  error: 'Error',
  rawData: 'Raw data',
  unrecognizedCard: (card) => `Unrecognized card "${card}": showing the raw data.`,
  invalidIntent: (problems) => `This card's data is malformed (${problems}): showing the raw data.`,
  notAnObject: 'This card received no render intent: showing the raw data.',
  viewFailed: (card) => `The ${card} view failed to draw: showing the raw data.`,
  cardNotAvailable: (card) => `The ${card} card is not available in this version: showing the raw data.`,
  itemCount: (count) => `${count} ${count === '1' ? 'item' : 'items'}`,
  keyCount: (count) => `${count} ${count === '1' ? 'key' : 'keys'}`,
  showMoreItems: (shown, total) => `Show more (${shown} of ${total} shown)`,
  showMoreChars: (hidden) => `Show more (${hidden} more characters)`,
  expand: 'Expand',
  collapse: 'Collapse',
  reasoning: 'Reasoning',
  image: (mimeType) => `Image (${mimeType})`,
  imageRefused: (mimeType) => `Image not shown (${mimeType}): only PNG, JPEG, GIF and WebP data are drawn.`,
  imageAttachment: 'Image attachment',
  resource: 'Resource',
  binaryResource: (size) => `Binary content (${size} base64 characters)`,
  emptyResult: 'No output',
  locations: 'Files',
  approval: { requested: 'Waiting for approval', approved: 'Approved', denied: 'Denied' },
  statusAnnouncement: (title, status) => `${title}: ${status}`,
  cardLabel: (title) => title,
  terminalOutput: 'Terminal output',
  exitCode: (code) => `exit ${code}`,
  exitCodeSignal: (code, signal) => `exit ${code} (${signal})`,
  exitSignal: (signal) => `terminated by ${signal}`,
  stderr: 'stderr',
  jumpToEnd: 'Jump to end',
  showAllLines: (count) => `Show all ${count} ${count === '1' ? 'line' : 'lines'}`,
  wrapLines: 'Wrap lines',
  findInOutput: 'Find in output',
  findPlaceholder: 'Find',
  findNext: 'Next match',
  findPrevious: 'Previous match',
  findHits: (current, total) => `${current} of ${total}`,
  findNoHits: 'No matches',
  outputTruncated: (lines, bytes) => {
    const omitted = [
      lines !== undefined ? `${lines} ${lines === '1' ? 'line' : 'lines'}` : undefined,
      bytes !== undefined ? `${bytes} ${bytes === '1' ? 'byte' : 'bytes'}` : undefined,
    ].filter((part) => part !== undefined);
    return omitted.length === 0 ? 'Output truncated by the host.' : `Output truncated: ${omitted.join(' and ')} omitted.`;
  },
  fullOutputAt: 'Full output:',
  copyCommand: 'Copy command',
  copyOutput: 'Copy output',
  waitingForOutput: 'Waiting for output…',
  diffRegion: 'Diff',
  diffLayout: 'Diff layout',
  unifiedView: 'Unified',
  splitView: 'Split',
  copyPatch: 'Copy patch',
  diffFileCount: (count) => `${count} ${count === '1' ? 'file' : 'files'}`,
  changeCounts: (additions, deletions) =>
    `${additions} ${additions === '1' ? 'line' : 'lines'} added, ${deletions} ${deletions === '1' ? 'line' : 'lines'} removed`,
  addedLine: 'added line',
  removedLine: 'removed line',
  fileStatus: {
    added: 'Added',
    deleted: 'Deleted',
    modified: 'Modified',
    renamed: 'Renamed',
    copied: 'Copied',
    binary: 'Binary',
    'mode-changed': 'Mode changed',
  },
  binaryBadge: 'Binary',
  fileNote: {
    'no-changes': 'No changes',
    binary: 'Binary file not shown',
    renamed: 'File renamed without changes',
    copied: 'File copied without changes',
    'mode-changed': 'Only the file mode changed',
    empty: 'Empty file',
  },
  renamedTo: 'renamed to',
  modeChange: (oldMode, newMode) => `${oldMode} → ${newMode}`,
  similarity: (percent) => `${percent}% similar`,
  lineEndings: { crlf: 'CRLF', mixed: 'Mixed line endings' },
  carriageReturn: 'carriage return',
  noNewlineAtEnd: 'No newline at end of file',
  approximateDiff: 'Approximate',
  approximateDiffHint: 'Too many changes to align line by line: the changed region is shown replaced whole.',
  largeDiff: (count) => `Large diff: ${count} changed lines are not shown by default.`,
  loadDiff: 'Load diff',
  hiddenLines: (count) => `${count} unchanged ${count === '1' ? 'line' : 'lines'} hidden`,
  expandUp: 'Expand up',
  expandDown: 'Expand down',
  expandAll: 'Expand all',
  fileContents: (path) => `Contents of ${path}`,
  copyContent: 'Copy content',
  lineRange: (first, last, total) => {
    const lines = first === last ? `line ${first}` : `lines ${first}–${last}`;
    return total === undefined ? lines : `${lines} of ${total}`;
  },
  noLinesInRange: (total) => (total === undefined ? 'no lines' : `no lines of ${total}`),
  pastEndOfFile: (offset, total) => `Nothing to show: line ${offset} is past the end of the file (${total} ${total === '1' ? 'line' : 'lines'}).`,
  emptyFile: 'The file is empty.',
  noLinesInWindow: 'No lines in this window.',
  plainText: 'Plain text',
  hiddenCharacters: (count) => `${count} hidden ${count === '1' ? 'character' : 'characters'}`,
  hiddenCharactersDetail:
    'Bidirectional control or zero-width characters, shown as ⟨U+…⟩ markers: code may not run as it reads (Trojan Source, CVE-2021-42574).',
  hiddenCharacter: (codePoint, name) => `${codePoint} ${name}`,
  monthNames: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  openLocation: (path, line) => (line === undefined ? `Open ${path}` : `Open ${path}:${line}`),
  searchMatchSummary: (matches, files, capped) => {
    const counted = `${matches} ${matches === '1' ? 'match' : 'matches'}`;
    return capped ? counted : `${counted} in ${files} ${files === '1' ? 'file' : 'files'}`;
  },
  searchPathSummary: (paths) => `${paths} ${paths === '1' ? 'path' : 'paths'}`,
  searchShowing: (shown, total) => `showing ${shown} of ${total}`,
  searchTruncated: (shown, total) => `The host capped these results: showing ${shown} of ${total}.`,
  searchResults: 'Search results',
  searchFileMatches: (count) => `${count} ${count === '1' ? 'match' : 'matches'}`,
  searchNoMatches: 'No matches',
  searchNoPaths: 'No paths matched',
  searchTreeView: 'Tree view',
  searchFolderCount: (count) => `${count} ${count === '1' ? 'path' : 'paths'}`,
  webSourceCount: (count, capped) => (capped ? `${count}+ sources` : `${count} ${count === '1' ? 'source' : 'sources'}`),
  webAnswer: 'Answer',
  webSources: 'Sources',
  webSearchTruncated: 'The host capped these results: there are more sources.',
  webNoSources: 'No sources',
  httpStatus: 'HTTP status',
  webFetchTruncated: 'The host cut this page: the content below is incomplete.',
  webContent: 'Page content',
  webShowContent: (chars) => `Show the whole page (${chars} characters)`,
  webHideContent: 'Show less',
  webNoContent: 'No content',
  markdownImage: (alt) => (alt === '' ? 'Image (not loaded)' : `Image (not loaded): ${alt}`),
};

/** A host's partial labels laid over the defaults (the `status` and `approval` maps merge too). */
export type PartialToolCardLabels = Partial<Omit<ToolCardLabels, 'status' | 'approval'>> & {
  status?: Partial<ToolCardLabels['status']>;
  approval?: Partial<ToolCardLabels['approval']>;
};

/** Lays a host's partial labels over the defaults. */
export function resolveLabels(labels: PartialToolCardLabels | undefined): ToolCardLabels {
  if (!labels) return DEFAULT_LABELS;
  return {
    ...DEFAULT_LABELS,
    ...labels,
    status: { ...DEFAULT_LABELS.status, ...labels.status },
    approval: { ...DEFAULT_LABELS.approval, ...labels.approval },
  } as ToolCardLabels;
}
