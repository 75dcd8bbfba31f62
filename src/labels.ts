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
  /** Approval states. */
  approval: { requested: string; approved: string; denied: string };
  /** The polite announcement when a card's status changes. */
  statusAnnouncement: (title: string, status: string) => string;
  /** Accessible name of the card region. */
  cardLabel: (title: string) => string;
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
  approval: { requested: 'Waiting for approval', approved: 'Approved', denied: 'Denied' },
  statusAnnouncement: (title, status) => `${title}: ${status}`,
  cardLabel: (title) => title,
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
