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
  /** Terminal: the collapsed preview's button that opens the whole output. */
  showAllLines: (count: string) => string;
  /** Terminal: the toggle between wrapping long lines and scrolling sideways. */
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
