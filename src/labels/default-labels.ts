import type { PartialToolCardLabels, ToolCardLabels } from './tool-card-labels';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The English labels every card starts from. */
export const DEFAULT_LABELS: ToolCardLabels = {
  status: { pending: 'Pending', running: 'Running', success: 'Done', error: 'Failed', cancelled: 'Cancelled' },
  untitled: 'Tool call',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  toolOutput: 'Tool output',
  result: 'Result',
  error: 'Error',
  rawData: 'Raw data',
  unrecognizedCard: (card) => `Unrecognized card "${card}": showing the raw data.`,
  invalidIntent: (problems) => `This card's data is malformed (${problems}): showing the raw data.`,
  notAnObject: 'This card received no render intent: showing the raw data.',
  drawFailed: (card) => `The ${card} card failed to draw: showing the raw data.`,
  cardNotAvailable: (card) => `The ${card} card is not among this app’s cards: showing the raw data.`,
  cardLoadFailed: (card) => `The ${card} card’s code failed to load: showing the raw data.`,
  loadingCard: 'Loading…',
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
  audio: (mimeType) => `Audio (${mimeType})`,
  audioRefused: (mimeType) => `Audio not played (${mimeType}): only inline base64 audio is played.`,
  resource: 'Resource',
  binaryResource: (size) => `Binary content (${size} base64 characters)`,
  emptyResult: 'No output',
  locations: 'Files',
  moreLocations: (count) => `+${count} more`,
  moreLines: (count) => `+${count} ${count === '1' ? 'line' : 'lines'}`,
  approval: { requested: 'Waiting for approval', approved: 'Approved', denied: 'Denied' },
  approve: 'Approve',
  deny: 'Deny',
  approvalActions: (title) => `Approve or deny ${title}`,
  statusAnnouncement: (title, status) => `${title}: ${status}`,
  approvalRequest: 'Needs your approval to run',
  copyWhat: {
    commandAndOutput: 'Copy command and output',
    matches: 'Copy matches',
    paths: 'Copy paths',
    pageContent: 'Copy page content',
    url: 'Copy URL',
    answerAndSources: 'Copy answer and sources',
    result: 'Copy result',
    input: 'Copy input',
    rawData: 'Copy raw data',
  },
  runningFor: (duration) => `running ${duration}`,
  duration: {
    milliseconds: (count) => `${count} ms`,
    seconds: (count) => `${count} s`,
    minutes: (minutes, seconds) => `${minutes}m ${seconds}s`,
    hours: (hours, minutes) => `${hours}h ${minutes}m`,
  },
  startedAt: (time) => `started ${time}`,
  showAllLines: (count) => `Show all ${count} ${count === '1' ? 'line' : 'lines'}`,
  wrapLines: 'Wrap lines',
  date: ({ year, month, day }) => `${day} ${MONTH_NAMES[month - 1] ?? month} ${year}`,
  openLocation: (path, line) => (line === undefined ? `Open ${path}` : `Open ${path}:${line}`),
  markdownImage: (alt) => (alt === '' ? 'Image (not loaded)' : `Image (not loaded): ${alt}`),
  generic: {
    input: 'Input',
    output: 'Output',
  },
  terminal: {
    outputRegion: 'Terminal output',
    exitCode: (code) => `exit ${code}`,
    exitCodeSignal: (code, signal) => `exit ${code} (${signal})`,
    exitSignal: (signal) => `terminated by ${signal}`,
    stderr: 'stderr',
    lineStylesMerged: (count) => `[more than ${count} style changes: the rest of this line is in one style]`,
    lineMovesClipped: '[cursor moves past the end of this line were cut short]',
    lineCharsHidden: (count) => `[${count} more characters of this line are not drawn: Copy output has them]`,
    jumpToEnd: 'Jump to end',
    jumpToStart: 'Jump to start',
    openOutputLocation: (text, path) => (text.includes(path) ? `Open ${text}` : `Open ${text} in ${path}`),
    outputLocationDetail: (path, line, column) =>
      line === undefined
        ? `Open ${path}`
        : column === undefined
          ? `Open ${path} at line ${line}`
          : `Open ${path} at line ${line}, column ${column}`,
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
      return omitted.length === 0
        ? 'Output truncated by the host.'
        : `Output truncated: ${omitted.join(' and ')} omitted.`;
    },
    fullOutputAt: 'Full output:',
    copyCommand: 'Copy command',
    copyOutput: 'Copy output',
    waitingForOutput: 'Waiting for output…',
  },
  read: {
    fileContents: (path) => `Contents of ${path}`,
    copyContent: 'Copy file content',
    lineRange: (first, last, total) => {
      const lines = first === last ? `line ${first}` : `lines ${first}–${last}`;
      return total === undefined ? lines : `${lines} of ${total}`;
    },
    noLinesInRange: (total) => (total === undefined ? 'no lines' : `no lines of ${total}`),
    pastEndOfFile: (offset, total) =>
      `Nothing to show: line ${offset} is past the end of the file (${total} ${total === '1' ? 'line' : 'lines'}).`,
    emptyFile: 'The file is empty.',
    noLinesInWindow: 'No lines in this window.',
    plainText: 'Plain text',
    hiddenCharacters: (count) => `${count} hidden ${count === '1' ? 'character' : 'characters'}`,
    hiddenCharactersDetail:
      'Bidirectional control or zero-width characters, shown as ⟨U+…⟩ markers: code may not run as it reads (Trojan Source, CVE-2021-42574).',
    hiddenCharacter: (codePoint, name) => `${codePoint} ${name}`,
  },
  diff: {
    region: 'Diff',
    layout: 'Diff layout',
    unified: 'Unified',
    split: 'Split',
    copyPatch: 'Copy diff as patch',
    fileCount: (count) => `${count} ${count === '1' ? 'file' : 'files'}`,
    fileList: (count) => `Files (${count})`,
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
    approximate: 'Approximate',
    approximateHint: 'Too many changes to align line by line: the changed region is shown replaced whole.',
    largeFile: (count) => `Large diff: ${count} changed lines are not shown by default.`,
    loadDiff: 'Load diff',
    excerptGap: 'Excerpt; lines around it not shown',
    hunkCutShort: (lines) =>
      `The hunk ends early: its header announces more lines, but the next ${lines === '1' ? 'line is' : `${lines} lines are`} not diff lines. Shown as sent:`,
    moreUnreadLines: (count) => `${count} more ${count === '1' ? 'line' : 'lines'} not shown`,
    hiddenLines: (count) => `${count} unchanged ${count === '1' ? 'line' : 'lines'} hidden`,
    hiddenLineSpan: (first, last) => (first === last ? `line ${first}` : `lines ${first}\u2013${last}`),
    proposed: 'Proposed: not applied yet',
    expandUp: 'Expand up',
    expandDown: 'Expand down',
    expandAll: 'Expand all',
  },
  search: {
    footer: 'More results',
    matchSummary: (matches, files, capped) => {
      const counted = `${matches} ${matches === '1' ? 'match' : 'matches'}`;
      return capped ? counted : `${counted} in ${files} ${files === '1' ? 'file' : 'files'}`;
    },
    pathSummary: (paths) => `${paths} ${paths === '1' ? 'path' : 'paths'}`,
    shown: (shown) => `${shown} shown`,
    showing: (shown, total) => `showing ${shown} of ${total}`,
    truncated: (shown, total) => `The host capped these results: showing ${shown} of ${total}.`,
    results: 'Search results',
    fileMatches: (count) => `${count} ${count === '1' ? 'match' : 'matches'}`,
    noMatches: 'No matches',
    noPaths: 'No paths matched',
    folderTree: 'Tree view',
    folderCount: (count) => `${count} ${count === '1' ? 'path' : 'paths'}`,
  },
  transcript: {
    feed: 'Tool calls',
    callPosition: (position, total) => `Tool call ${position} of ${total}`,
    itemPosition: (position, total) => `Item ${position} of ${total}`,
    jumpToLatest: 'Jump to latest',
    newItems: (count) => `${count} new`,
    duplicateIds: (count) =>
      `${count} ${count === '1' ? 'item has an id' : 'items have ids'} another item already has: each is kept apart by its place.`,
    missingIds: (count) =>
      `${count} ${count === '1' ? 'item has' : 'items have'} no id: each is kept apart by its place.`,
    itemFailed: 'This item could not be drawn',
  },
  web: {
    sourceCount: (count, capped) => (capped ? `${count}+ sources` : `${count} ${count === '1' ? 'source' : 'sources'}`),
    answer: 'Answer',
    sources: 'Sources',
    searchTruncated: 'The host capped these results: there are more sources.',
    noSources: 'No sources',
    httpStatus: 'HTTP status',
    fetchTruncated: 'The host cut this page: the content below is incomplete.',
    content: 'Page content',
    showContent: (chars) => `Show the whole page (${chars} characters)`,
    hideContent: 'Show less',
    noContent: 'No content',
  },
};

const isGroup = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type LabelFunction = (...args: unknown[]) => string;

/** A host's label function, guarded: when it throws or gives no string, the base label says it instead. */
function guardedLabel(label: LabelFunction, fallback: LabelFunction): LabelFunction {
  return (...args) => {
    try {
      const text: unknown = label(...args);
      if (typeof text === 'string') return text;
    } catch {
      // A host's label that fails must not take the card with it.
    }
    return fallback(...args);
  };
}

/**
 * A host's label laid over the base's, when it is of the same kind (a string, a function, a group); `undefined`
 * otherwise.
 */
function laidOver(current: unknown, value: unknown): unknown {
  if (isGroup(current)) return isGroup(value) ? mergeLabels(current, value) : undefined;
  if (typeof current === 'function')
    return typeof value === 'function' ? guardedLabel(value as LabelFunction, current as LabelFunction) : undefined;
  return typeof value === typeof current ? value : undefined;
}

/**
 * `base` with `over`'s keys laid on it, groups merged key by key at every depth. A key `base` lacks, a label of the
 * wrong kind, and one that cannot be read are ignored.
 */
function mergeLabels(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  let keys: string[];
  try {
    keys = Object.keys(over);
  } catch {
    return merged;
  }
  for (const key of keys) {
    if (!Object.hasOwn(base, key)) continue;
    try {
      const label = laidOver(base[key], over[key]);
      if (label !== undefined) merged[key] = label;
    } catch {
      // A getter or a proxy that throws: the base label stays.
    }
  }
  return merged;
}

/**
 * Lays a host's partial labels over a full set (English unless `base` is given): groups such as
 * `status` or `terminal` merge key by key, so one nested key changes and its siblings stay.
 * Never throws: a label of the wrong kind (a string where a function belongs) is ignored, and a
 * label function that throws or gives no string falls back to the base's.
 */
export function resolveLabels(
  labels: PartialToolCardLabels | undefined,
  base: ToolCardLabels = DEFAULT_LABELS,
): ToolCardLabels {
  if (typeof labels !== 'object' || labels === null) return base;
  return mergeLabels(
    base as unknown as Record<string, unknown>,
    labels as Record<string, unknown>,
  ) as unknown as ToolCardLabels;
}
